/**
 * Call KPIs (ITU-T E.411 / E.425; docs/api-reports.md), computed from counters so that they can be summed first (per
 * hour, per day, per filter) and divided last:
 * - ASR (answer seizure ratio) = answered calls ÷ seizures, in %;
 * - NER (network effectiveness ratio) = (answered + user busy + no answer + rejected by the user) ÷ seizures, in %:
 *   the calls the network delivered to the called party, whatever the party did — by the Q.850 cause in
 *   CDR_COMPCODE (`NER_CAUSES`);
 * - ALOC (average length of conversation) = answered seconds ÷ answered calls, in seconds;
 * - PDD (post-dial delay) = average of alerting − seizure over the calls that alerted, in seconds.
 */

/** Q.850 cause values the KPIs look at. */
export const Q850 = {
  normalClearing: 16,
  userBusy: 17,
  noUserResponding: 18,
  noAnswer: 19,
  callRejected: 21,
  noCircuit: 34,
  networkOutOfOrder: 38,
  temporaryFailure: 41,
  congestion: 42,
  unallocatedNumber: 1,
  noRoute: 3,
  normalUnspecified: 31,
} as const;

/** Causes that count as effective for NER besides an answer: the call reached the user, who did not take it. */
export const NER_CAUSES: readonly number[] = [Q850.userBusy, Q850.noUserResponding, Q850.noAnswer, Q850.callRejected];

/** The rule shown beside the figures, so a reader can check how they were computed. */
export const KPI_RULES = {
  asr: 'ASR = answered calls ÷ call attempts',
  ner: 'NER = (answered + busy + no answer + rejected, Q.850 causes 17, 18, 19, 21) ÷ call attempts',
  aloc: 'ALOC = answered seconds ÷ answered calls',
  pdd: 'PDD = average of alerting time − seizure time',
} as const;

/** One call's outcome as the counters see it. */
export interface CallOutcome {
  /** The call was answered (it has an answer time). */
  answered: boolean;
  /** Q.850 cause of the release (CDR_COMPCODE); null when unknown. */
  cause: number | null;
}

/** Whether a call counts towards NER: answered, or released by the user's side (busy, no answer, rejected). */
export function isNetworkEffective(c: CallOutcome): boolean {
  return c.answered || (c.cause !== null && NER_CAUSES.includes(c.cause));
}

/** Summable counters of a set of calls (an hour, a day, a filter). */
export interface CallCounters {
  attempts: number;
  answered: number;
  /** Calls counted by NER (answered included). */
  effective: number;
  answeredSeconds: number;
  /** Sum and count of the post-dial delays, in milliseconds, of the calls that alerted. */
  pddMsSum: number;
  pddCount: number;
}

export const ZERO_COUNTERS: CallCounters = { attempts: 0, answered: 0, effective: 0, answeredSeconds: 0, pddMsSum: 0, pddCount: 0 };

export function addCounters(a: CallCounters, b: CallCounters): CallCounters {
  return {
    attempts: a.attempts + b.attempts,
    answered: a.answered + b.answered,
    effective: a.effective + b.effective,
    answeredSeconds: a.answeredSeconds + b.answeredSeconds,
    pddMsSum: a.pddMsSum + b.pddMsSum,
    pddCount: a.pddCount + b.pddCount,
  };
}

/**
 * The KPI columns of a call statistics row (spec 2 §3): percentages and seconds, rounded for display. A ratio
 * without its denominator (no attempts, no answered call, no alerting call) is null, not 0: an hour without
 * calls has no ASR, and showing 0 % would read as an outage.
 */
export interface CallKpis {
  callattempts: number;
  successfulcalls: number;
  /** Answered minutes, 2 decimals. */
  minutes: number;
  /** Seconds, 1 decimal; null without answered calls. */
  aloc: number | null;
  /** Percent, 2 decimals; null without attempts. */
  asr: number | null;
  ner: number | null;
  /** Seconds, 2 decimals; null without alerting calls. */
  pdd: number | null;
}

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/** The KPIs of summed counters. */
export function callKpis(c: CallCounters): CallKpis {
  return {
    callattempts: c.attempts,
    successfulcalls: c.answered,
    minutes: round(c.answeredSeconds / 60, 2),
    aloc: c.answered ? round(c.answeredSeconds / c.answered, 1) : null,
    asr: c.attempts ? round((c.answered / c.attempts) * 100, 2) : null,
    ner: c.attempts ? round((c.effective / c.attempts) * 100, 2) : null,
    pdd: c.pddCount ? round(c.pddMsSum / c.pddCount / 1000, 2) : null,
  };
}
