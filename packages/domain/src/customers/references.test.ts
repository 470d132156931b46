import { describe, expect, it } from 'vitest';
import { CUSTOMER_REFERENCE_MESSAGES as M, type CompanyReferences, resolveCompanyReferences, staffName } from './references.ts';

const refs: CompanyReferences = {
  jurisdictions: new Map([['united kingdom', 'United Kingdom']]),
  countries: new Map([
    ['sweden', 'Sweden'],
    ['se', 'Sweden'],
  ]),
  staff: [
    { id: 7, email: 'sam.wong@gsn.test', firstname: 'Sam', lastname: 'Wong' },
    { id: 8, email: 'alex.kim@gsn.test', firstname: 'Alex', lastname: 'Kim' },
    { id: 9, email: 'alex.kim2@gsn.test', firstname: 'Alex', lastname: 'Kim' },
    { id: 10, email: 'noname@gsn.test', firstname: null, lastname: null },
  ],
};

describe('customer row references', () => {
  it('spells the jurisdiction and country as the reference data does, and links the BDM by name or e-mail', () => {
    const r = resolveCompanyReferences(
      { name: 'A', business_jurisdiction: ' united KINGDOM', address_country: 'se', provider_signed_bdm_name: ' sam  WONG ' },
      refs,
    );
    expect(r).toEqual({
      ok: true,
      data: {
        name: 'A',
        business_jurisdiction: 'United Kingdom',
        address_country: 'Sweden',
        provider_signed_bdm_name: 'Sam Wong',
        provider_signed_bdm_id: 7,
      },
    });
    const byEmail = resolveCompanyReferences({ provider_signed_bdm_name: 'Alex.Kim2@gsn.test' }, refs);
    expect(byEmail).toMatchObject({ ok: true, data: { provider_signed_bdm_id: 9, provider_signed_bdm_name: 'Alex Kim' } });
    expect(resolveCompanyReferences({ provider_signed_bdm_name: 'noname@gsn.test' }, refs)).toMatchObject({
      data: { provider_signed_bdm_id: 10, provider_signed_bdm_name: 'noname@gsn.test' },
    });
    // blanks are not checked
    expect(resolveCompanyReferences({ business_jurisdiction: '', address_country: null }, refs).ok).toBe(true);
  });

  it('names each field that refers to nothing, and a BDM name two accounts share', () => {
    expect(
      resolveCompanyReferences({ business_jurisdiction: 'Atlantis', address_country: 'XX', provider_signed_bdm_name: 'Nobody' }, refs),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'business_jurisdiction', message: M.jurisdictionUnknown },
        { field: 'address_country', message: M.countryUnknown },
        { field: 'provider_signed_bdm_name', message: M.bdmUnknown },
      ],
    });
    expect(resolveCompanyReferences({ provider_signed_bdm_name: 'alex kim' }, refs)).toEqual({
      ok: false,
      errors: [{ field: 'provider_signed_bdm_name', message: M.bdmAmbiguous }],
    });
    expect(staffName({ email: 'x@y.z', firstname: ' ', lastname: null })).toBe('x@y.z');
  });
});
