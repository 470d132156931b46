import { describe, expect, it } from 'vitest';
import { addCounters, callKpis, isNetworkEffective, Q850, ZERO_COUNTERS } from './kpis.ts';

describe('call KPIs', () => {
  it('counts answered calls and user-side releases (busy, no answer, rejected) as network-effective, not network failures', () => {
    expect(isNetworkEffective({ answered: true, cause: Q850.normalClearing })).toBe(true);
    for (const cause of [Q850.userBusy, Q850.noUserResponding, Q850.noAnswer, Q850.callRejected]) {
      expect(isNetworkEffective({ answered: false, cause })).toBe(true);
    }
    for (const cause of [Q850.noCircuit, Q850.congestion, Q850.networkOutOfOrder, Q850.unallocatedNumber, null]) {
      expect(isNetworkEffective({ answered: false, cause })).toBe(false);
    }
  });

  it('divides summed counters: ASR and NER in %, ALOC in seconds, PDD in seconds, minutes answered', () => {
    const day1 = { attempts: 3, answered: 2, effective: 3, answeredSeconds: 200, pddMsSum: 6000, pddCount: 3 };
    const day2 = { attempts: 1, answered: 0, effective: 0, answeredSeconds: 0, pddMsSum: 0, pddCount: 0 };
    const both = addCounters(day1, day2);
    expect(callKpis(both)).toEqual({ callattempts: 4, successfulcalls: 2, minutes: 3.33, aloc: 100, asr: 50, ner: 75, pdd: 2 });
    // summing first and dividing last is not the mean of the daily ratios (100 % and 0 % would give 50 %, not 75 %)
    expect(callKpis(day1).ner).toBe(100);
  });

  it('answers no ratio (null), never NaN or a misleading 0 %, when there is nothing to divide by', () => {
    expect(callKpis(ZERO_COUNTERS)).toEqual({
      callattempts: 0,
      successfulcalls: 0,
      minutes: 0,
      aloc: null,
      asr: null,
      ner: null,
      pdd: null,
    });
    // calls that were never answered nor alerted: ASR and NER exist (0 %), ALOC and PDD do not
    expect(callKpis({ ...ZERO_COUNTERS, attempts: 2 })).toMatchObject({ asr: 0, ner: 0, aloc: null, pdd: null });
  });

  it('rounds to the displayed precision', () => {
    const k = callKpis({ attempts: 3, answered: 1, effective: 2, answeredSeconds: 100, pddMsSum: 1234, pddCount: 1 });
    expect(k).toMatchObject({ asr: 33.33, ner: 66.67, aloc: 100, minutes: 1.67, pdd: 1.23 });
  });
});
