import { CURRENCY_CODES, CHARGE_FIELDS, chargesFor, normalizeProduct, toE164 } from '@gsn/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { cities, customers, inventoryNumbers, jurisdictions, serviceNumberTypeCities, serviceNumberTypes, tariffs } from '../schema.ts';
import { numberFactory } from './demo-numbers.ts';
import { DEMO_PRODUCTS } from './demo-products.ts';
import { loadDemoData } from './index.ts';

describe('numberFactory', () => {
  it('makes the same valid, unique numbers of the wanted type every time', () => {
    const a = numberFactory(7).take({ region: 'GB', prefix: '800', kind: 'tollFree', count: 25 });
    const b = numberFactory(7).take({ region: 'GB', prefix: '800', kind: 'tollFree', count: 25 });
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(25);
    for (const n of a) {
      expect(toE164(n)).toBe(n);
      expect(n.startsWith('+44800')).toBe(true);
    }
    const mobiles = numberFactory(7).mobile('SE', 10);
    expect(mobiles.every((n) => n.startsWith('+467') && toE164(n) === n)).toBe(true);
  });

  it('keeps geographic numbers of a shared calling code in their country', () => {
    const toronto = numberFactory(3).take({ region: 'CA', prefix: '416', kind: 'Fixed', count: 10 });
    expect(toronto.every((n) => n.startsWith('+1416'))).toBe(true);
  });
});

describe('demo catalogue', () => {
  let ctx: TestContext;
  let first: Awaited<ReturnType<typeof loadDemoData>>;
  const q = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

  beforeAll(async () => {
    ctx = await createTestContext();
    first = await loadDemoData(ctx.database.db, { storage: ctx.app.services.storage });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('loads about sixty products in at least 30 jurisdictions of all six regions, every service type', async () => {
    const products = await ctx.database.db.select().from(serviceNumberTypes);
    expect(products.length).toBe(DEMO_PRODUCTS.length);
    expect(products.length).toBeGreaterThanOrEqual(55);
    expect(first.catalogue.products).toBe(products.length);
    expect(new Set(products.map((p) => p.jurisdiction)).size).toBeGreaterThanOrEqual(30);
    const regions = await q<{ region: string }>(
      sql`select distinct j.region from ${serviceNumberTypes} p join ${jurisdictions} j on j.name = p.jurisdiction order by 1`,
    );
    expect(regions.map((r) => r.region)).toEqual(['Africa', 'Asia', 'Central America', 'Europe', 'North America', 'South America']);
    expect(new Set(products.map((p) => p.service_type))).toEqual(new Set(['ITFS', 'UIFN', 'ITFN', 'DID', 'SIP Trunking']));
    expect(products.filter((p) => p.expired).length).toBeGreaterThanOrEqual(3);
  });

  it('stores products normalised by the §4/§5 rules, with realistic requirements', async () => {
    const products = await ctx.database.db.select().from(serviceNumberTypes);
    for (const p of products) {
      const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = p;
      const normalised = normalizeProduct({ ...fields, cities: [{ city: 'x' }] });
      expect({ ...normalised, cities: undefined }).toEqual({ ...fields, cities: undefined });
    }
    const uifn = products.filter((p) => p.service_type === 'UIFN');
    expect(uifn.length).toBeGreaterThanOrEqual(3);
    expect(uifn.every((p) => p.service_access_code === '+800' && p.itu_assignment_notification_req)).toBe(true);
    expect(products.filter((p) => p.service_type !== 'UIFN').every((p) => p.service_access_code === null)).toBe(true);
    const sip = products.filter((p) => p.service_type === 'SIP Trunking');
    expect(sip.length).toBeGreaterThanOrEqual(4);
    expect(sip.every((p) => p.emergency_services && p.concurrent_maximum_calls !== null)).toBe(true);
    const germanDid = products.find((p) => p.jurisdiction === 'Germany' && p.service_type === 'DID');
    expect(germanDid).toMatchObject({
      end_user_address_req: true,
      end_user_address_type: 'local',
      end_user_address_proof_req: true,
      jurisdiction_dial_code: '49',
    });
    expect(products.some((p) => p.service_type === 'ITFS' && p.business_registration_req && p.buss_reg_doctypes_req)).toBe(true);
    const usItfs = products.find((p) => p.jurisdiction === 'United States' && p.service_type === 'ITFS');
    expect(usItfs?.portability_options).toEqual(['between in country carriers', 'in-country carrier', 'international carrier']);
    expect(products.filter((p) => p.service_type === 'DID' && p.portability).every((p) => p.portability_options.length === 1)).toBe(true);
  });

  it('gives city-based products their cities in order, with the dial codes of the cities table', async () => {
    const rows = await q<{ jurisdiction: string; city: string; position: number; city_dial_code: string; ref: string | null }>(sql`
      select p.jurisdiction, c.city, c.position, c.city_dial_code, r.dial_code as ref
      from ${serviceNumberTypeCities} c
      join ${serviceNumberTypes} p on p.id = c.service_number_type_id
      join ${jurisdictions} j on j.name = p.jurisdiction
      left join ${cities} r on r.country_code = j.country_code and r.name = c.city
      where p.service_type = 'DID' and p.jurisdiction = 'Germany' order by c.position`);
    expect(rows.map((r) => r.city)).toEqual(['Berlin', 'Frankfurt am Main', 'Munich', 'Hamburg', 'Düsseldorf', 'Cologne', 'Stuttgart']);
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(rows.every((r) => r.city_dial_code === r.ref)).toBe(true);
    const [{ wrong } = { wrong: -1 }] = await q<{ wrong: number }>(sql`
      select count(*)::int as wrong from ${serviceNumberTypeCities} c
      join ${serviceNumberTypes} p on p.id = c.service_number_type_id
      where p.service_type not in ('DID', 'SIP Trunking')`);
    expect(wrong).toBe(0);
  });

  it('prices most products with a standard tariff holding only the charges of its service type', async () => {
    const rows = await q<Record<string, string | null> & { service_type: string; outbound_calling_enabled: boolean }>(sql`
      select t.*, p.service_type, p.outbound_calling_enabled from ${tariffs} t join ${serviceNumberTypes} p on p.id = t.service_number_type_id where t.type = 'standard'`);
    const products = await ctx.database.db.select({ id: serviceNumberTypes.id }).from(serviceNumberTypes);
    expect(rows.length).toBeGreaterThanOrEqual(Math.ceil(products.length * 0.9));
    expect(rows.length).toBeLessThan(products.length);
    expect(first.catalogue.tariffs).toBe(rows.length);
    for (const t of rows) {
      expect(t.type).toBe('standard');
      expect(CURRENCY_CODES).toContain(t.currency);
      const applicable = new Set<string>(chargesFor(t.service_type, t.outbound_calling_enabled));
      for (const f of CHARGE_FIELDS) {
        if (applicable.has(f)) expect(t[f], `${t.service_type} ${f}`).toMatch(/^\d+\.\d{4}$/);
        else expect(t[f], `${t.service_type} ${f}`).toBeNull();
      }
      expect(String(t.billing_start_date) >= String(t.commencement_date)).toBe(true);
    }
    expect(new Set(rows.map((t) => t.currency)).size).toBe(6);
    const rates = rows.filter((t) => t.service_type === 'ITFS').map((t) => Number(t.fix_usage_rate));
    expect(rates.every((r) => r > 0 && r < 1)).toBe(true);
  });

  it('holds about 2,000 valid, unique E.164 inventory numbers, some assigned, routed and expired', async () => {
    const rows = await ctx.database.db.select().from(inventoryNumbers);
    expect(rows.length).toBeGreaterThanOrEqual(1800);
    expect(first.catalogue.inventory).toBe(rows.length);
    expect(new Set(rows.map((r) => r.service_number)).size).toBe(rows.length);
    for (const r of rows) {
      expect(toE164(r.service_number), r.service_number).toBe(r.service_number);
      if (r.translation_termination_number) expect(toE164(r.translation_termination_number)).toBe(r.translation_termination_number);
      if (r.customer_id === null) expect(r.translation_termination_number).toBeNull();
    }
    expect(rows.filter((r) => r.service_type === 'UIFN').every((r) => r.service_number.startsWith('+800'))).toBe(true);
    expect(
      rows.filter((r) => r.jurisdiction === 'Japan' && r.service_type === 'ITFS').every((r) => r.service_number.startsWith('+81120')),
    ).toBe(true);
    const london = rows.filter((r) => r.city === 'London' && r.service_type === 'DID');
    expect(london.length).toBeGreaterThan(10);
    expect(london.every((r) => r.service_number.startsWith('+4420'))).toBe(true);
    const [northwind] = await ctx.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`${customers.provider_insight_company_code} = 'NWT001'`);
    const mine = rows.filter((r) => r.customer_id === northwind?.id);
    expect(mine.length).toBeGreaterThan(200);
    expect(new Set(mine.map((r) => r.jurisdiction)).size).toBeGreaterThan(20);
    expect(rows.filter((r) => r.translation_termination_number).length).toBeGreaterThan(200);
    expect(rows.filter((r) => r.customer_id === null).length).toBeGreaterThan(rows.length / 3);
    const expired = rows.filter((r) => r.expired);
    expect(expired.length).toBeGreaterThan(30);
    expect(expired.every((r) => r.expiration_date)).toBe(true);
    const [{ orphans } = { orphans: -1 }] = await q<{ orphans: number }>(sql`
      select count(*)::int as orphans from ${inventoryNumbers} i left join ${jurisdictions} j on j.name = i.jurisdiction where j.id is null`);
    expect(orphans).toBe(0);
    expect(rows.filter((r) => r.service_type === 'SIP Trunking').every((r) => r.bothways_enabled)).toBe(true);
    expect(rows.filter((r) => r.service_type === 'SIP Trunking' && r.customer_id).every((r) => r.daisy_loopback_trunk)).toBe(true);
  });

  it('is idempotent: a second load adds nothing', async () => {
    const before = await q<{ p: number; t: number; i: number; c: number }>(sql`
      select (select count(*)::int from ${serviceNumberTypes}) as p, (select count(*)::int from ${tariffs}) as t,
             (select count(*)::int from ${inventoryNumbers}) as i, (select count(*)::int from ${serviceNumberTypeCities}) as c`);
    const again = await loadDemoData(ctx.database.db, { storage: ctx.app.services.storage });
    expect(again.catalogue).toEqual({ products: 0, tariffs: 0, inventory: 0 });
    const after = await q<{ p: number; t: number; i: number; c: number }>(sql`
      select (select count(*)::int from ${serviceNumberTypes}) as p, (select count(*)::int from ${tariffs}) as t,
             (select count(*)::int from ${inventoryNumbers}) as i, (select count(*)::int from ${serviceNumberTypeCities}) as c`);
    expect(after).toEqual(before);
  }, 60_000);
});
