import { DNIS_MESSAGES as D, INVENTORY_MESSAGES as M } from '@gsn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { customers, inventoryNumbers } from '../../db/schema.ts';

let ctx: TestContext;
let ops: string;
let cust: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const [a, b] = (
    await db
      .insert(customers)
      .values([
        { name: 'Alpha', provider_insight_company_code: 'CUSA' },
        { name: 'Beta', provider_insight_company_code: 'CUSB' },
      ])
      .returning({ id: customers.id })
  ).map((r) => r.id) as [number, number];
  const rows = await db
    .insert(inventoryNumbers)
    .values([
      {
        service_number: '+442079460001',
        service_type: 'DID',
        jurisdiction: 'United Kingdom',
        customer_id: a,
        translation_termination_number: '+4930901820',
      },
      { service_number: '+442079460002', service_type: 'DID', jurisdiction: 'United Kingdom', customer_id: b },
      { service_number: '+4930901821', service_type: 'ITFS', jurisdiction: 'Germany', customer_id: a, routing_vendor: 'Acme' },
    ])
    .returning({ id: inventoryNumbers.id, service_number: inventoryNumbers.service_number });
  for (const r of rows) ids[r.service_number] = r.id;
  await addAccount(ctx, { email: 'ops@gsn.test', account_type_id: 130 });
  await addAccount(ctx, { email: 'c@alpha.test', account_type_id: 220, customer_id: a });
  ops = await login(ctx, 'ops@gsn.test');
  cust = await login(ctx, 'c@alpha.test');
});
afterAll(async () => ctx?.close());

const list = (query = '', token = ops) => ctx.app.inject({ method: 'GET', url: `/api/dnis/${query}`, headers: bearer(token) });
const put = (id: number, payload: object, token = ops) =>
  ctx.app.inject({ method: 'PUT', url: `/api/dnis/${id}`, payload, headers: bearer(token) });
const numbers = (res: { json(): { data: { service_number: string }[] } }) => res.json().data.map((r) => r.service_number);

describe('GET /dnis/', () => {
  it('lists the routing of every number for staff, by service number', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(3);
    expect(numbers(res)).toEqual(['+442079460001', '+442079460002', '+4930901821']);
    expect(res.json().data[0]).toEqual({
      id: ids['+442079460001'],
      service_number: '+442079460001',
      translation_termination_number: '+4930901820',
      translated_routing: null,
      routing_vendor: null,
      ocn_for_customer: null,
      service_type: 'DID',
      jurisdiction: 'United Kingdom',
      city: null,
      customer_insight_code: 'CUSA',
      customer_name: 'Alpha',
      order_id: null,
      expired: false,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(numbers(await list('?asc=false'))).toEqual(['+4930901821', '+442079460002', '+442079460001']);
    expect((await list('?orderby=city')).statusCode).toBe(400);
  });

  it('filters by number start, jurisdiction, customer code and unrouted', async () => {
    expect(numbers(await list('?service_number=44%2020'))).toEqual(['+442079460001', '+442079460002']);
    expect(numbers(await list('?service_number=abc'))).toEqual([]);
    expect(numbers(await list('?jurisdiction=Germany'))).toEqual(['+4930901821']);
    expect(numbers(await list('?customer_code=cusb'))).toEqual(['+442079460002']);
    expect(numbers(await list('?unrouted=true'))).toEqual(['+442079460002', '+4930901821']);
  });

  it('shows a customer only its company’s numbers, ignoring customer_code', async () => {
    expect(numbers(await list('', cust))).toEqual(['+442079460001', '+4930901821']);
    expect(numbers(await list('?customer_code=CUSB', cust))).toEqual(['+442079460001', '+4930901821']);
  });
});

describe('PUT /dnis/{id}', () => {
  it('sets the routing columns and answers the DNIS row', async () => {
    const id = ids['+442079460002']!;
    const res = await put(id, {
      translation_termination_number: '+44 161 496 0000',
      translated_routing: 'SIP',
      routing_vendor: 'Acme',
      ocn_for_customer: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: D.updated,
      data: {
        id,
        translation_termination_number: '+441614960000',
        translated_routing: 'SIP',
        routing_vendor: 'Acme',
        ocn_for_customer: null,
      },
    });
    const [stored] = await ctx.database.db.select().from(inventoryNumbers).where(eq(inventoryNumbers.id, id));
    expect(stored).toMatchObject({ translation_termination_number: '+441614960000', service_type: 'DID', customer_id: expect.any(Number) });
  });

  it('needs a valid termination number, a known id and staff', async () => {
    const id = ids['+4930901821']!;
    const missing = await put(id, { translated_routing: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: 'translation_termination_number' });
    const bad = await put(id, { translation_termination_number: '12' });
    expect(bad.json().errors[0]).toEqual({ field: 'translation_termination_number', message: M.e164, code: 'field.invalid' });
    expect((await put(999999, { translation_termination_number: '+4930901822' })).statusCode).toBe(404);
    expect((await put(id, { translation_termination_number: '+4930901822' }, cust)).statusCode).toBe(403);
    const [stored] = await ctx.database.db.select().from(inventoryNumbers).where(eq(inventoryNumbers.id, id));
    expect(stored!.translation_termination_number).toBeNull();
  });
});
