import { outsideWriteContext } from '../db/write-context.ts';

/** What a committed load of calls touched: the UTC hours [from, to) and, when the loader knows them, the inventory numbers. */
export interface CallLoad {
  from: Date;
  to: Date;
  numbers?: number[];
}

export type CallLoadListener = (load: CallLoad) => Promise<unknown>;

/**
 * The port between the loaders of calls (the xlsx upload, POST /calls, the CSV import, the demo data) and the modules
 * that watch traffic: a loader tells what it committed, the listeners (traffic alerts) look at those hours. A listener
 * that fails is logged, never the load's failure: the calls are stored, and the hourly evaluation looks again.
 */
export interface CallLoads {
  listen(listener: CallLoadListener): void;
  loaded(load: CallLoad): Promise<void>;
}

const HOUR = 3_600_000;

/** The hours [from, to) that hold the given seizure times (none: null). */
export function hoursOf(times: Iterable<Date | string | number>): { from: Date; to: Date } | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const t of times) {
    const ms = t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t);
    if (Number.isNaN(ms)) continue;
    if (ms < min) min = ms;
    if (ms > max) max = ms;
  }
  if (min === Number.POSITIVE_INFINITY) return null;
  return { from: new Date(Math.floor(min / HOUR) * HOUR), to: new Date(Math.floor(max / HOUR) * HOUR + HOUR) };
}

export function callLoads(log: { error: (o: object, m: string) => void }): CallLoads {
  const listeners: CallLoadListener[] = [];
  return {
    listen: (l) => void listeners.push(l),
    async loaded(load) {
      for (const l of listeners) {
        try {
          // the listener's work is its own, not the loading request's: its transactions (several at once, maybe)
          // must not write that request's audit event
          await outsideWriteContext(() => l(load));
        } catch (err) {
          log.error({ err, from: load.from, to: load.to }, 'a listener of call loads failed; the hourly evaluation looks again');
        }
      }
    },
  };
}
