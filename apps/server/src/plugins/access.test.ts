/// <reference types="vite/client" />
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../test/helpers.ts';
import { registerAccess } from './access.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/**
 * Every API route with its expected policy, from each module's `access.expected.ts` (beside its routes). A new route
 * must be added to its module's table, so that nobody ships an endpoint without deciding who may call it.
 */
const TABLES = import.meta.glob<{ EXPECTED_ACCESS: Record<string, string> }>('../modules/*/access.expected.ts', { eager: true });
const EXPECTED: Record<string, string> = {};
for (const [file, table] of Object.entries(TABLES)) {
  for (const [route, policy] of Object.entries(table.EXPECTED_ACCESS)) {
    if (route in EXPECTED) throw new Error(`${route} is in two modules' tables (${file})`);
    EXPECTED[route] = policy;
  }
}

describe('route policies', () => {
  it('every API route declares the expected policy, and none is missing from the table', () => {
    const actual = Object.fromEntries(
      ctx.app.routePolicies.map((r) => [`${r.method} ${r.url}`, typeof r.access === 'string' ? r.access : JSON.stringify(r.access)]),
    );
    expect(actual).toEqual(EXPECTED);
  });

  it('refuses to register a route without a policy', async () => {
    const app = Fastify();
    registerAccess(app);
    expect(() => app.get('/api/oops', async () => 'x')).toThrow(/declares no access policy/);
    await app.close();
  });

  it('answers 401 without a session on every non-public route', async () => {
    for (const r of ctx.app.routePolicies.filter((p) => p.access !== 'public')) {
      const url = r.url.replace(':id', '100');
      const res = await ctx.app.inject({ method: r.method as 'GET', url, payload: r.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${r.method} ${url}`).toBe(401);
    }
  });

  it('lets each account type reach only its audiences', async () => {
    const types = [100, 110, 200, 230, 400];
    for (const t of types) {
      await addAccount(ctx, { email: `t${t}@policy.test`, account_type_id: t });
      const token = await login(ctx, `t${t}@policy.test`);
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/accounts/',
        headers: bearer(token),
        payload: { password: 'Wrong!123a' },
      });
      // registered users reach the handler (wrong password → 422); everyone else is forbidden
      expect(del.statusCode, `type ${t}`).toBe(t === 400 ? 422 : 403);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/account/types/', headers: bearer(token) })).statusCode).toBe(200);
    }
  });
});

describe('errors', () => {
  it('never leak internals on a 500', async () => {
    const { buildApp } = await import('../app.ts');
    const app = await buildApp(ctx.config, ctx.database, { logger: false, jobs: 'inline' });
    app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret table xyz_internal exploded');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'internal',
      message: 'We experience some error with your request, please contact the administrator',
    });
    expect(res.body).not.toContain('xyz_internal');
    await app.close();
  });

  it('answer unknown API paths with the spec’s 404 message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('We couldnt find what you are looking for');
    expect(res.json().code).toBe('not_found');
  });

  it('serve the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    // the paths are relative to the server (`servers: [{ url: '/api' }]`)
    expect(res.json().servers).toMatchObject([{ url: '/api' }]);
    expect(Object.keys(res.json().paths)).toContain('/account/login');
  });
});
