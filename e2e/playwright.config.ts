import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests over the built app, served by the real server on a fresh data directory (PGlite), or
 * on PostgreSQL when TEST_DATABASE_URL is set. Debian's Chromium is used when present (no browser download).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
if (!process.env.GSN_E2E_DATA) process.env.GSN_E2E_DATA = fs.mkdtempSync(path.join(os.tmpdir(), 'gsn-e2e-'));
const dataDir = process.env.GSN_E2E_DATA;
const chromium = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/** The walks over every screen of every role (engine-independent) and the engine smoke (see E2E_SCOPE below). */
const WALKS = ['**/a11y.spec.ts', '**/languages.spec.ts'];
const ENGINE_SMOKE = ['**/orders.spec.ts', '**/reports.spec.ts'];

export const ADMIN = { email: 'admin@e2e.test', password: 'Adm1n!e2e' };

export default defineConfig({
  testDir: './tests',
  // CI runs the browser suite once, split over its two passes so that each fits beside that pass's Vitest run
  // (.ci/run): on the embedded database the walks over every screen (accessibility, six languages: the same on either
  // engine) and the specs whose pages lean most on the engine (an order taken to delivery, calls loaded from a sheet);
  // on PostgreSQL, the deployed engine, every other spec. The server's API tests run on both engines in full.
  ...(process.env.E2E_SCOPE === 'smoke-and-walks' ? { testMatch: [...ENGINE_SMOKE, ...WALKS] } : {}),
  ...(process.env.E2E_SCOPE === 'flows' ? { testIgnore: WALKS } : {}),
  // two minutes a test: a flow that runs axe at two widths on three screens took past one beside CI's API tests
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: 'node ../apps/server/src/main.ts --demo',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // localhost, not 127.0.0.1: passkeys (WebAuthn) are bound to a domain name, never to an IP address; mfa.spec.ts
      // uses this address, the other specs 127.0.0.1 (the links they follow are read by their paths)
      PUBLIC_URL: `http://localhost:${port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // the suite's staff sign in with the password alone; mfa.spec.ts switches the policy on through the API
      MFA_REQUIRED_FOR_STAFF: 'false',
      // mfa.spec.ts shows the step-up dialog once a session's proof is older than this (README: for such tests only);
      // every other spec makes its sensitive changes well within a minute of signing in (60 s is a test's time-out)
      STEP_UP_MAX_AGE_SECONDS: '60',
      ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    },
  },
});
