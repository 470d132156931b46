import { registerHooks } from 'node:module';

/**
 * Module-loading hooks of the server process, registered by main.ts before anything else is imported.
 *
 * drizzle-orm ships about 1,000 ES modules beside a package.json of 175 KB (an `exports` entry per file). For
 * every module it loads, Node's ES module loader looks up that package.json to learn the module's format and
 * copies it into JavaScript: importing drizzle-orm/pg-core allocates about 150 MB, which the heap then keeps
 * (an idle server held about 300 MB instead of about 180 MB). Relative imports inside drizzle-orm are resolved
 * here instead, as ES modules (its `.js` files are ESM; its CommonJS build is `.cjs`), which skips that lookup.
 * Imports from our code (`drizzle-orm`, `drizzle-orm/pg-core`, …) still go through the package's `exports`.
 */
const DRIZZLE = '/node_modules/drizzle-orm/';

export function registerModuleHooks() {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (parent?.includes(DRIZZLE) && parent.endsWith('.js') && (specifier.startsWith('./') || specifier.startsWith('../'))) {
        const url = new URL(specifier, parent).href;
        if (url.endsWith('.js')) return { url, format: 'module', shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
