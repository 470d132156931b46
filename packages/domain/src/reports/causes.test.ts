import { describe, expect, it } from 'vitest';
import { CAUSE_RULE, causeBreakdown, causeClass, causeName, E411_CLASSES } from './causes.ts';
import { callKpis, isNetworkEffective, NER_CAUSES } from './kpis.ts';

describe('E.411 classes of release causes', () => {
  it('classes an answered call as answered whatever its cause', () => {
    expect(causeClass(16, true)).toBe('answered');
    expect(causeClass(31, true)).toBe('answered');
    expect(causeClass(null, true)).toBe('answered');
  });

  it('classes unanswered calls by their Q.850 cause', () => {
    expect(causeClass(17, false)).toBe('user_busy');
    expect(causeClass(18, false)).toBe('no_answer');
    expect(causeClass(19, false)).toBe('no_answer');
    expect(causeClass(21, false)).toBe('user_rejection');
    expect(causeClass(16, false)).toBe('abandoned');
    expect(causeClass(1, false)).toBe('number_error');
    expect(causeClass(28, false)).toBe('number_error');
    for (const c of [3, 27, 34, 38, 41, 42, 102, 127]) expect(causeClass(c, false)).toBe('network_failure');
    expect(causeClass(31, false)).toBe('other');
    expect(causeClass(65, false)).toBe('other');
    expect(causeClass(null, false)).toBe('other');
  });

  it('every NER cause falls in a class the NER counts (busy, no answer, rejection)', () => {
    for (const c of NER_CAUSES) expect(['user_busy', 'no_answer', 'user_rejection']).toContain(causeClass(c, false));
    expect(E411_CLASSES[0]).toBe('answered');
  });

  it('names causes, and says so when none was recorded', () => {
    expect(causeName(17)).toBe('User busy');
    expect(causeName(99)).toBe('Cause 99');
    expect(causeName(null)).toBe('No cause recorded');
    expect(CAUSE_RULE).toContain('17, 18, 19, 21');
  });
});

describe('the cause breakdown', () => {
  const counts = [
    { cause: 16, answered: true, count: 60 },
    { cause: 17, answered: false, count: 15 },
    { cause: 34, answered: false, count: 10 },
    { cause: 16, answered: false, count: 5 },
    { cause: null, answered: false, count: 5 },
    { cause: 19, answered: false, count: 5 },
    { cause: 17, answered: false, count: 0 },
  ];

  it('gives each cause its count, share of attempts, class and effectiveness, most frequent first', () => {
    const b = causeBreakdown(counts);
    expect(b.attempts).toBe(100);
    expect(b.data.map((r) => [r.cause, r.answered, r.count, r.share, r.class, r.effective])).toEqual([
      [16, true, 60, 60, 'answered', true],
      [17, false, 15, 15, 'user_busy', true],
      [34, false, 10, 10, 'network_failure', false],
      [19, false, 5, 5, 'no_answer', true],
      [16, false, 5, 5, 'abandoned', false],
      [null, false, 5, 5, 'other', false],
    ]);
  });

  it('adds up to the attempts, and its effective rows to the NER of the same calls', () => {
    const b = causeBreakdown(counts);
    expect(b.data.reduce((n, r) => n + r.count, 0)).toBe(b.attempts);
    const effective = counts.filter((c) => isNetworkEffective(c)).reduce((n, c) => n + c.count, 0);
    expect(b.effective).toBe(effective);
    const kpis = callKpis({ attempts: b.attempts, answered: 60, effective, answeredSeconds: 0, pddMsSum: 0, pddCount: 0 });
    expect(kpis.ner).toBe(80);
    expect(Math.round(b.data.reduce((n, r) => n + r.share, 0))).toBe(100);
  });

  it('is empty without calls', () => {
    expect(causeBreakdown([])).toEqual({ data: [], attempts: 0, effective: 0 });
  });
});
