import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtSoFar } from '../app.ts';
import { MODULES, type Services } from './index.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FOLDERS = fs
  .readdirSync(HERE, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Every import of a module's source files that names another module's folder. */
function crossModuleImports(folder: string): string[] {
  const out: string[] = [];
  for (const file of fs.readdirSync(path.join(HERE, folder)).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(HERE, folder, file), 'utf8');
    for (const m of text.matchAll(/from '\.\.\/([a-z-]+)\/([^']+)'/g)) out.push(`${folder}/${file} → ${m[1]}/${m[2]}`);
  }
  return out;
}

describe('the module list (modules/index.ts)', () => {
  it('lists every module folder once, by its folder name, each with an index.ts manifest', () => {
    const names = MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...FOLDERS].sort());
    for (const f of FOLDERS) expect(fs.existsSync(path.join(HERE, f, 'index.ts')), f).toBe(true);
  });

  it('lets a module reach another only through its index.ts', () => {
    const outside = FOLDERS.flatMap(crossModuleImports).filter((i) => !i.endsWith('/index.ts'));
    expect(outside).toEqual([]);
  });

  it('refuses at start-up a factory that reads services no module above it builds', () => {
    const soFar = builtSoFar({ db: {} } as unknown as Services, 'dashboard');
    expect(soFar.db).toEqual({});
    expect(() => soFar.orders).toThrow('modules/dashboard uses services.orders, which no module listed above it builds (modules/index.ts)');
  });
});
