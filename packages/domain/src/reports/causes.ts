import { isNetworkEffective } from './kpis.ts';

/**
 * The cause breakdown (GET /reports/calls/callcauses): why calls end, per Q.850 release cause (CDR_COMPCODE), with
 * each cause's share of the attempts, its ITU-T E.411 outcome class and whether NER counts it as effective — the
 * same rule as the NER figure (`isNetworkEffective`), so the effective rows add up to NER's numerator.
 */

/** E.411 outcome classes of a call attempt, in the order the breakdown shows them. */
export const E411_CLASSES = [
  'answered',
  'user_busy',
  'no_answer',
  'user_rejection',
  'abandoned',
  'number_error',
  'network_failure',
  'other',
] as const;
export type E411Class = (typeof E411_CLASSES)[number];

/** The Q.850 cause names (ITU-T Q.850 Table 1) of the causes switches commonly report; others read "cause N". */
export const Q850_CAUSE_NAMES: Readonly<Record<number, string>> = {
  1: 'Unallocated number',
  2: 'No route to specified transit network',
  3: 'No route to destination',
  6: 'Channel unacceptable',
  16: 'Normal clearing',
  17: 'User busy',
  18: 'No user responding',
  19: 'No answer',
  20: 'Subscriber absent',
  21: 'Call rejected',
  22: 'Number changed',
  25: 'Exchange routing error',
  27: 'Destination out of order',
  28: 'Invalid number format',
  29: 'Facility rejected',
  31: 'Normal, unspecified',
  34: 'No circuit available',
  38: 'Network out of order',
  41: 'Temporary failure',
  42: 'Switching equipment congestion',
  44: 'Requested circuit not available',
  47: 'Resource unavailable, unspecified',
  57: 'Bearer capability not authorized',
  58: 'Bearer capability not available',
  63: 'Service or option not available',
  65: 'Bearer capability not implemented',
  79: 'Service or option not implemented',
  88: 'Incompatible destination',
  102: 'Recovery on timer expiry',
  111: 'Protocol error, unspecified',
  127: 'Interworking, unspecified',
};

export const causeName = (cause: number | null): string =>
  cause === null ? 'No cause recorded' : (Q850_CAUSE_NAMES[cause] ?? `Cause ${cause}`);

/** The rule shown beside the breakdown, so a reader can check how it was computed. */
export const CAUSE_RULE =
  'Share = calls with this cause ÷ call attempts. Effective (NER) = answered, or Q.850 causes 17, 18, 19, 21. ' +
  'Classes after ITU-T E.411: answered (an answer time); user busy 17; no answer 18, 19, 20; user rejection 21; ' +
  'abandoned: 16 before answer; number error 1, 22, 28; network failure 2–6, 25, 27, 34–47, 102 and ' +
  '111–127; other: the rest and calls without a cause.';

/**
 * The E.411 class of a call attempt: answered when it has an answer time (whatever cause ended it), else by its
 * release cause.
 */
export function causeClass(cause: number | null, answered: boolean): E411Class {
  if (answered) return 'answered';
  if (cause === null) return 'other';
  if (cause === 17) return 'user_busy';
  if (cause === 18 || cause === 19 || cause === 20) return 'no_answer';
  if (cause === 21) return 'user_rejection';
  if (cause === 16) return 'abandoned';
  if (cause === 1 || cause === 22 || cause === 28) return 'number_error';
  if ((cause >= 2 && cause <= 6) || cause === 25 || cause === 27 || (cause >= 34 && cause <= 47) || cause === 102 || cause >= 111)
    return 'network_failure';
  return 'other';
}

/** The calls of one release cause, answered or not, as counted by the database. */
export interface CauseCount {
  cause: number | null;
  answered: boolean;
  count: number;
}

/** One row of the breakdown. */
export interface CauseBreakdownRow {
  /** The Q.850 cause (0–127), null when the switch gave none. */
  cause: number | null;
  cause_name: string;
  answered: boolean;
  count: number;
  /** Percent of the attempts, 2 decimals. */
  share: number;
  class: E411Class;
  /** Counted by NER as a call the network delivered. */
  effective: boolean;
}

export interface CauseBreakdown {
  data: CauseBreakdownRow[];
  /** All call attempts of the range (the sum of the counts). */
  attempts: number;
  /** The effective ones (NER's numerator); NER = effective ÷ attempts. */
  effective: number;
}

/** The columns of the breakdown's export, in order. */
export const CAUSE_BREAKDOWN_COLUMNS = ['cause', 'cause_name', 'answered', 'count', 'share', 'class', 'effective'] as const;

/**
 * The breakdown of the counted causes: one row per (cause, answered), sorted by count (most first; ties by class
 * order, then cause), with shares of the attempts.
 */
export function causeBreakdown(counts: readonly CauseCount[]): CauseBreakdown {
  const merged = new Map<string, CauseCount>();
  for (const c of counts) {
    if (c.count <= 0) continue;
    const key = `${c.cause}|${c.answered}`;
    const prev = merged.get(key);
    merged.set(key, { ...c, count: (prev?.count ?? 0) + c.count });
  }
  const attempts = [...merged.values()].reduce((n, c) => n + c.count, 0);
  const data = [...merged.values()].map((c) => ({
    cause: c.cause,
    cause_name: causeName(c.cause),
    answered: c.answered,
    count: c.count,
    share: attempts ? Math.round((c.count / attempts) * 10_000) / 100 : 0,
    class: causeClass(c.cause, c.answered),
    effective: isNetworkEffective({ answered: c.answered, cause: c.cause }),
  }));
  data.sort(
    (a, b) =>
      b.count - a.count ||
      E411_CLASSES.indexOf(a.class) - E411_CLASSES.indexOf(b.class) ||
      (a.cause ?? -1) - (b.cause ?? -1) ||
      Number(b.answered) - Number(a.answered),
  );
  return { data, attempts, effective: data.filter((r) => r.effective).reduce((n, r) => n + r.count, 0) };
}
