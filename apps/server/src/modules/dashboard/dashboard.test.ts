import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
let a: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.database.db
    .insert(customers)
    .values([{ name: 'Alpha Ltd' }, { name: 'Beta Ltd' }])
    .returning({ id: customers.id });
  a = rows[0]!.id;
  const b = rows[1]!.id;
  await addAccount(ctx, { email: 'boss@gsn.test', account_type_id: 100 });
  await addAccount(ctx, { email: 'master@alpha.test', account_type_id: 200, customer_id: a });
  await addAccount(ctx, { email: 'ops@alpha.test', account_type_id: 230, customer_id: a });
  await addAccount(ctx, { email: 'master@beta.test', account_type_id: 200, customer_id: b });
  await addAccount(ctx, { email: 'reg@example.org', account_type_id: 400 });
  await login(ctx, 'master@beta.test');
  await login(ctx, 'ops@alpha.test');
});
afterAll(async () => ctx?.close());

const summary = async (email: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(await login(ctx, email)) })).json();

describe('dashboard', () => {
  it('shows staff every company and every recent login', async () => {
    const s = await summary('boss@gsn.test');
    expect(s.counts.customers).toBe(2);
    expect(s.counts.active_accounts).toBe(5);
    const emails = s.last_logins.map((l: { email: string }) => l.email);
    expect(emails).toEqual(expect.arrayContaining(['master@beta.test', 'ops@alpha.test', 'boss@gsn.test']));
    expect(emails[0]).toBe('boss@gsn.test');
  });

  it('shows a master only its own company', async () => {
    const s = await summary('master@alpha.test');
    expect(s.counts.customers).toBe(1);
    expect(s.counts.active_accounts).toBe(2);
    const emails = s.last_logins.map((l: { email: string }) => l.email);
    expect(emails).toContain('ops@alpha.test');
    expect(emails).not.toContain('master@beta.test');
    expect(emails).not.toContain('boss@gsn.test');
  });

  it('shows a registered user no company data', async () => {
    const s = await summary('reg@example.org');
    expect(s.counts).toEqual({ customers: 0, active_accounts: 0, orders: 0, new_notifications: 0, open_traffic_alerts: 0 });
    expect(s.last_logins).toEqual([]);
  });
});
