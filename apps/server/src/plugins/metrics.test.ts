import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { outboxMessages } from '../db/schema.ts';

/** One sample of the exposition text (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics off (the default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is on only with a METRICS_PORT (set but empty is off), on the loopback unless METRICS_HOST says', () => {
    expect(loadConfig({}, {}).metricsPort).toBeUndefined();
    expect(loadConfig({}, { METRICS_PORT: '' }).metricsPort).toBeUndefined();
    expect(loadConfig({}, { METRICS_PORT: '9464' })).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({}, { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metricsHost).toBe('0.0.0.0');
    expect(() => loadConfig({}, { METRICS_PORT: 'x' })).toThrow();
  });

  it('has no metrics listener, and the public listener serves no metrics', async () => {
    expect(ctx.config.metricsPort).toBeUndefined();
    expect(ctx.app.metricsEndpoint).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('process_cpu');
  });
});

describe('metrics on (METRICS_PORT)', () => {
  let ctx: TestContext;
  let url: string;
  const scrape = async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  beforeAll(async () => {
    // the real queue, its workers not started: a queued job stays waiting
    ctx = await createTestContext({ metricsPort: 0, metricsHost: '127.0.0.1' }, { jobs: 'boss' });
    await ctx.app.services.jobs.start({ workers: false });
    const { port } = await ctx.app.metricsEndpoint!.listen();
    url = `http://127.0.0.1:${port}/metrics`;
  });
  afterAll(async () => {
    await ctx?.app.services.jobs.stop();
    await ctx?.close();
  });

  it('exposes the process, database, webhook and mail series', async () => {
    const text = await scrape();
    for (const name of ['process_cpu_seconds_total', 'nodejs_eventloop_lag_seconds', 'gsn_db_pool_connections']) {
      expect(text).toMatch(new RegExp(`^${name} `, 'm'));
    }
    if (ctx.database.engine === 'postgres') expect(sample(text, 'gsn_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    else expect(sample(text, 'gsn_db_pool_connections')).toBe(1);
    expect(sample(text, 'gsn_webhook_deliveries_total{outcome="failed-final"}')).toBe(0);
    expect(sample(text, 'gsn_mails_total{outcome="sent"}')).toBe(0);
    expect((await fetch(url.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('counts a request under its route pattern and status, never its URL', async () => {
    const health = 'gsn_http_requests_total{method="GET",route="/api/health",status_code="200"}';
    const before = sample(await scrape(), health) ?? 0;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders/424242?x=1' })).statusCode).toBe(401);
    const text = await scrape();
    expect(sample(text, health)).toBe(before + 1);
    expect(sample(text, 'gsn_http_requests_total{method="GET",route="/api/orders/:id",status_code="401"}')).toBe(1);
    expect(sample(text, 'gsn_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}')).toBe(before + 1);
    expect(text).not.toContain('424242');
    // the public listener still does not serve them
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('shows a queued job in its queue depth, with the age of the oldest', async () => {
    const waiting = 'gsn_job_queue_waiting{queue="mail"}';
    expect(sample(await scrape(), waiting)).toBe(0);
    await ctx.app.services.mailer.send({ to: 'queued@example.org', subject: 'waits', text: 'x' });
    await new Promise((r) => setTimeout(r, 20));
    const text = await scrape();
    expect(sample(text, waiting)).toBe(1);
    expect(sample(text, 'gsn_job_queue_oldest_waiting_seconds{queue="mail"}')).toBeGreaterThan(0);
  });

  it('shows the outbox’s undelivered messages as a queue of its own', async () => {
    const waiting = 'gsn_job_queue_waiting{queue="outbox"}';
    expect(sample(await scrape(), waiting)).toBe(0);
    await ctx.database.db.transaction((tx) => ctx.app.services.outbox.add(tx, 'metrics.test', { n: 1 }));
    expect(sample(await scrape(), waiting)).toBe(1);
    await ctx.database.db.delete(outboxMessages);
  });
});
