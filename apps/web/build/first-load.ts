import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The first screen of a visit in as few round trips as a slow link allows (README, Delivery and security headers):
 *
 * 1. Everything `index.html` loads anyway (the static import graph of `src/main.tsx`) is one chunk, `app-*.js`,
 *    instead of the dozens of small shared chunks automatic splitting cuts it into (each one a request on the
 *    critical path). `shellGroup()` gives the bundler that group; the plugin fills it once the module graph is known.
 * 2. The lazy chunks of the screens people land on (the sign-in page, the visitor dashboard, the portal's dashboard)
 *    are listed per address prefix in `first-screens.json`; the server adds them to `index.html` as
 *    `<link rel="modulepreload">` (apps/server/src/plugins/web.ts), so they download beside the entry instead of after
 *    it has run. A listed module that the bundle no longer holds fails the build.
 */
export interface FirstScreen {
  /** An address prefix (`/account/login`); the first matching entry wins. */
  prefix: string;
  /** Source modules, relative to the web app's root (`src/features/…/page.tsx`, `src/locales/en.json`). */
  modules: string[];
}

/** A part of the app people land in, bundled as one chunk: `name` names the chunk, `modules` start its graph. */
export interface LandingArea {
  name: string;
  modules: string[];
}

export interface FirstScreenPreloads {
  prefix: string;
  /** Asset paths (`/assets/x.js`), in load order; `.css` files are preloaded as styles. */
  files: string[];
}

export const FIRST_SCREENS_FILE = 'first-screens.json';

const LOCALE = /[\\/]locales[\\/][a-z]{2}\.json(\?.*)?$/;

export function firstLoad(opts: { root: string; entry: string; areas: LandingArea[]; screens: FirstScreen[] }) {
  const shell = new Set<string>();
  /** module id → the areas that use it (`0+2`) */
  const areaSet = new Map<string, string>();
  const entryId = path.join(opts.root, opts.entry);

  const plugin: Plugin = {
    name: 'gsn-first-load',
    apply: 'build',
    async buildEnd() {
      const graph = new ImportGraph(this);
      // the static import graph of the entry: loaded by every visit before anything shows
      await graph.walk([entryId], shell, new Set());
      if (shell.size <= 1) this.error(`gsn-first-load: no static imports found for ${opts.entry}`);
      // the landing areas' graphs beyond the shell, each module in the chunk of the exact set of areas that use it:
      // a landing loads only what it shows, in a few files
      const users = new Map<string, number[]>();
      for (const [i, area] of opts.areas.entries()) {
        const set = new Set<string>();
        await graph.walk(
          area.modules.map((m) => path.join(opts.root, m)),
          set,
          shell,
        );
        for (const id of set) users.set(id, [...(users.get(id) ?? []), i]);
      }
      // a locale stays a chunk of its own: main.tsx awaits it at the top level, and a chunk that imported the entry's
      // chunk back would never finish loading
      for (const [id, areas] of users) if (!LOCALE.test(id)) areaSet.set(id, areas.join('+'));
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle as OutputBundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const byModule = new Map<string, OutputChunk>();
      for (const c of chunks) for (const id of c.moduleIds) byModule.set(id, c);
      // what `import()` fetches for a lazy module: its own small entry chunk when its code sits in a group chunk
      const facades = new Map<string, OutputChunk>();
      for (const c of chunks) if (c.isDynamicEntry && c.facadeModuleId) facades.set(c.facadeModuleId, c);
      if (process.env.FIRST_LOAD_DEBUG)
        for (const c of chunks)
          if (/^assets\/(landing|visitor|portal)-/.test(c.fileName))
            console.log(
              c.fileName,
              Object.entries(c.modules)
                .map(([id, m]) => [path.relative(opts.root, id).replace(/.*node_modules\//, ''), m.renderedLength])
                .sort((a, b) => Number(b[1]) - Number(a[1]))
                .slice(0, 25),
            );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: OutputChunk[]): Set<string> => {
        const seen = new Set<string>();
        const queue = [...start];
        while (queue.length > 0) {
          const c = queue.shift() as OutputChunk;
          if (seen.has(c.fileName)) continue;
          seen.add(c.fileName);
          for (const f of c.imports) {
            const next = byFile.get(f);
            if (next) queue.push(next);
          }
        }
        return seen;
      };
      const loadedByEntry = closure(chunks.filter((c) => c.isEntry));
      const preloads: FirstScreenPreloads[] = opts.screens.map((screen) => {
        const start = screen.modules.map((m) => {
          const id = path.join(opts.root, m);
          const chunk = byModule.get(id);
          if (!chunk) this.error(`gsn-first-load: ${m} (first screen ${screen.prefix}) is in no chunk`);
          return [facades.get(id), chunk].filter((c): c is OutputChunk => c !== undefined);
        });
        const files: string[] = [];
        for (const f of closure(start.flat())) {
          if (loadedByEntry.has(f)) continue;
          files.push(`/${f}`);
          for (const css of byFile.get(f)?.viteMetadata?.importedCss ?? []) files.push(`/${css}`);
        }
        return { prefix: screen.prefix, files: [...new Set(files)] };
      });
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };

  /**
   * The `codeSplitting` groups: the entry's whole static graph (`app`), then one per set of landing areas (`visitor`,
   * `visitor-portal`, …) holding the modules exactly those areas use, so that a landing costs a handful of requests
   * and downloads nothing it does not show. Other screens that share a module with one of them load its chunk.
   */
  const subsets = Array.from({ length: 2 ** opts.areas.length - 1 }, (_, n) =>
    opts.areas.map((_, i) => i).filter((i) => (n + 1) & (1 << i)),
  );
  const groups = [
    { name: 'app', priority: 20, test: (id: string) => shell.has(id) },
    ...subsets.map((areas) => ({
      name: areas.map((i) => opts.areas[i]?.name).join('-'),
      priority: 19,
      test: (id: string) => areaSet.get(id) === areas.join('+'),
    })),
  ];
  return { plugin, groups };
}

interface GraphContext {
  getModuleInfo(id: string): { code?: string | null; importedIds: readonly string[]; exports?: readonly string[] } | null;
  resolve(source: string, importer?: string): Promise<{ id: string } | null>;
}

/** `import { a, b as c } from 'x'` / `export { a } from 'x'` */
const NAMED = /(?:import|export)\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
/** `export * from 'x'` */
const STAR = /export\s*\*\s*from\s*['"]([^'"]+)['"]/g;
/** `import * as ns from 'x'` */
const NAMESPACE = /import\s*\*\s*as\s*(\w+)\s*from\s*['"]([^'"]+)['"]/g;
/** `export { a, b as c };` (of names imported above) */
const LOCAL_EXPORT = /export\s*\{([^}]*)\}\s*;?(?!\s*from)/g;
/** every import or export statement (what is left once they are gone is the module's own code) */
const STATEMENT = /(?:import|export)\s*(?:\*(?:\s*as\s*\w+)?|\{[^}]*\})\s*(?:from\s*['"][^'"]+['"])?\s*;?/g;

function names(list: string): { imported: string; local: string }[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter((part) => part !== '')
    .map((part) => {
      const [imported, local] = part.split(/\s+as\s+/).map((n) => n.trim());
      return { imported: imported as string, local: local ?? (imported as string) };
    });
}

interface Barrel {
  /** exported name → the module it comes from and its name there (`*`: the whole module) */
  named: Map<string, { id: string; name: string }>;
  /** `export * from` targets */
  stars: string[];
}

/**
 * The static import graph as the bundle loads it. A module made only of re-exports (a library's index such as
 * Mantine's or Tabler's, or `@gsn/domain`'s) is followed only to the names its importers take, or a whole library
 * would count as loaded. Approximate by design: a module missed or taken in excess only moves between chunks.
 */
class ImportGraph {
  private readonly resolved = new Map<string, string | null>();
  private readonly barrels = new Map<string, Barrel | null>();
  private readonly ctx: GraphContext;
  constructor(ctx: GraphContext) {
    this.ctx = ctx;
  }

  /** Adds to `into` the graph from `start`, leaving out what `skip` holds. */
  async walk(start: string[], into: Set<string>, skip: Set<string>): Promise<void> {
    const queue: [string, Set<string> | undefined][] = start.map((id) => [id, undefined]);
    const followed = new Map<string, Set<string>>();
    while (queue.length > 0) {
      const [id, wanted] = queue.pop() as [string, Set<string> | undefined];
      const barrel = await this.barrel(id);
      if (barrel && wanted) {
        const seen = followed.get(id) ?? new Set<string>();
        followed.set(id, seen);
        for (const name of wanted) {
          if (seen.has(name)) continue;
          seen.add(name);
          const direct = barrel.named.get(name);
          if (direct) queue.push([direct.id, direct.name === '*' ? undefined : new Set([direct.name])]);
          else
            for (const star of barrel.stars) if (this.ctx.getModuleInfo(star)?.exports?.includes(name)) queue.push([star, new Set([name])]);
        }
        continue;
      }
      if (into.has(id) || skip.has(id)) continue;
      into.add(id);
      const info = this.ctx.getModuleInfo(id);
      if (!info) continue;
      const taken = new Map<string, Set<string>>();
      for (const m of (info.code ?? '').matchAll(NAMED)) {
        const dep = await this.resolve(m[2] as string, id);
        if (!dep || !(await this.barrel(dep))) continue;
        const set = taken.get(dep) ?? new Set<string>();
        for (const n of names(m[1] ?? '')) set.add(n.imported);
        taken.set(dep, set);
      }
      for (const dep of info.importedIds) queue.push([dep, taken.get(dep)]);
    }
  }

  private async resolve(spec: string, importer: string): Promise<string | null> {
    const key = `${importer}\0${spec}`;
    if (!this.resolved.has(key)) this.resolved.set(key, (await this.ctx.resolve(spec, importer))?.id ?? null);
    return this.resolved.get(key) ?? null;
  }

  /** The re-exports of a module made only of them; null for a module with code of its own. */
  private async barrel(id: string): Promise<Barrel | null> {
    if (this.barrels.has(id)) return this.barrels.get(id) ?? null;
    this.barrels.set(id, null);
    const code = (this.ctx.getModuleInfo(id)?.code ?? '').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const rest = code
      .replace(STATEMENT, '')
      .replace(/['"]use client['"];?/g, '')
      .trim();
    if (rest !== '' || code.trim() === '') return null;
    const local = new Map<string, { spec: string; name: string }>();
    for (const m of code.matchAll(NAMESPACE)) local.set(m[1] as string, { spec: m[2] as string, name: '*' });
    const barrel: Barrel = { named: new Map(), stars: [] };
    for (const m of code.matchAll(NAMED)) {
      const dep = await this.resolve(m[2] as string, id);
      if (!dep) continue;
      for (const n of names(m[1] ?? '')) {
        local.set(n.local, { spec: m[2] as string, name: n.imported });
        barrel.named.set(n.local, { id: dep, name: n.imported });
      }
    }
    for (const m of code.matchAll(LOCAL_EXPORT)) {
      for (const n of names(m[1] ?? '')) {
        const from = local.get(n.imported);
        const dep = from ? await this.resolve(from.spec, id) : null;
        if (from && dep) barrel.named.set(n.local, { id: dep, name: from.name });
      }
    }
    for (const m of code.matchAll(STAR)) {
      const dep = await this.resolve(m[1] as string, id);
      if (dep) barrel.stars.push(dep);
    }
    this.barrels.set(id, barrel);
    return barrel;
  }
}
