import type { TestContext } from './helpers.ts';
import { bearer } from './helpers.ts';

/**
 * Runs `task` while probes ask GET /api/account/profile (a session and a profile read) one after the other; answers the
 * task's result, how many probe answers came while it ran and the longest of them (on the embedded engine, a large
 * upload must not hold the one connection until it ends; bench/README.md, Embedded engine stalls).
 */
export async function probedWhile<T>(ctx: TestContext, token: string, task: () => Promise<T>) {
  let done = false;
  let during = 0;
  let longest = 0;
  /** Each probe answer's start and end (performance.now()), to count those inside a phase of the task. */
  const answered: { t0: number; t1: number }[] = [];
  const probe = async () => {
    while (!done) {
      // a macrotask between probes, as requests arriving over the network are (the embedded engine answers
      // in microtasks: without it the probes would never let the upload's worker thread be heard)
      await new Promise((r) => setTimeout(r, 2));
      const t0 = performance.now();
      const res = await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(token) });
      if (res.statusCode !== 200) throw new Error(`probe answered ${res.statusCode}`);
      answered.push({ t0, t1: performance.now() });
      if (!done) {
        during++;
        longest = Math.max(longest, performance.now() - t0);
      }
    }
  };
  const probes = [probe(), probe()];
  try {
    return { result: await task(), during, longest, answered };
  } finally {
    done = true;
    await Promise.all(probes);
  }
}
