import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../../test/documents.ts';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { expectedColumns, ratingWorld, type RatingWorld, storedRatedCalls } from '../../../test/rating-world.ts';
import { reportWorld } from '../../../test/report-world.ts';
import { inventoryNumbers, orders } from '../../db/schema.ts';

/**
 * Re-rating when a number's pricing level changes (docs/billing.md, Re-rating): a number that joins an order is
 * priced by the order's tariffs, and by its own charges once it has some; its calls of the open months follow, with
 * the cost counters and the statements' usage counters.
 */

let ctx: TestContext;
let w: RatingWorld;
let admin: string;
let numberId: number;
let orderId: number;
const NUMBER = '+442071239999';

const rows = async <T>(q: string) => ((await ctx.database.db.execute(sql.raw(q))) as unknown as { rows: T[] }).rows;
const theCall = async () => (await storedRatedCalls(ctx, `c.called_number = '${NUMBER}'`))[0]!;
const costs = () => rows<{ currency: string; calls: number; cost: string }>('select currency, calls, cost::text from call_costs_hourly');
const usage = () =>
  rows<{ currency: string; rate: string; calls: number; cost: string }>(
    `select currency, rate::text, calls, cost::text from call_usage_monthly where inventory_number_id = ${numberId}`,
  );
const time = (t: number) => new Date(t).toISOString().replace('T', ' ').slice(0, 19);

beforeAll(async () => {
  ctx = await createTestContext();
  const world = await reportWorld(ctx);
  w = await ratingWorld(ctx, world.companyA);
  await addAccount(ctx, { email: 'admin@join.test', account_type_id: 100 });
  admin = await login(ctx, 'admin@join.test');
  // a DID number in stock, without an order or charges of its own: its calls are priced by nothing
  const [n] = await ctx.database.db
    .insert(inventoryNumbers)
    .values({
      service_number: NUMBER,
      service_type: 'DID',
      jurisdiction: 'United Kingdom',
      state: 'available',
      customer_id: world.companyA,
    })
    .returning({ id: inventoryNumbers.id });
  numberId = n!.id;
  orderId = await insertOrder(ctx, world.companyA, 'accepted');
  await ctx.database.db
    .update(orders)
    .set({ service_number_type_id: w.products.did, custom_tariff_id: w.tariffs.orderDid })
    .where(eq(orders.id, orderId));
  // a 90 s call an hour ago
  const at = Date.now() - 3_600_000;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/calls/import',
    headers: { ...bearer(world.ops), 'content-type': 'text/csv' },
    payload: `CDR_SEIZTIME,CDR_CLDNUM,CDR_CLGNUM,DIRECTION,CDR_ANSWERTIME,CDR_DISCTIME\n${time(at)},${NUMBER},+33612345678,inbound,${time(at + 5000)},${time(at + 95_000)}`,
  });
  expect(res.json()).toMatchObject({ loaded: 1 });
});
afterAll(async () => ctx?.close());

describe('re-rating on a number’s pricing level', () => {
  it('rates a number’s calls by its order’s tariffs when it joins the order, then by its own charges once it has some', async () => {
    expect(await theCall()).toMatchObject({ unrated_reason: 'no_tariff', cost: null });
    expect(await usage()).toEqual([]);

    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/numbers`,
      headers: bearer(admin),
      payload: { service_numbers: [NUMBER] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.added).toBe(1);
    // the product's GBP 0.0100 a minute at its 1/1: 90 s → 0.0150
    const joined = await theCall();
    expect(joined).toMatchObject({ ...expectedColumns(joined), rating_source: 'product_tariff', currency: 'GBP', cost: '0.0150' });
    expect((await costs()).filter((c) => c.currency === 'GBP' && c.cost === '0.0150')).toHaveLength(1);
    expect(await usage()).toEqual([{ currency: 'GBP', rate: '0.0100', calls: 1, cost: '0.0150' }]);

    // its own charges through PUT /invnumbers/{id}: EUR 0.0200 a minute, by the order's 60/6 → 90 s → 0.0300
    const current = (await ctx.app.inject({ method: 'GET', url: `/api/invnumbers/${numberId}`, headers: bearer(admin) })).json();
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invnumbers/${numberId}`,
      headers: bearer(admin),
      payload: {
        service_type: 'DID',
        jurisdiction: 'United Kingdom',
        currency: 'EUR',
        inbound_charges: '0.0200',
        updatedAt: current.updatedAt,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const own = await theCall();
    expect(own).toMatchObject({ ...expectedColumns(own), rating_source: 'number_charges', currency: 'EUR', cost: '0.0300' });
    expect(await usage()).toEqual([{ currency: 'EUR', rate: '0.0200', calls: 1, cost: '0.0300' }]);
    expect((await costs()).filter((c) => c.currency === 'GBP')).toEqual([]);
  });
});
