import * as XLSX from '@e965/xlsx';
import { DEFAULT_PORTABILITY_OPTION, PRODUCT_BULK_MESSAGES, PRODUCT_MESSAGES as M, PRODUCT_TEMPLATE_COLUMNS, REGIONS } from '@gsn/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { multipart, PNG, xls, xlsx } from '../../../test/spreadsheets.ts';
import { customers, jurisdictions, serviceNumberTypeCities, serviceNumberTypes, tariffs, vendors } from '../../db/schema.ts';

let ctx: TestContext;
const tokens: Record<string, string> = {};
let orange: number;
let bt: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  [orange, bt] = (
    await db
      .insert(vendors)
      .values([
        { name: 'Orange Wholesale', provider_insight_company_code: 'ORW' },
        { name: 'BT Global', provider_insight_company_code: 'BTG' },
      ])
      .returning({ id: vendors.id })
  ).map((v) => v.id) as [number, number];
  const [company] = await db.insert(customers).values({ name: 'Northwind' }).returning({ id: customers.id });
  for (const [email, type, customer] of [
    ['admin@gsn.test', 100, null],
    ['sales@gsn.test', 110, null],
    ['master@northwind.test', 200, company!.id],
    ['billing@northwind.test', 230, company!.id],
    ['reg@example.org', 400, null],
  ] as const) {
    await addAccount(ctx, { email, account_type_id: type, customer_id: customer });
    tokens[email] = await login(ctx, email);
  }
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, as: string | null = 'admin@gsn.test', payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: as ? bearer(tokens[as]!) : {}, ...(payload ? { payload } : {}) });

const did = (over: Record<string, unknown> = {}) => ({
  vendor_id: orange,
  vendor_plan: 'Plan 1',
  vendor_option: 'Gold',
  service_type: 'DID',
  number_type: 'Fixed',
  jurisdiction: 'United Kingdom',
  cities: [
    { city: 'London', city_dial_code: '20' },
    { city: 'Manchester', city_dial_code: '161' },
  ],
  outbound_calling_enabled: true,
  outbound_call_display_format: 'E.164',
  accessibility: ['local_fixed', 'local_mobile'],
  provisioning_lead_time: 10,
  ...over,
});

const create = async (payload: object) => {
  const res = await call('POST', '/servicenumbers/type', 'admin@gsn.test', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number } & Record<string, unknown>;
};
const stored = async (id: number) => (await ctx.database.db.select().from(serviceNumberTypes).where(eq(serviceNumberTypes.id, id)))[0];
const addTariff = async (productId: number, values: Partial<typeof tariffs.$inferInsert> = {}) =>
  (
    await ctx.database.db
      .insert(tariffs)
      .values({ service_number_type_id: productId, currency: 'GBP', nrc: '25', mrc: '5.5', inbound_charges: '0.0125', ...values })
      .returning({ id: tariffs.id })
  )[0]!.id;
const clear = async () => {
  await ctx.database.db.delete(tariffs);
  await ctx.database.db.delete(serviceNumberTypes);
};

describe('POST /servicenumbers/type', () => {
  it('adds a product with its cities, the stored jurisdiction name and its dial code', async () => {
    const res = await call(
      'POST',
      '/servicenumbers/type',
      'admin@gsn.test',
      did({ jurisdiction: 'united kingdom', additional_remarks: 'Geo numbers' }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(M.added);
    expect(body.data).toMatchObject({
      id: expect.any(Number),
      vendor_id: orange,
      vendor: 'Orange Wholesale',
      vendor_plan: 'Plan 1',
      vendor_option: 'Gold',
      jurisdiction: 'United Kingdom',
      jurisdiction_dial_code: '44',
      cities: [
        { city: 'London', city_dial_code: '20' },
        { city: 'Manchester', city_dial_code: '161' },
      ],
      accessibility: ['local_fixed', 'local_mobile'],
      outbound_call_display_format: 'E.164',
      provisioning_lead_time: 10,
      additional_remarks: 'Geo numbers',
      expired: false,
      tariff: null,
      createdAt: expect.any(String),
    });
    const got = await call('GET', `/servicenumbers/type/${body.data.id}`);
    expect(got.json()).toEqual(body.data);
    await clear();
  });

  it('stores the product normalised by the §4/§5 dependencies', async () => {
    const itfn = await create(
      did({
        service_type: 'ITFN',
        vendor_option: 'ITFN',
        number_type: 'Mobile',
        service_access_code: '+800',
        itu_assignment_notification_req: true,
        emergency_services: true,
        portability: false,
        portability_options: ['international carrier'],
        prt_consentletter_link: 'https://x.example/consent.pdf',
        concurrent_call_expandable: true,
        conc_df_callpernumber: 4,
        conc_max_callpnumber: 9,
        end_user_address_req: false,
        end_user_address_type: 'local',
        declaration_letter_link: 'https://x.example/decl.pdf',
      }),
    );
    expect(itfn).toMatchObject({
      cities: [],
      number_type: null,
      outbound_calling_enabled: false,
      outbound_call_display_format: null,
      service_access_code: null,
      itu_assignment_notification_req: false,
      emergency_services: false,
      portability_options: [],
      prt_consentletter_link: null,
      conc_df_callpernumber: 4,
      conc_max_callpnumber: null,
      end_user_address_type: null,
      declaration_letter_link: null,
    });
    expect(await stored(itfn.id)).toMatchObject({ number_type: null, portability_options: [], conc_max_callpnumber: null });
    expect(
      await ctx.database.db.select().from(serviceNumberTypeCities).where(eq(serviceNumberTypeCities.service_number_type_id, itfn.id)),
    ).toEqual([]);

    const uifn = await create(
      did({
        service_type: 'UIFN',
        vendor_option: 'UIFN',
        service_access_code: '+800',
        itu_assignment_notification_req: true,
        portability: true,
      }),
    );
    expect(uifn).toMatchObject({
      service_access_code: '+800',
      itu_assignment_notification_req: true,
      portability_options: [DEFAULT_PORTABILITY_OPTION],
    });
    const itfs = await create(
      did({
        service_type: 'ITFS',
        vendor_option: 'ITFS',
        portability: true,
        portability_options: ['international carrier', 'in-country carrier'],
      }),
    );
    expect(itfs.portability_options).toEqual(['international carrier', 'in-country carrier']);
    await clear();
  });

  it('answers 400 with per-field messages for invalid input, writing nothing', async () => {
    const res = await call('POST', '/servicenumbers/type', 'admin@gsn.test', {
      cities: [{ city: 'London', city_dial_code: '2x' }],
      service_access_code: '80-0',
      provisioning_lead_time: -1,
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields).toMatchObject({
      vendor_id: M.vendorRequired,
      vendor_option: M.vendorOptionRequired,
      service_type: M.serviceTypeRequired,
      jurisdiction: M.jurisdictionRequired,
      'cities.0.city_dial_code': M.dialCode,
      service_access_code: M.serviceAccessCode,
      provisioning_lead_time: M.wholeNumber,
    });
    expect((await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(serviceNumberTypes))[0]!.n).toBe(0);
  });

  it('answers 422 for an unknown vendor or jurisdiction', async () => {
    const res = await call('POST', '/servicenumbers/type', 'admin@gsn.test', did({ vendor_id: 999999, jurisdiction: 'Atlantis' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'vendor_id', message: M.vendorUnknown, code: 'product.vendor_unknown' },
      { field: 'jurisdiction', message: M.jurisdictionUnknown, code: 'product.jurisdiction_unknown' },
    ]);
  });

  it('answers 409 for the same vendor, option, plan, service type and jurisdiction (option and plan in any case)', async () => {
    await create(did());
    const dup = await call('POST', '/servicenumbers/type', 'admin@gsn.test', did({ vendor_option: 'GOLD', vendor_plan: 'plan 1' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ message: M.taken, errors: [{ field: 'vendor_option', message: M.taken }] });
    // another vendor, plan or service type is another product
    await create(did({ vendor_id: bt }));
    await create(did({ vendor_plan: null }));
    await create(did({ service_type: 'SIP Trunking' }));
    expect((await call('GET', '/servicenumbers/type')).json().count).toBe(4);
    await clear();
  });

  it('is for staff with 210 write', async () => {
    expect((await call('POST', '/servicenumbers/type', 'sales@gsn.test', did())).statusCode).toBe(403);
    expect((await call('POST', '/servicenumbers/type', 'master@northwind.test', did())).statusCode).toBe(403);
    expect((await call('POST', '/servicenumbers/type', null, did())).statusCode).toBe(401);
  });
});

describe('GET /servicenumbers/type', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    ids = {
      ukDid: (await create(did())).id,
      ukSipNoCities: (await create(did({ service_type: 'SIP Trunking', cities: [] }))).id,
      deItfs: (await create(did({ jurisdiction: 'Germany', service_type: 'ITFS', vendor_id: bt }))).id,
      deDidBerlin: (await create(did({ jurisdiction: 'Germany', cities: [{ city: 'Berlin', city_dial_code: '30' }] }))).id,
      esExpired: (await create(did({ jurisdiction: 'Spain', service_type: 'ITFS', expired: true }))).id,
    };
    await addTariff(ids.ukDid!, { nrc: '12.5', mrc: '0.0125', fix_usage_rate: null });
  });
  afterAll(clear);

  const list = async (qs = '', as: string | null = 'admin@gsn.test') => {
    const res = await call('GET', `/servicenumbers/type${qs ? `?${qs}` : ''}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Record<string, unknown>[]; count: number };
  };
  const idsOf = (b: { data: Record<string, unknown>[] }) => b.data.map((r) => r.id);

  it('gives staff every product, expired too, ordered by jurisdiction, service type, id, with cities and tariff', async () => {
    const body = await list();
    expect(body.count).toBe(5);
    expect(idsOf(body)).toEqual([ids.deDidBerlin, ids.deItfs, ids.esExpired, ids.ukDid, ids.ukSipNoCities]);
    const uk = body.data.find((r) => r.id === ids.ukDid)!;
    expect(uk).toMatchObject({ vendor: 'Orange Wholesale', vendor_option: 'Gold', cities: [{ city: 'London' }, { city: 'Manchester' }] });
    expect(uk.tariff).toMatchObject({
      currency: 'GBP',
      nrc: '12.50',
      mrc: '0.0125',
      inbound_charges: '0.0125',
      fix_usage_rate: null,
      service_number_type_id: ids.ukDid,
      vendor: 'Orange Wholesale',
    });
    expect(body.data.find((r) => r.id === ids.deItfs)!.tariff).toBeNull();
  });

  it('filters by expired, service type, jurisdiction (any case), vendor and city', async () => {
    expect(idsOf(await list('expired=true'))).toEqual([ids.esExpired]);
    expect((await list('expired=false')).count).toBe(4);
    expect(idsOf(await list('service_type=ITFS'))).toEqual([ids.deItfs, ids.esExpired]);
    expect(idsOf(await list('jurisdiction=germany'))).toEqual([ids.deDidBerlin, ids.deItfs]);
    expect(idsOf(await list(`vendor_id=${bt}`))).toEqual([ids.deItfs]);
    // a product without cities covers every city
    expect(idsOf(await list('jurisdiction=United%20Kingdom&city=LONDON'))).toEqual([ids.ukDid, ids.ukSipNoCities]);
    expect(idsOf(await list('jurisdiction=United%20Kingdom&city=Leeds'))).toEqual([ids.ukSipNoCities]);
    expect(idsOf(await list('service_type=DID&city=berlin'))).toEqual([ids.deDidBerlin]);
  });

  it('sorts by the allowed fields and pages', async () => {
    const byVendor = await list('orderby=vendor&asc=false');
    expect(byVendor.data.map((r) => r.vendor)).toEqual([
      'Orange Wholesale',
      'Orange Wholesale',
      'Orange Wholesale',
      'Orange Wholesale',
      'BT Global',
    ]);
    const page = await list('limit=2&page=1');
    expect(page.count).toBe(5);
    expect(idsOf(page)).toEqual([ids.esExpired, ids.ukDid]);
    const bad = await call('GET', '/servicenumbers/type?orderby=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('orderby');
    expect((await call('GET', '/servicenumbers/type?service_type=Fax')).statusCode).toBe(400);
  });

  it('gives customers only current products, without vendor fields, with the tariff', async () => {
    for (const qs of ['', 'expired=true', 'expired=false']) {
      const body = await list(qs, 'master@northwind.test');
      expect(body.count).toBe(4);
      expect(idsOf(body)).not.toContain(ids.esExpired);
      for (const r of body.data) {
        for (const f of ['vendor_id', 'vendor', 'vendor_plan', 'vendor_option']) expect(r).not.toHaveProperty(f);
        expect(r).toHaveProperty('tariff');
      }
    }
    const uk = (await list('', 'master@northwind.test')).data.find((r) => r.id === ids.ukDid)!;
    expect(uk.tariff).toMatchObject({ currency: 'GBP', nrc: '12.50', mrc: '0.0125' });
    expect(uk.tariff).not.toHaveProperty('vendor');
    expect(uk.tariff).not.toHaveProperty('vendor_option');
    expect((await call('GET', '/servicenumbers/type?orderby=vendor', 'master@northwind.test')).statusCode).toBe(400);
    expect(idsOf(await list(`vendor_id=${bt}`, 'master@northwind.test'))).toHaveLength(4);
  });

  it('gives registered accounts the public view without tariff; refuses callers without 210 list', async () => {
    const body = await list('', 'reg@example.org');
    expect(body.count).toBe(4);
    for (const r of body.data) {
      expect(r).not.toHaveProperty('tariff');
      expect(r).not.toHaveProperty('vendor');
    }
    expect((await call('GET', '/servicenumbers/type', 'billing@northwind.test')).statusCode).toBe(403);
    expect((await call('GET', '/servicenumbers/type', null)).statusCode).toBe(401);
  });
});

describe('GET /servicenumbers/type/{id}', () => {
  let current: number;
  let expired: number;
  beforeAll(async () => {
    current = (await create(did())).id;
    expired = (await create(did({ vendor_option: 'Old', expired: true }))).id;
    await addTariff(current);
  });
  afterAll(clear);

  it('shows staff any product with everything', async () => {
    const res = await call('GET', `/servicenumbers/type/${expired}`, 'sales@gsn.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: expired, expired: true, vendor: 'Orange Wholesale', vendor_option: 'Old', tariff: null });
  });

  it('shows customers a current product without vendor fields, with its tariff', async () => {
    const res = await call('GET', `/servicenumbers/type/${current}`, 'master@northwind.test');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: current, jurisdiction: 'United Kingdom', tariff: { currency: 'GBP', nrc: '25.00', mrc: '5.50' } });
    for (const f of ['vendor_id', 'vendor', 'vendor_plan', 'vendor_option']) expect(body).not.toHaveProperty(f);
    expect((await call('GET', `/servicenumbers/type/${expired}`, 'master@northwind.test')).statusCode).toBe(404);
  });

  it('shows visitors and customers without 210 read the public view without tariff', async () => {
    for (const as of [null, 'billing@northwind.test']) {
      const res = await call('GET', `/servicenumbers/type/${current}`, as);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ id: current, service_type: 'DID', cities: [{ city: 'London' }, { city: 'Manchester' }] });
      expect(body).not.toHaveProperty('tariff');
      expect(body).not.toHaveProperty('vendor_option');
      expect((await call('GET', `/servicenumbers/type/${expired}`, as)).statusCode).toBe(404);
    }
  });

  it('shows a registered account the public view with the list prices (products-list-prices.test.ts), never an expired product', async () => {
    const res = await call('GET', `/servicenumbers/type/${current}`, 'reg@example.org');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('tariff');
    expect(res.json()).not.toHaveProperty('vendor_option');
    expect((await call('GET', `/servicenumbers/type/${expired}`, 'reg@example.org')).statusCode).toBe(404);
  });

  it('answers 404 for a missing product and 400 for a bad id', async () => {
    expect((await call('GET', '/servicenumbers/type/999999')).statusCode).toBe(404);
    expect((await call('GET', '/servicenumbers/type/abc')).statusCode).toBe(400);
    expect((await call('GET', '/servicenumbers/type/0')).statusCode).toBe(400);
  });
});

describe('PUT /servicenumbers/type/{id}', () => {
  afterAll(clear);

  it('replaces the whole product and its cities', async () => {
    const p = await create(did({ additional_remarks: 'old', accessibility_remarks: 'old' }));
    const res = await call('PUT', `/servicenumbers/type/${p.id}`, 'admin@gsn.test', {
      ...did(),
      cities: [{ city: 'Leeds', city_dial_code: '113' }, { city: 'London' }],
      jurisdiction_dial_code: '44',
      portability: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.updated,
      data: {
        id: p.id,
        cities: [
          { city: 'Leeds', city_dial_code: '113' },
          { city: 'London', city_dial_code: null },
        ],
        additional_remarks: null,
        accessibility_remarks: null,
        portability: true,
        portability_options: [DEFAULT_PORTABILITY_OPTION],
      },
    });
    const cities = await ctx.database.db
      .select()
      .from(serviceNumberTypeCities)
      .where(eq(serviceNumberTypeCities.service_number_type_id, p.id));
    expect(cities.map((c) => c.city).sort()).toEqual(['Leeds', 'London']);
  });

  it('keeps only the charges of the new service type in its standard tariff', async () => {
    const p = await create(did({ vendor_option: 'Switch' }));
    const t = await addTariff(p.id, { outbound_charges_fixed: '0.01' });
    const res = await call('PUT', `/servicenumbers/type/${p.id}`, 'admin@gsn.test', did({ vendor_option: 'Switch', service_type: 'ITFS' }));
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(tariffs).where(eq(tariffs.id, t));
    expect(row).toMatchObject({ nrc: '25.0000', mrc: '5.5000', inbound_charges: null, outbound_charges_fixed: null });
  });

  it('answers 404, 409 on a taken identity, 422 on an unknown vendor, 403 without 210 edit', async () => {
    const a = await create(did({ vendor_option: 'A' }));
    await create(did({ vendor_option: 'B' }));
    expect((await call('PUT', '/servicenumbers/type/999999', 'admin@gsn.test', did())).statusCode).toBe(404);
    const taken = await call('PUT', `/servicenumbers/type/${a.id}`, 'admin@gsn.test', did({ vendor_option: 'b' }));
    expect(taken.statusCode).toBe(409);
    expect((await stored(a.id))?.vendor_option).toBe('A');
    expect((await call('PUT', `/servicenumbers/type/${a.id}`, 'admin@gsn.test', did({ vendor_id: 999999 }))).statusCode).toBe(422);
    expect((await call('PUT', `/servicenumbers/type/${a.id}`, 'sales@gsn.test', did({ vendor_option: 'A' }))).statusCode).toBe(403);
  });
});

describe('DELETE /servicenumbers/type/{id}', () => {
  it('deletes the product, its cities and its standard tariff; a customized tariff stays, without product', async () => {
    const p = await create(did());
    const standard = await addTariff(p.id);
    const customized = await addTariff(p.id, { type: 'customized' });
    const res = await call('DELETE', `/servicenumbers/type/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect(await stored(p.id)).toBeUndefined();
    expect(
      await ctx.database.db.select().from(serviceNumberTypeCities).where(eq(serviceNumberTypeCities.service_number_type_id, p.id)),
    ).toEqual([]);
    expect(await ctx.database.db.select().from(tariffs).where(eq(tariffs.id, standard))).toEqual([]);
    const [kept] = await ctx.database.db.select().from(tariffs).where(eq(tariffs.id, customized));
    expect(kept).toMatchObject({ type: 'customized', service_number_type_id: null, nrc: '25.0000' });
    expect((await call('DELETE', `/servicenumbers/type/${p.id}`)).statusCode).toBe(404);
    await clear();
  });

  it('is for staff with 210 delete', async () => {
    const p = await create(did());
    expect((await call('DELETE', `/servicenumbers/type/${p.id}`, 'sales@gsn.test')).statusCode).toBe(403);
    expect((await call('DELETE', `/servicenumbers/type/${p.id}`, 'master@northwind.test')).statusCode).toBe(403);
    expect(await stored(p.id)).toBeDefined();
    await clear();
  });
});

describe('coverage (public)', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    await ctx.database.db
      .insert(jurisdictions)
      .values({ name: 'Nowhere Station', country_code: 'AQ', dial_code: '+672', region: 'Antarctica' });
    ids = {
      ukDid: (await create(did())).id,
      ukDidBt: (
        await create(
          did({
            vendor_id: bt,
            cities: [
              { city: 'london', city_dial_code: null },
              { city: 'Bristol', city_dial_code: '117' },
            ],
          }),
        )
      ).id,
      ukItfs: (await create(did({ service_type: 'ITFS' }))).id,
      ukSip: (await create(did({ service_type: 'SIP Trunking', cities: [{ city: 'Cardiff', city_dial_code: '29' }] }))).id,
      jpUifn: (await create(did({ jurisdiction: 'Japan', service_type: 'UIFN' }))).id,
      mxItfs: (await create(did({ jurisdiction: 'Mexico', service_type: 'ITFS' }))).id,
      brExpired: (await create(did({ jurisdiction: 'Brazil', service_type: 'ITFS', expired: true }))).id,
      ukExpired: (await create(did({ vendor_option: 'Expired', cities: [{ city: 'York', city_dial_code: '1904' }], expired: true }))).id,
      nowhere: (await create(did({ jurisdiction: 'Nowhere Station', service_type: 'ITFS' }))).id,
    };
    await addTariff(ids.ukDid!);
  });
  afterAll(clear);

  it('lists current products for anyone, without vendor fields or tariff, by jurisdiction and service type', async () => {
    const res = await call('GET', '/servicenumbers/type/coverage', null);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(7);
    expect(body.data.map((r: { id: number }) => r.id)).toEqual([
      ids.jpUifn,
      ids.mxItfs,
      ids.nowhere,
      ids.ukDid,
      ids.ukDidBt,
      ids.ukItfs,
      ids.ukSip,
    ]);
    for (const r of body.data) {
      for (const f of ['vendor_id', 'vendor', 'vendor_plan', 'vendor_option', 'tariff']) expect(r).not.toHaveProperty(f);
    }
    const filtered = (
      await call('GET', '/servicenumbers/type/coverage?service_type=ITFS&jurisdiction=united%20kingdom&limit=1', null)
    ).json();
    expect(filtered).toMatchObject({ count: 1, data: [{ id: ids.ukItfs, jurisdiction: 'United Kingdom' }] });
    expect((await call('GET', '/servicenumbers/type/coverage?limit=2&page=1', 'master@northwind.test')).json().data).toHaveLength(2);
    expect((await call('GET', '/servicenumbers/type/coverage?orderby=vendor', null)).statusCode).toBe(400);
    expect((await call('GET', '/servicenumbers/type/coverage?limit=1000', null)).statusCode).toBe(400);
  });

  it('groups the jurisdictions of current products by region, every region present', async () => {
    const res = await call('GET', '/servicenumbers/type/coverage/coordinates', null);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual([...REGIONS].sort());
    expect(data).toEqual({
      Asia: [{ jurisdiction: 'Japan', country_code: 'JP', service_types: ['UIFN'] }],
      Europe: [{ jurisdiction: 'United Kingdom', country_code: 'GB', service_types: ['ITFS', 'DID', 'SIP Trunking'] }],
      Africa: [],
      'North America': [{ jurisdiction: 'Mexico', country_code: 'MX', service_types: ['ITFS'] }],
      'Central America': [],
      'South America': [],
    });
  });

  it('lists the distinct cities of current products in a jurisdiction, any case, sorted', async () => {
    const res = await call('GET', '/servicenumbers/type/coverage/cities?jurisdiction=united%20kingdom', null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { city: 'Bristol', city_dial_code: '117' },
        { city: 'Cardiff', city_dial_code: '29' },
        { city: 'London', city_dial_code: '20' },
        { city: 'Manchester', city_dial_code: '161' },
      ],
      count: 4,
    });
    const sip = (
      await call('GET', '/servicenumbers/type/coverage/cities?jurisdiction=United%20Kingdom&service_type=SIP%20Trunking', null)
    ).json();
    expect(sip).toEqual({ data: [{ city: 'Cardiff', city_dial_code: '29' }], count: 1 });
    expect((await call('GET', '/servicenumbers/type/coverage/cities?jurisdiction=Japan', null)).json()).toEqual({ data: [], count: 0 });
    expect((await call('GET', '/servicenumbers/type/coverage/cities', null)).statusCode).toBe(400);
  });
});

/** A sheet with the template's header and rows given as column → value. */
const sheet = (rows: Partial<Record<(typeof PRODUCT_TEMPLATE_COLUMNS)[number], unknown>>[]) => [
  [...PRODUCT_TEMPLATE_COLUMNS],
  ...rows.map((r) => PRODUCT_TEMPLATE_COLUMNS.map((c) => r[c] ?? '')),
];
const upload = (filename: string, data: Buffer, as = 'admin@gsn.test') => {
  const { payload, headers } = multipart(filename, data);
  return ctx.app.inject({ method: 'POST', url: '/api/servicenumbers/type/bulk', payload, headers: { ...headers, ...bearer(tokens[as]!) } });
};
const productCount = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(serviceNumberTypes))[0]!.n;

describe('bulk upload and template', () => {
  afterAll(clear);

  it('downloads the template, which uploads back as it is (product, cities and tariff)', async () => {
    const res = await call('GET', '/templates/servicenumbertypes');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="servicenumbertypes-template.xlsx"');
    const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual([...PRODUCT_TEMPLATE_COLUMNS]);
    await ctx.database.db.update(vendors).set({ provider_insight_company_code: 'VND001' }).where(eq(vendors.id, bt));
    const up = await upload('template.xlsx', Buffer.from(res.rawPayload));
    expect(up.json()).toEqual({ data: [{ row: 2, status: 'created', errors: [] }] });
    const [p] = (await call('GET', `/servicenumbers/type?vendor_id=${bt}`)).json().data;
    expect(p).toMatchObject({
      vendor: 'BT Global',
      service_type: 'DID',
      jurisdiction: 'United Kingdom',
      cities: [
        { city: 'London', city_dial_code: '20' },
        { city: 'Manchester', city_dial_code: '161' },
      ],
      tariff: { currency: 'GBP', nrc: '25.00', inbound_charges: '0.0125', outbound_charges_special: '0.20', fix_usage_rate: null },
    });
    await ctx.database.db.update(vendors).set({ provider_insight_company_code: 'BTG' }).where(eq(vendors.id, bt));
    await clear();
  });

  it('creates the valid rows and reports existing and invalid ones per row and column', async () => {
    await create(did({ vendor_option: 'Stored', vendor_plan: null, jurisdiction: 'Germany' }));
    const file = xlsx(
      sheet([
        {
          vendor: 'orange wholesale',
          vendor_option: 'Row2',
          service_type: 'ITFS',
          jurisdiction: 'germany',
          currency: 'EUR',
          nrc: 100,
          fix_usage_rate: '0.0125',
          inbound_charges: 3,
        },
        {
          vendor: 'BTG',
          vendor_option: 'Row3',
          service_type: 'DID',
          jurisdiction: 'Spain',
          cities: 'Madrid:91; Barcelona:93',
          portability: 'yes',
        },
        { vendor: 'Orange Wholesale', vendor_option: 'stored', service_type: 'DID', jurisdiction: 'Germany' },
        { vendor: 'BTG', vendor_option: 'ROW3', service_type: 'DID', jurisdiction: 'Spain' },
        { vendor: 'Nobody', vendor_option: 'X', service_type: 'Fax', jurisdiction: 'Spain', expired: 'maybe' },
        { vendor: 'BTG', vendor_option: 'Y', service_type: 'ITFS', jurisdiction: 'Atlantis' },
        { vendor: 'BTG', vendor_option: 'Z', service_type: 'ITFS', jurisdiction: 'Spain', nrc: '5' },
      ]),
    );
    const res = await upload('products.xlsx', file);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { row: 2, status: 'created', errors: [] },
      { row: 3, status: 'created', errors: [] },
      { row: 4, status: 'exist', errors: [{ field: 'vendor_option', message: M.taken }] },
      { row: 5, status: 'exist', errors: [{ field: 'vendor_option', message: M.taken }] },
      {
        row: 6,
        status: 'error',
        errors: [
          { field: 'vendor', message: M.vendorUnknown },
          { field: 'expired', message: PRODUCT_BULK_MESSAGES.yesNo },
          { field: 'service_type', message: M.serviceTypeRequired },
        ],
      },
      { row: 7, status: 'error', errors: [{ field: 'jurisdiction', message: M.jurisdictionUnknown }] },
      { row: 8, status: 'error', errors: [{ field: 'currency', message: PRODUCT_BULK_MESSAGES.tariffCurrency }] },
    ]);
    expect(await productCount()).toBe(3);
    const rows = (await call('GET', '/servicenumbers/type?orderby=id')).json().data;
    expect(rows[1]).toMatchObject({
      vendor_option: 'Row2',
      jurisdiction: 'Germany',
      jurisdiction_dial_code: '49',
      tariff: { currency: 'EUR', nrc: '100.00', fix_usage_rate: '0.0125', inbound_charges: null },
    });
    expect(rows[2]).toMatchObject({
      vendor: 'BT Global',
      cities: [
        { city: 'Madrid', city_dial_code: '91' },
        { city: 'Barcelona', city_dial_code: '93' },
      ],
      portability_options: [DEFAULT_PORTABILITY_OPTION],
      tariff: null,
    });
  });

  it('reads .xls files', async () => {
    const res = await upload(
      'products.xls',
      xls(sheet([{ vendor: 'ORW', vendor_option: 'Xls', service_type: 'UIFN', jurisdiction: 'Japan', service_access_code: '+800' }])),
    );
    expect(res.json().data).toEqual([{ row: 2, status: 'created', errors: [] }]);
  });

  it('refuses a bad file whole, writing nothing', async () => {
    const before = await productCount();
    const missing = await upload(
      'p.xlsx',
      xlsx([
        ['vendor', 'service_type'],
        ['ORW', 'ITFS'],
      ]),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['vendor_option', 'jurisdiction']);
    expect((await upload('p.png', PNG)).statusCode).toBe(415);
    expect((await upload('p.xlsx', PNG)).statusCode).toBe(415);
    expect(await productCount()).toBe(before);
  });

  it('is for staff with 210 write', async () => {
    const file = xlsx(sheet([{ vendor: 'ORW', vendor_option: 'Nope', service_type: 'ITFS', jurisdiction: 'Spain' }]));
    expect((await upload('p.xlsx', file, 'sales@gsn.test')).statusCode).toBe(403);
    expect((await upload('p.xlsx', file, 'master@northwind.test')).statusCode).toBe(403);
    expect((await call('GET', '/templates/servicenumbertypes', 'sales@gsn.test')).statusCode).toBe(403);
  });
});
