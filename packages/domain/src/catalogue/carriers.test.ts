import { describe, expect, it } from 'vitest';
import { CARRIER_MESSAGES as M, CARRIER_TEMPLATE_EXAMPLE, carrierCreateSchema, carrierListQuery, validateCarrierRow } from './carriers.ts';

const errorsOf = (input: unknown) => {
  const r = carrierCreateSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('carrier schema', () => {
  it('accepts a 3 or 4 digit CIC with optional CS and CLLI', () => {
    expect(carrierCreateSchema.parse({ cic: ' 0288 ' })).toEqual({ cic: '0288' });
    expect(carrierCreateSchema.parse({ cic: '432', cs: ' Sprint ', clli_name: 'nycmny54ds0' })).toEqual({
      cic: '0432',
      cs: 'Sprint',
      clli_name: 'NYCMNY54DS0',
    });
    expect(carrierCreateSchema.parse({ cic: '5102', cs: '', clli_name: '  ' })).toEqual({ cic: '5102', cs: null, clli_name: null });
    expect(carrierCreateSchema.parse({ cic: '5102', cs: null, clli_name: null })).toEqual({ cic: '5102', cs: null, clli_name: null });
  });

  it('requires the CIC', () => {
    expect(errorsOf({})).toEqual([{ path: 'cic', message: M.cicRequired }]);
    expect(errorsOf({ cic: '  ' })).toEqual([{ path: 'cic', message: M.cicRequired }]);
  });

  it.each(['12', '12345', '12a4', '+288', '28 8', '-123', '1.23'])('refuses the CIC %j with a clear message', (cic) => {
    expect(errorsOf({ cic })).toEqual([{ path: 'cic', message: M.cicFormat }]);
  });

  it.each(['NYCMNY54DS', 'NYCMNY54DS01', 'NYC-NY54DS0', 'NYCMNY54DŞ0'])('refuses the CLLI %j', (clli_name) => {
    expect(errorsOf({ cic: '0288', clli_name })).toEqual([{ path: 'clli_name', message: M.clliFormat }]);
  });

  it('limits CS to short text', () => {
    expect(errorsOf({ cic: '0288', cs: 'x'.repeat(101) })).toEqual([{ path: 'cs', message: M.csTooLong }]);
  });

  it('lists 10 per page by default', () => {
    expect(carrierListQuery.parse({})).toMatchObject({ page: 0, limit: 10 });
  });
});

describe('carrier template rows', () => {
  it('accepts the template example', () => {
    expect(validateCarrierRow(CARRIER_TEMPLATE_EXAMPLE)).toEqual({
      ok: true,
      data: { cic: '0288', cs: 'AT&T Communications', clli_name: 'NYCMNY54DS0' },
    });
  });

  it('names every failing column once', () => {
    expect(validateCarrierRow({ cic: '12', cs: 'x', clli_name: 'short', other: 'ignored' })).toEqual({
      ok: false,
      errors: [
        { field: 'cic', message: M.cicFormat },
        { field: 'clli_name', message: M.clliFormat },
      ],
    });
    expect(validateCarrierRow({ cs: 'No CIC' })).toEqual({ ok: false, errors: [{ field: 'cic', message: M.cicRequired }] });
  });
});
