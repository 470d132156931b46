import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { connect } from '../db/connect.ts';
import { drainAndClose } from '../lib/shutdown.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './errors.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('database outage', () => {
  it('recognises connection errors, also wrapped (Drizzle) , and not other database errors', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('terminating'), { code: '57P01' }) }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    // a PostgreSQL server that is not there (nothing listens on port 1): every query fails to connect
    const down = await connect({ databaseUrl: 'postgres://root@127.0.0.1:1/none', poolSize: 1 });
    const app = await buildApp(ctx.config, down, { logger: false, jobs: 'inline' });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/countries/' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', code: 'unavailable', message: UNAVAILABLE_MESSAGE });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await app.close();
      await down.close();
    }
  });

  it('still answers 500 without internals for other errors', async () => {
    const app = await buildApp(ctx.config, ctx.database, { logger: false, jobs: 'inline' });
    app.get('/api/bad-sql', { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('relation "xyz_internal" does not exist'), { code: '42P01' });
    });
    const res = await app.inject({ method: 'GET', url: '/api/bad-sql' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body).not.toContain('xyz_internal');
    await app.close();
  });
});

describe('graceful stop (SIGTERM)', () => {
  it('answers 503 on the health check while requests in flight finish, then closes the listener', async () => {
    const app = await buildApp(ctx.config, ctx.database, { logger: false, jobs: 'inline' });
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    app.get('/api/slow', { config: { access: 'public' } }, async () => {
      await held;
      return { done: true };
    });
    await app.listen({ port: 3221, host: '127.0.0.1' });
    const base = 'http://127.0.0.1:3221';
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    const slow = fetch(`${base}/api/slow`);
    await new Promise((r) => setTimeout(r, 100)); // the slow request is in flight
    const stopped = drainAndClose(app, 2000);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await health.json()).toMatchObject({ status: 'draining' });
    // other requests are still served while draining
    expect((await fetch(`${base}/api/countries/?limit=1`)).status).toBe(200);

    // the slow request ends after the drain period: the close waits for it
    const order: string[] = [];
    setTimeout(() => {
      order.push('released');
      release();
    }, 3000);
    await stopped.then(() => order.push('closed'));
    expect(order).toEqual(['released', 'closed']);
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});

describe('security log', () => {
  it('records refused authentication, authorization and malformed input with who, where and the code, never the body', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const app = await buildApp(ctx.config, ctx.database, { logger: { level: 'info', stream }, jobs: 'inline' });
    try {
      await app.inject({ method: 'GET', url: '/api/account/profile', remoteAddress: '198.51.100.9' });
      await app.inject({ method: 'POST', url: '/api/account/login', payload: { password: 'hunter2-secret' } });
      const refused = lines.filter((l) => l.security);
      expect(refused).toContainEqual(
        expect.objectContaining({
          security: 'auth.session_expired',
          status: 401,
          ip: '198.51.100.9',
          route: '/api/account/profile',
          account_id: null,
        }),
      );
      expect(refused).toContainEqual(expect.objectContaining({ security: 'validation.failed', status: 400, route: '/api/account/login' }));
      expect(JSON.stringify(lines)).not.toContain('hunter2-secret');
    } finally {
      await app.close();
    }
  });
});
