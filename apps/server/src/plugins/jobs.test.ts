import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  // the real queue: pg-boss on the engine under test (PGlite or PostgreSQL)
  ctx = await createTestContext({}, { jobs: 'boss' });
  await ctx.app.services.jobs.start();
});
afterAll(async () => {
  await ctx?.app.services.jobs.stop();
  await ctx?.close();
});

describe('mail through pg-boss', () => {
  it('delivers a queued mail to the outbox with its link', async () => {
    expect(ctx.app.services.jobs.mode).toBe('boss');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { email: 'queued@example.org', firstname: 'Q', lastname: 'U' },
    });
    expect(res.statusCode).toBe(201);
    let mails: Awaited<ReturnType<TestContext['mails']>> = [];
    for (let i = 0; i < 100 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 200));
      mails = await ctx.mails();
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toContain('queued@example.org');
    expect(mails[0]?.links[0]).toMatch(/\/account\/reset-password\/[\w-]{20,}/);
    const files = await fs.readdir(path.join(ctx.config.dataDir, 'outbox'));
    expect(files[0]).toMatch(/\.eml$/);
  });
});
