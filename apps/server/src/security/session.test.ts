import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, loginAttempts, sessions } from '../db/schema.ts';
import { addAccount, createTestContext, login, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('session maintenance', () => {
  it('purges long-expired sessions and stale attempts, keeps live ones', async () => {
    const id = await addAccount(ctx, { email: 'keep@gsn.test', account_type_id: 110 });
    await login(ctx, 'keep@gsn.test');
    await login(ctx, 'keep@gsn.test');
    const [old] = await ctx.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.account_id, id)).limit(1);
    await ctx.database.db.update(sessions).set({ expires_at: sql`now() - interval '2 days'` }).where(eq(sessions.id, old!.id));
    await ctx.database.db.insert(loginAttempts).values({ key: 'email:x', at: new Date(Date.now() - 25 * 3600_000) });
    await ctx.database.db.insert(loginAttempts).values({ key: 'email:recent', at: new Date(Date.now() - 23 * 3600_000) });
    await ctx.app.inject({ method: 'GET', url: '/api/account/forgotpassword/keep@gsn.test' });
    await ctx.database.db.update(accountTokens).set({ expires_at: sql`now() - interval '8 days'` });
    await ctx.app.services.sessions.purgeExpired();
    const left = await ctx.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.account_id, id));
    expect(left).toHaveLength(1);
    expect(left[0]?.id).not.toBe(old!.id);
    expect(await ctx.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'email:x'))).toHaveLength(0);
    expect(await ctx.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'email:recent'))).toHaveLength(1);
    expect(await ctx.database.db.select().from(accountTokens)).toHaveLength(0);
  });
});
