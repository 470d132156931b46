// The run clock and the timestamped progress log.

let started = performance.now();

/** Restarts the run clock. run.ts calls it once every module (autocannon and pg included) is loaded. */
export function startClock(): void {
  started = performance.now();
}

/** Milliseconds since the run started. */
export const runMs = () => performance.now() - started;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Whole milliseconds since `t0`. */
export const ms = (t0: number) => Math.round(performance.now() - t0);
export const log = (msg: string) => console.log(`[${(runMs() / 1000).toFixed(1).padStart(5)} s] ${msg}`);
