import type { Config } from '../src/config.ts';
import { customers, vendors } from '../src/db/schema.ts';
import { addAccount, bearer, createTestContext, login, type TestContext } from './helpers.ts';

/**
 * The world of the integration tests (API keys and idempotent writes, docs/integrating.md): two companies with a master
 * each, an administrator, and one orderable DID product.
 */
export const ADMIN = 'admin@gsn.test';
export const MASTER = 'master@northwind.test';
export const BUYER = 'buyer@northwind.test';
export const RIVAL = 'master@contoso.test';

export interface IntegrationWorld {
  ctx: TestContext;
  tokens: Record<string, string>;
  ids: Record<string, number>;
  northwind: number;
  contoso: number;
  product: number;
  /** An order body for the product. */
  order(over?: Record<string, unknown>): Record<string, unknown>;
}

export async function createIntegrationWorld(overrides: Partial<Config> = {}): Promise<IntegrationWorld> {
  const ctx = await createTestContext(overrides);
  const db = ctx.database.db;
  const [northwind, contoso] = (
    await db
      .insert(customers)
      .values([{ name: 'Northwind' }, { name: 'Contoso' }])
      .returning({ id: customers.id })
  ).map((r) => r.id) as [number, number];
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  for (const [email, type, company] of [
    [ADMIN, 100, null],
    [MASTER, 200, northwind],
    [BUYER, 210, northwind],
    [RIVAL, 200, contoso],
  ] as const) {
    ids[email] = await addAccount(ctx, { email, account_type_id: type, customer_id: company });
    tokens[email] = await login(ctx, email);
  }
  const [vendor] = await db.insert(vendors).values({ name: 'Orange Wholesale' }).returning({ id: vendors.id });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/servicenumbers/type',
    headers: bearer(tokens[ADMIN]!),
    payload: {
      vendor_id: vendor!.id,
      vendor_plan: 'Plan 1',
      jurisdiction: 'United Kingdom',
      vendor_option: 'DID Gold',
      service_type: 'DID',
      number_type: 'Fixed',
      cities: [{ city: 'London', city_dial_code: '20' }],
    },
  });
  if (res.statusCode !== 201) throw new Error(`product: ${res.statusCode} ${res.body}`);
  const product = res.json().data.id as number;
  return {
    ctx,
    tokens,
    ids,
    northwind,
    contoso,
    product,
    order: (over = {}) => ({ service_number_type_id: product, number_quantity: 2, reference: 'INT-1', terms_accepted: true, ...over }),
  };
}
