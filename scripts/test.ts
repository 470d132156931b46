/**
 * `npm test`: the unit and API tests (Vitest) and the browser suite (the web app built, then Playwright over it) side
 * by side. The browser suite spends most of its time waiting on pages (about half a core), so beside Vitest it costs
 * little more than Vitest alone; one after the other they took CI past its time. Vitest's output streams as it comes,
 * the browser suite's lines carry `[e2e]`. Exits with a failure when either fails, after both have ended.
 * `npm run test:unit` and `npm run test:e2e` run one of them.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';

function run(label: string, command: string, args: string[], prefix?: string): Promise<{ label: string; code: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        readline.createInterface({ input: from }).on('line', (line) => to.write(`${prefix} ${line}\n`));
      }
    }
    child.on('close', (code, signal) => resolve({ label, code: code ?? (signal ? 1 : 0), ms: performance.now() - started }));
  });
}

const results = await Promise.all([
  run('unit and API tests (Vitest)', 'npx', ['vitest', 'run']),
  run('browser tests (Playwright)', 'npm', ['run', 'test:e2e'], '[e2e]'),
]);
for (const r of results) {
  console.log(`== ${r.label}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${(r.ms / 60_000).toFixed(1)} min`);
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
