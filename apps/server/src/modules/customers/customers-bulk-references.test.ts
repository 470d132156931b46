import { CUSTOMER_REFERENCE_MESSAGES as R, CUSTOMER_TEMPLATE_COLUMNS } from '@gsn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { multipart, xlsx } from '../../../test/spreadsheets.ts';
import { customers, userProfiles } from '../../db/schema.ts';

// POST /customers/bulk checks what each row refers to — jurisdiction, country, signed BDM — per row, and links the
// BDM to its staff account so that the company appears under the customers list's BDM filter.

let ctx: TestContext;
let admin: string;
let bdm: number;
let twinA: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await addAccount(ctx, { email: 'admin@refs.test', account_type_id: 100 });
  admin = await login(ctx, 'admin@refs.test');
  const named = async (email: string, type: number, firstname: string, lastname: string) => {
    const id = await addAccount(ctx, { email, account_type_id: type });
    await ctx.database.db.update(userProfiles).set({ firstname, lastname }).where(eq(userProfiles.account_id, id));
    return id;
  };
  bdm = await named('dana.lee@refs.test', 110, 'Dana', 'Lee');
  twinA = await named('alex.kim@refs.test', 110, 'Alex', 'Kim');
  await named('alex.kim.2@refs.test', 110, 'Alex', 'Kim');
  // a customer account is no BDM, whatever its name
  await named('chris.doe@customer.test', 200, 'Chris', 'Doe');
});
afterAll(async () => ctx?.close());

const sheet = (rows: Partial<Record<(typeof CUSTOMER_TEMPLATE_COLUMNS)[number], string>>[]) => [
  [...CUSTOMER_TEMPLATE_COLUMNS],
  ...rows.map((r) => CUSTOMER_TEMPLATE_COLUMNS.map((c) => r[c] ?? '')),
];
const upload = (rows: Parameters<typeof sheet>[0]) => {
  const { payload, headers } = multipart('customers.xlsx', xlsx(sheet(rows)));
  return ctx.app.inject({ method: 'POST', url: '/api/customers/bulk', payload, headers: { ...headers, ...bearer(admin) } });
};
const company = async (name: string) => (await ctx.database.db.select().from(customers).where(eq(customers.name, name)))[0];

describe('POST /customers/bulk: references', () => {
  it('creates rows whose jurisdiction, country and BDM exist, spelt as the reference data spells them', async () => {
    const res = await upload([
      {
        name: 'Ref Alpha',
        master_email: 'm@alpha.refs',
        business_jurisdiction: 'united kingdom',
        address_country: 'se',
        provider_signed_bdm_name: ' dana LEE ',
      },
      { name: 'Ref Beta', master_email: 'm@beta.refs', address_country: 'Germany', provider_signed_bdm_name: 'Alex.Kim@refs.test' },
      { name: 'Ref Gamma', master_email: 'm@gamma.refs' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { status: string }) => r.status)).toEqual(['created', 'created', 'created']);
    expect(await company('Ref Alpha')).toMatchObject({
      business_jurisdiction: 'United Kingdom',
      address_country: 'Sweden',
      provider_signed_bdm_id: bdm,
      provider_signed_bdm_name: 'Dana Lee',
    });
    expect(await company('Ref Beta')).toMatchObject({ address_country: 'Germany', provider_signed_bdm_id: twinA });
    expect(await company('Ref Gamma')).toMatchObject({ provider_signed_bdm_id: null });

    // the linked companies appear under the BDM filter of the customers list
    const list = await ctx.app.inject({ method: 'GET', url: `/api/customers?provider_signed_bdm_id=${bdm}`, headers: bearer(admin) });
    expect(list.json().data.map((c: { name: string }) => c.name)).toEqual(['Ref Alpha']);
  });

  it('refuses per row and field a jurisdiction, country or BDM that does not exist, and a name two staff share', async () => {
    const res = await upload([
      { name: 'Ref Delta', master_email: 'm@delta.refs', business_jurisdiction: 'Atlantis', address_country: 'Neverland' },
      { name: 'Ref Epsilon', master_email: 'm@epsilon.refs', provider_signed_bdm_name: 'Nobody Here' },
      { name: 'Ref Zeta', master_email: 'm@zeta.refs', provider_signed_bdm_name: 'Alex Kim' },
      { name: 'Ref Eta', master_email: 'm@eta.refs', provider_signed_bdm_name: 'Chris Doe' },
      { name: 'Ref Theta', master_email: 'm@theta.refs', business_jurisdiction: 'Germany' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        row: 2,
        status: 'error',
        errors: [
          { field: 'business_jurisdiction', message: R.jurisdictionUnknown },
          { field: 'address_country', message: R.countryUnknown },
        ],
      },
      { row: 3, status: 'error', errors: [{ field: 'provider_signed_bdm_name', message: R.bdmUnknown }] },
      { row: 4, status: 'error', errors: [{ field: 'provider_signed_bdm_name', message: R.bdmAmbiguous }] },
      { row: 5, status: 'error', errors: [{ field: 'provider_signed_bdm_name', message: R.bdmUnknown }] },
      { row: 6, status: 'created', errors: [] },
    ]);
    for (const name of ['Ref Delta', 'Ref Epsilon', 'Ref Zeta', 'Ref Eta']) expect(await company(name)).toBeUndefined();
  });
});
