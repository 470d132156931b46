import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createTestContext, type TestContext } from '../../test/helpers.ts';
import { minimumRetrySpanSeconds } from './jobs.ts';
import { MAIL_RETRY } from './mailer.ts';

let ctx: TestContext;
beforeAll(async () => {
  // the real queue (pg-boss on the engine under test), workers not started yet so that a backlog can build up
  ctx = await createTestContext({}, { jobs: 'boss' });
});
afterAll(async () => {
  await ctx?.app.services.jobs.stop();
  await ctx?.close();
});

async function waitFor<T>(probe: () => Promise<T | undefined>, tries = 150): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

describe('mail queue', () => {
  it('delivers a reset mail ahead of a backlog of notification mails', async () => {
    await addAccount(ctx, { email: 'reset-me@example.org', account_type_id: 130 });
    // the queue exists but nobody works it yet: a backlog builds up
    await ctx.app.services.jobs.start({ workers: false });
    const backlog = 300;
    for (let i = 0; i < backlog; i++) {
      await ctx.app.services.mailer.send({ to: `n${i}@example.org`, subject: `notification ${i}`, text: 'x' });
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/api/account/forgotpassword/reset-me@example.org' });
    expect(res.statusCode).toBe(200);
    await ctx.app.services.jobs.startWorkers();
    const all = await waitFor(async () => {
      const m = await ctx.mails();
      return m.length === backlog + 1 ? m : undefined;
    });
    const position = all.findIndex((m) => m.to.includes('reset-me@example.org'));
    expect(position).toBeGreaterThanOrEqual(0);
    expect(all[position]?.subject).toContain('reset your password');
    // worked in the first batch, not behind the 300 notifications
    expect(position).toBeLessThan(50);
  });

  it('keeps a mail whose sending fails and retries it', async () => {
    const outbox = path.join(ctx.config.dataDir, 'outbox');
    const moved = `${outbox}.away`;
    await fs.mkdir(outbox, { recursive: true });
    await fs.rename(outbox, moved);
    await fs.writeFile(outbox, 'not a directory'); // the outbox write now fails
    await ctx.app.services.mailer.send({ to: 'retry@example.org', subject: 'will fail once', text: 'x' });
    const row = await waitFor(async () => {
      const r = await ctx.database.db.execute(
        sql`select state, retry_count, output, retry_limit, retry_delay, retry_delay_max, retry_backoff
          from pgboss.job where name = 'mail' and data->>'to' = 'retry@example.org'`,
      );
      const job = r.rows[0] as
        | { state: string; retry_count: number; output: { message?: string } | null; retry_limit: number; retry_delay: number }
        | undefined;
      return job && job.state !== 'created' && job.state !== 'active' ? job : undefined;
    });
    // failed once, kept for a later attempt rather than dropped: retried for at least a day
    expect(row.state).toBe('retry');
    expect(row.output?.message).toBeTruthy();
    expect(row).toMatchObject({
      retry_limit: MAIL_RETRY.limit,
      retry_delay: MAIL_RETRY.delaySeconds,
      retry_delay_max: 3600,
      retry_backoff: true,
    });
    expect(minimumRetrySpanSeconds(MAIL_RETRY)).toBeGreaterThanOrEqual(24 * 3600);
    expect(minimumRetrySpanSeconds({ limit: 5, delaySeconds: 30, maxDelaySeconds: 3600 })).toBe(930); // the 15 minutes before
    await fs.rm(outbox);
    await fs.rename(moved, outbox);
  }, 60_000);
});
