// First load of the web app as a public visitor meets it: the JavaScript a browser transfers for the login page and
// for the administrator's dashboard after signing in, and Lighthouse (mobile, its default throttling) on /account/login,
// /visitor and the dashboard. Prints figures against the targets in bench/README.md; never fails on a figure.
//
//   npm run bench:web -w @gsn/bench      (builds the web app first when its build is missing)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3291);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'admin@bench.test', password: 'Bench!Adm1n-2026' };
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'];
const TARGETS = { loginJsKb: 150, dashboardJsKb: 300, performance: 95, accessibility: 100 };

function buildIfMissing(): void {
  if (fs.existsSync(path.join(root, 'apps/web/dist/index.html')) && !process.env.BENCH_WEB_BUILD) return;
  const r = spawnSync('npm', ['run', 'build', '-w', '@gsn/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('web build failed');
}

async function startServer(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsn-bench-web-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts'), '--demo'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      MFA_REQUIRED_FOR_STAFF: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - t0 > 180_000) throw new Error('server not ready after 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

interface Transfer {
  scripts: number;
  scriptBytes: number;
  allBytes: number;
  requests: number;
}

/** Sums what the page transferred (encoded body sizes, as on the wire), per kind. */
async function transferred(run: (page: import('playwright-core').Page) => Promise<void>): Promise<Transfer> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  try {
    const page = await (await browser.newContext()).newPage();
    const t: Transfer = { scripts: 0, scriptBytes: 0, allBytes: 0, requests: 0 };
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (req) => {
      pending.push(
        req.sizes().then((s) => {
          t.requests++;
          t.allBytes += s.responseBodySize + s.responseHeadersSize;
          if (req.resourceType() === 'script') {
            t.scripts++;
            t.scriptBytes += s.responseBodySize;
          }
        }),
      );
    });
    await run(page);
    await Promise.all(pending);
    return t;
  } finally {
    await browser.close();
  }
}

async function signIn(page: import('playwright-core').Page): Promise<void> {
  await page.goto(`${BASE}/account/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: /e-?mail/i }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: /^password/i }).fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL(/\/portal\/dashboard\//, { timeout: 30_000 });
  // the dashboard's own chunks load after the address changes: wait for its content, then for the network to settle
  await page.getByRole('heading', { name: 'Last logged-in accounts' }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

interface Scores {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own measure of this machine's speed: scores move with it (a faster host scores higher) */
  benchmarkIndex: number;
}

/** Lighthouse in a Chromium of its own (mobile form factor, simulated slow 4G and CPU, its defaults). */
async function lighthouseRun(url: string, opts: { signedIn: boolean }): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    if (opts.signedIn) {
      // sign in in the browser's default context, then keep its storage (the session token) for the audit
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      if (!context) throw new Error('no default browser context');
      const page = await context.newPage();
      await signIn(page);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: opts.signedIn,
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    // BENCH_WEB_REPORTS=<dir>: keep each page's full Lighthouse report (JSON) to read what holds it back
    if (process.env.BENCH_WEB_REPORTS) {
      fs.mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
      const name = new URL(url).pathname.replaceAll('/', '_') || 'root';
      fs.writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, `${name}.json`), JSON.stringify(result.lhr, null, 1));
    }
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
      benchmarkIndex: Math.round(result.lhr.environment?.benchmarkIndex ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

const kb = (b: number) => (b / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');

buildIfMissing();
const stop = await startServer();
try {
  const login = await transferred(async (page) => {
    await page.goto(`${BASE}/account/login`, { waitUntil: 'networkidle' });
  });
  const visitor = await transferred(async (page) => {
    await page.goto(`${BASE}/visitor`, { waitUntil: 'networkidle' });
  });
  const dashboard = await transferred(signIn);
  console.log('\nJavaScript transferred (compressed, as on the wire)');
  console.log(
    `  /account/login            ${kb(login.scriptBytes).padStart(7)} KB in ${login.scripts} files  (target ≤ ${TARGETS.loginJsKb} KB: ${mark(login.scriptBytes / 1024 <= TARGETS.loginJsKb)}); all ${kb(login.allBytes)} KB in ${login.requests} requests`,
  );
  console.log(
    `  /visitor                  ${kb(visitor.scriptBytes).padStart(7)} KB in ${visitor.scripts} files  (no target); all ${kb(visitor.allBytes)} KB in ${visitor.requests} requests`,
  );
  console.log(
    `  sign-in → dashboard       ${kb(dashboard.scriptBytes).padStart(7)} KB in ${dashboard.scripts} files  (target ≤ ${TARGETS.dashboardJsKb} KB: ${mark(dashboard.scriptBytes / 1024 <= TARGETS.dashboardJsKb)}); all ${kb(dashboard.allBytes)} KB in ${dashboard.requests} requests`,
  );

  // BENCH_WEB_LIGHTHOUSE=0: the transfer figures only
  if (process.env.BENCH_WEB_LIGHTHOUSE !== '0') {
    console.log('\nLighthouse (mobile, default throttling)');
    const pages: [string, string, boolean][] = [
      ['/account/login', `${BASE}/account/login`, false],
      ['/visitor', `${BASE}/visitor`, false],
      ['dashboard (administrator)', `${BASE}/portal/dashboard/administrator`, true],
    ];
    // BENCH_WEB_ONLY=<part of a page's name>: only those pages (Lighthouse varies from run to run; repeat one)
    const only = process.env.BENCH_WEB_ONLY;
    // BENCH_WEB_RUNS=<n>: each page n times, every run printed, then the median run (by performance)
    const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS || 1));
    const line = (name: string, s: Scores) => {
      const ok = s.performance >= TARGETS.performance && s.accessibility >= TARGETS.accessibility;
      return `  ${name.padEnd(26)} performance ${String(s.performance).padStart(3)}  accessibility ${String(s.accessibility).padStart(3)}  FCP ${s.fcpMs} ms  LCP ${s.lcpMs} ms  TBT ${s.tbtMs} ms  CLS ${s.cls.toFixed(3)}  host index ${s.benchmarkIndex}  (targets ≥ ${TARGETS.performance} / ${TARGETS.accessibility}: ${mark(ok)})`;
    };
    for (const [name, url, signedIn] of pages.filter(([n]) => !only || n.includes(only))) {
      const results: Scores[] = [];
      for (let i = 0; i < runs; i++) {
        results.push(await lighthouseRun(url, { signedIn }));
        if (runs > 1) console.log(line(`${name} (run ${i + 1})`, results[i] as Scores));
      }
      const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor((runs - 1) / 2)] as Scores;
      console.log(line(runs > 1 ? `${name} (median)` : name, median));
    }
  }
} finally {
  await stop();
}
