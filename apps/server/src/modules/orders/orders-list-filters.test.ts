import { WHOLE_NUMBER_MESSAGE } from '@gsn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { reportWorld } from '../../../test/report-world.ts';

// A list filter given a value it cannot read answers 400 with the field, on every list: a filter silently dropped
// (every order shown for "abc") or read as another number ("1e3" as 1000, "0x10" as 16) looks like an answer.

let ctx: TestContext;
let ops: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ ops } = await reportWorld(ctx, 220));
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(ops) });

describe('list filters validate their input', () => {
  it('refuses an order id that is not a whole number, with the field', async () => {
    for (const bad of ['abc', '1e3', '0x10', '7.0', '-3']) {
      const res = await get(`/orders?order_id=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation.failed', errors: [expect.objectContaining({ field: 'order_id' })] });
    }
    expect((await get('/orders?order_id=abc')).json().errors[0].message).toBe(WHOLE_NUMBER_MESSAGE);
    // digits (spaces around them aside) and blank still work
    expect((await get('/orders?order_id=%2042%20')).statusCode).toBe(200);
    expect((await get('/orders?order_id=')).statusCode).toBe(200);
  });

  it('refuses the same on the other lists’ id filters and on every list’s page and limit', async () => {
    for (const [url, field] of [
      ['/orders?customer_id=1e1', 'customer_id'],
      ['/invnumbers?order_id=0x10', 'order_id'],
      ['/accounts?customer_id=7.0', 'customer_id'],
      ['/customers?provider_signed_bdm_id=1e1', 'provider_signed_bdm_id'],
      ['/calls?customer_id=abc', 'customer_id'],
      ['/traffic/alerts?customer_id=0x1', 'customer_id'],
      ['/orders?page=1e1', 'page'],
      ['/customers?limit=0x10', 'limit'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual([expect.objectContaining({ field, message: WHOLE_NUMBER_MESSAGE })]);
    }
  });
});
