import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { accountTokens, customers } from '../../db/schema.ts';
import { RESEND_MESSAGES } from './accounts-service.ts';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const [alpha, beta] = (
    await ctx.database.db
      .insert(customers)
      .values([{ name: 'Alpha Telecom' }, { name: 'Beta Voice' }])
      .returning({ id: customers.id })
  ).map((r) => r.id) as [number, number];
  const people: [string, number, number | null, string][] = [
    ['admin@gsn.test', 100, null, 'active'],
    ['product@gsn.test', 120, null, 'active'],
    ['master@alpha.test', 200, alpha, 'active'],
    ['master@beta.test', 200, beta, 'active'],
  ];
  for (const [email, type, company, status] of people) {
    ids[email] = await addAccount(ctx, { email, account_type_id: type, customer_id: company, status });
    tokens[email] = await login(ctx, email);
  }
  await ctx.database.db.update(customers).set({ master_id: ids['master@alpha.test'] }).where(eq(customers.id, alpha));
  ids['new@alpha.test'] = await addAccount(ctx, { email: 'new@alpha.test', account_type_id: 210, customer_id: alpha, status: 'created' });
  ids['new@gsn.test'] = await addAccount(ctx, { email: 'new@gsn.test', account_type_id: 130, status: 'created' });
});
afterAll(async () => ctx?.close());

const resend = (id: number, as?: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/accounts/${id}/resend_activation`, headers: as ? bearer(tokens[as]!) : {} });

describe('POST /accounts/{id}/resend_activation', () => {
  it('mails a new activation link that activates the account', async () => {
    const before = (await ctx.mails()).length;
    const res = await resend(ids['new@gsn.test']!, 'admin@gsn.test');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(RESEND_MESSAGES.sent);
    const mails = (await ctx.mails()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toContain('new@gsn.test');
    const link = mails[0]!.links[0]!;
    expect(link).toMatch(/\/account\/reset-password\/[\w-]{20,}/);
    const rows = await ctx.database.db.select().from(accountTokens).where(eq(accountTokens.account_id, ids['new@gsn.test']!));
    expect(rows.some((t) => t.purpose === 'activate')).toBe(true);
    const token = link.split('/').pop()!;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/account/token_verification/${token}` })).statusCode).toBe(200);
  });

  it('lets a master resend for its own company only', async () => {
    expect((await resend(ids['new@alpha.test']!, 'master@alpha.test')).statusCode).toBe(200);
    expect((await resend(ids['new@alpha.test']!, 'master@beta.test')).statusCode).toBe(404);
  });

  it('refuses callers without account edit rights, and anonymous ones', async () => {
    expect((await resend(ids['new@gsn.test']!, 'product@gsn.test')).statusCode).toBe(403);
    expect((await resend(ids['new@gsn.test']!)).statusCode).toBe(401);
  });

  it('answers 409 for an account that is no longer created, and 404 for an unknown one', async () => {
    const before = (await ctx.mails()).length;
    const res = await resend(ids['master@beta.test']!, 'admin@gsn.test');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RESEND_MESSAGES.notCreated);
    expect((await resend(999_999, 'admin@gsn.test')).statusCode).toBe(404);
    expect((await ctx.mails()).length).toBe(before);
  });
});
