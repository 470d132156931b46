/**
 * Feature boundaries (README, Architecture), checked by `npm run lint`:
 * - web: a file in `features/A/` imports from `features/B/` only through B's public file `features/B/index.ts`;
 *   the app shell (`src/app/`) and shared code (`src/components/`, `src/lib/`, `src/test/`) import a feature only
 *   through its `index.ts` or its route table `routes.tsx`.
 * - server: a file in `modules/A/` imports from `modules/B/` only through B's `index.ts` (its manifest and public
 *   surface); infrastructure (`db/`, `lib/`, `plugins/`, `security/`) never imports a module's internals (the seeds
 *   and the demo data set, which compose modules as app.ts does, excepted).
 * Shared helpers live in `lib/` (both sides), shared UI in `src/components/`.
 */
const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-boundary',
      comment: 'Import another feature only through its public file features/<name>/index.ts.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/([^/]+)/`, pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.tsx?$`] },
    },
    {
      name: 'web-shell-boundary',
      comment: 'The app shell and shared code reach a feature only through its index.ts or its routes.tsx.',
      severity: 'error',
      from: { path: `${WEB}(app|components|lib|test)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/[^/]+/(index\\.tsx?|routes\\.tsx|[^/]+/routes\\.tsx)$` },
    },
    {
      name: 'server-module-boundary',
      comment: 'Import another module only through its index.ts (its manifest and public surface).',
      severity: 'error',
      // a module's tests may seed through another module's repository
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${SERVER}modules/([^/]+)/`, pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'server-infrastructure-boundary',
      comment: 'Infrastructure (db, lib, plugins, security) does not reach into a module.',
      severity: 'error',
      // the seeds and the demo data set compose modules (as app.ts and boot.ts do): they write through repositories
      from: { path: `${SERVER}(db|lib|plugins|security)/`, pathNot: ['\\.test\\.ts$', `${SERVER}db/(seed|demo)/`] },
      to: { path: `${SERVER}modules/`, pathNot: `${SERVER}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'no-circular',
      comment:
        'No import circle, type-only imports included: a module reaches app-types.ts, and app-types.ts imports no module ' +
        '(the types derived from the module list live in modules/index.ts). A lazy-loaded file that imports back from ' +
        'the one loading it with import() is no circle at load time and is allowed.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['dynamic-import'], viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API yet; swc parses the sources
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
