import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole workspace: domain and server tests in Node, web tests in jsdom.
 * Server API tests share one migrated template database per run (see apps/server/test/global-setup.ts).
 * `TESTS_ENGINE_DEPENDENT_ONLY=1` runs only the server tests, the ones that touch a database: CI's second pass, on
 * PostgreSQL, does not run the domain and web tests again (.ci/run).
 */
const engineDependentOnly = process.env.TESTS_ENGINE_DEPENDENT_ONLY === '1';

export default defineConfig({
  test: {
    projects: [
      ...(engineDependentOnly
        ? []
        : [
            {
              test: {
                name: 'domain',
                root: './packages/domain',
                include: ['src/**/*.test.ts'],
                environment: 'node',
              },
            },
          ]),
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(engineDependentOnly ? [] : ['./apps/web/vitest.config.ts']),
    ],
  },
});
