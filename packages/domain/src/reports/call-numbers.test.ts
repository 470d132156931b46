import { describe, expect, it } from 'vitest';
import { countryOfNumber, normaliseCallNumber, normaliseCallNumbers } from './call-numbers.ts';
import { callKey } from './call-upload.ts';

describe('call numbers in E.164', () => {
  it('reads the three spellings of one French mobile number as one, whatever the called country', () => {
    for (const country of ['FR', 'GB', 'US', undefined] as const) {
      expect(normaliseCallNumber('+33612345778', country)).toBe('+33612345778');
      expect(normaliseCallNumber('0033612345778', country)).toBe('+33612345778');
      expect(normaliseCallNumber('33612345778', country)).toBe('+33612345778');
    }
  });

  it('reads a national number in the called number’s country', () => {
    expect(normaliseCallNumber('06 12 34 57 78', 'FR')).toBe('+33612345778');
    expect(normaliseCallNumber('020 7946 0000', 'GB')).toBe('+442079460000');
    expect(normaliseCallNumber('(212) 555-0123', 'US')).toBe('+12125550123');
  });

  it('keeps what cannot be read as a number of a country as written, compacted; blank is none', () => {
    expect(normaliseCallNumber('1234', 'FR')).toBe('1234');
    expect(normaliseCallNumber('+999 12', 'FR')).toBe('+99912');
    expect(normaliseCallNumber('  ', 'FR')).toBeNull();
    expect(normaliseCallNumber(null, 'FR')).toBeNull();
    expect(normaliseCallNumber(undefined)).toBeNull();
  });

  it('knows the country of an E.164 number', () => {
    expect(countryOfNumber('+442079460000')).toBe('GB');
    expect(countryOfNumber('+33612345778')).toBe('FR');
    expect(countryOfNumber(null)).toBeUndefined();
  });

  it('gives one duplicate key to a call however its numbers are written', () => {
    const seized = '2026-11-20T09:15:02.000Z';
    const keys = ['33612345778', '+33612345778', '0033612345778', '06 12 34 57 78'].map((calling) => {
      const c = normaliseCallNumbers({ CDR_CLDNUM: '+33140000000', CDR_CLGNUM: calling, CDR_CLDCNUM: '01 40 00 00 01' });
      expect(c.CDR_CLDCNUM).toBe('+33140000001');
      return callKey(c.CDR_CLDNUM, c.CDR_CLGNUM, seized);
    });
    expect(new Set(keys).size).toBe(1);
  });
});
