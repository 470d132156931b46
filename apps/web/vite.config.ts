import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstLoad } from './build/first-load.ts';
import { CORE_SECTIONS } from './src/locales/core-sections.ts';

/**
 * `…/xx.json?core`: only the first screens' sections of a locale (src/locales/core-sections.ts), so the sign-in page
 * does not download every screen's texts. A module whose default export is that object.
 */
export function localeCore(): Plugin {
  return {
    name: 'gsn-locale-core',
    enforce: 'pre',
    async load(id) {
      if (!/\/locales\/[a-z]{2}\.json\?core$/.test(id)) return null;
      const all = JSON.parse(await fs.readFile(id.slice(0, -'?core'.length), 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(Object.fromEntries(CORE_SECTIONS.filter((k) => k in all).map((k) => [k, all[k]])))};`;
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));

const EN_CORE = 'src/locales/en.json?core';
const EN = 'src/locales/en.json';
// the screens people land on, preloaded beside the entry (build/first-load.ts; the server adds the links)
const first = firstLoad({
  root,
  entry: 'src/main.tsx',
  areas: [
    { name: 'sign-in', modules: ['src/features/account/pages/login-page.tsx'] },
    { name: 'visitor', modules: ['src/app/layouts/visitor-layout.tsx', 'src/features/visitor/pages/visitor-dashboard-page.tsx'] },
    { name: 'portal', modules: ['src/app/layouts/portal-layout.tsx', 'src/features/dashboard/pages/dashboard-page.tsx'] },
  ],
  screens: [
    { prefix: '/account/login', modules: [EN_CORE, 'src/features/account/pages/login-page.tsx'] },
    {
      prefix: '/visitor',
      // the visitor's home needs only the first texts (app/routes.tsx)
      modules: [EN_CORE, 'src/app/layouts/visitor-layout.tsx', 'src/features/visitor/pages/visitor-dashboard-page.tsx'],
    },
    {
      prefix: '/portal/dashboard',
      modules: [EN_CORE, EN, 'src/app/layouts/portal-layout.tsx', 'src/features/dashboard/pages/dashboard-page.tsx'],
    },
    { prefix: '/portal', modules: [EN_CORE, EN, 'src/app/layouts/portal-layout.tsx'] },
    // any other address: at least the default language's first texts, which main.tsx awaits
    { prefix: '/', modules: [EN_CORE] },
  ],
});

export default defineConfig({
  root,
  plugins: [
    react(),
    localeCore(),
    first.plugin,
    // precompressed once at build time; the server picks .br or .gz by Accept-Encoding (app.ts, preCompressed)
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      // small chunks too: the first load is many small files, each smaller compressed
      threshold: 100,
      logLevel: 'silent',
    }),
  ],
  // the server puts each answer's style nonce here (apps/server/src/plugins/web.ts); Mantine reads it (providers.tsx)
  html: { cspNonce: '__CSP_NONCE__' },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // no public source maps: the bundles served are all a browser gets
    sourcemap: false,
    // every browser the portal supports preloads modules itself: no polyfill in the first load
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and the router change far less often than the app: one long-lived chunk. Everything else is split
        // by the bundler along the lazy routes (app/lazy-page.tsx), so a screen downloads only what it uses.
        codeSplitting: {
          // the entry's own static graph: one chunk (build/first-load.ts), not dozens of small shared ones
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            ...first.groups,
          ],
        },
      },
    },
  },
});
