import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, STRONG, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await addAccount(ctx, { email: 'headers@example.test', account_type_id: 110 });
});
afterAll(async () => ctx?.close());

describe('headers of every API answer', () => {
  it('keeps answers out of caches, the public reference lists excepted', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'headers@example.test', password: STRONG },
    });
    expect(login.statusCode, login.body).toBe(200);
    // a session token in the body: never stored
    expect(login.headers['cache-control']).toBe('no-store');
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(login.json().token) });
    expect(profile.headers['cache-control']).toBe('no-store');
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/vendors' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const countries = await ctx.app.inject({ method: 'GET', url: '/api/countries/' });
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('challenges a 401 as RFC 6750 says: invalid_token only when a token was sent', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/account/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="api"');
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer('not-a-token') });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_token"');
    // a wrong password is a 401 too, but no token was refused
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'headers@example.test', password: 'Wrong#pass1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer realm="api"');
  });
});
