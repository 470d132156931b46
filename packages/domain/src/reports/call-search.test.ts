import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALL_SEARCH_MESSAGES as M, callNumberPrefix, callSearch } from './call-search.ts';
import { callRecordFilters, callsListQuery } from './schemas.ts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('call number prefixes', () => {
  it('reads a prefix as the calls store numbers: E.164, separators removed, 00 as +', () => {
    expect(callNumberPrefix('+33 6')).toBe('+336');
    expect(callNumberPrefix('0044 (20) 7946-0')).toBe('+442079460');
    expect(callNumberPrefix('33')).toBe('+33');
    expect(callNumberPrefix('+')).toBeNull();
    expect(callNumberPrefix('+33x')).toBeNull();
    expect(callNumberPrefix('++33')).toBeNull();
    expect(callNumberPrefix('3%')).toBeNull();
    expect(callNumberPrefix('1234567890123456')).toBeNull();
  });
});

describe('call search', () => {
  it('takes blanks as none and normalises what is given', () => {
    expect(
      callSearch.parse({ calling_prefix: ' ', called_prefix: '0088', cause: '19, 17,17', min_duration: '60', max_duration: '' }),
    ).toEqual({
      calling_prefix: null,
      called_prefix: '+88',
      cause: [17, 19],
      min_duration: 60,
      max_duration: null,
    });
  });

  it('reads repeated causes and the array an export keeps', () => {
    expect(callSearch.parse({ cause: ['17', '34'] }).cause).toEqual([17, 34]);
    expect(callSearch.parse({ cause: [42, 16] }).cause).toEqual([16, 42]);
    expect(callSearch.parse({ cause: 16 }).cause).toEqual([16]);
  });

  it('refuses each bad value on its own field, never dropping it', () => {
    expect(issues(callSearch.safeParse({ calling_prefix: 'abc' }))).toEqual([['calling_prefix', M.badPrefix]]);
    expect(issues(callSearch.safeParse({ called_prefix: '+3%' }))).toEqual([['called_prefix', M.badPrefix]]);
    expect(issues(callSearch.safeParse({ cause: '17,x' }))).toEqual([['cause', M.badCause]]);
    expect(issues(callSearch.safeParse({ cause: '128' }))).toEqual([['cause', M.badCause]]);
    expect(issues(callSearch.safeParse({ cause: Array.from({ length: 21 }, (_, i) => i).join(',') }))).toEqual([
      ['cause', M.tooManyCauses],
    ]);
    for (const bad of ['-1', '1.5', '1e3', 'abc', '99999999999']) {
      expect(issues(callSearch.safeParse({ min_duration: bad }))).toEqual([['min_duration', M.badSeconds]]);
    }
  });

  it('puts min above max on both fields', () => {
    expect(issues(callSearch.safeParse({ min_duration: '90', max_duration: '30' }))).toEqual([
      ['min_duration', M.minAboveMax],
      ['max_duration', M.maxBelowMin],
    ]);
    expect(callSearch.safeParse({ min_duration: '30', max_duration: '30' }).success).toBe(true);
  });

  it('is part of the call records list and its export filters (not the statistics)', () => {
    expect(callsListQuery.parse({ calling_prefix: '+44', cause: '16' })).toMatchObject({ calling_prefix: '+44', cause: [16] });
    expect(issues(callsListQuery.safeParse({ min_duration: '5', max_duration: '1' }))).toHaveLength(2);
    const exported = callRecordFilters.extend({ format: z.string().optional() });
    expect(exported.parse({ called_prefix: '88', format: 'csv' })).toMatchObject({ called_prefix: '+88' });
    expect(issues(exported.safeParse({ cause: 'x' }))).toEqual([['cause', M.badCause]]);
  });
});
