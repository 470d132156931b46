import { CUSTOMER_TEMPLATE_COLUMNS } from '@gsn/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { multipart, xlsx } from '../../../test/spreadsheets.ts';
import { accountMails } from '../account/index.ts';
import { customersRepository } from './customers-repository.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  // the real queue on the engine under test: the activation mails are pg-boss jobs queued in the upload's transactions
  ctx = await createTestContext({}, { jobs: 'boss' });
  await ctx.app.services.jobs.start();
  await addAccount(ctx, { email: 'admin@gsn.test', account_type_id: 100 });
  admin = await login(ctx, 'admin@gsn.test');
});
afterAll(async () => {
  await ctx?.app.services.jobs.stop();
  await ctx?.close();
});

const jobsFor = async (email: string) =>
  (await ctx.database.db.execute(sql`select state from pgboss.job where name = 'mail' and data->>'to' = ${email}`)).rows;

describe('activation mails of a customer bulk upload', () => {
  it('are queued with the masters and delivered', async () => {
    const rows = [
      [...CUSTOMER_TEMPLATE_COLUMNS],
      ...[1, 2, 3].map((i) =>
        CUSTOMER_TEMPLATE_COLUMNS.map(
          (c) => ({ name: `Queued Co ${i}`, master_email: `m${i}@queued.example`, address_country: 'Sweden' })[c as string] ?? '',
        ),
      ),
    ];
    const { payload, headers } = multipart('c.xlsx', xlsx(rows));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/customers/bulk', payload, headers: { ...headers, ...bearer(admin) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { status: string }) => r.status)).toEqual(['created', 'created', 'created']);
    for (const i of [1, 2, 3]) expect(await jobsFor(`m${i}@queued.example`)).toHaveLength(1);
    let mails: Awaited<ReturnType<TestContext['mails']>> = [];
    for (let i = 0; i < 100 && mails.length < 3; i++) {
      await new Promise((r) => setTimeout(r, 200));
      mails = await ctx.mails();
    }
    expect(mails.map((m) => m.to).sort()).toEqual(['m1@queued.example', 'm2@queued.example', 'm3@queued.example']);
    expect(mails[0]?.links[0]).toMatch(/\/account\/reset-password\//);
  });

  it('roll back with the transaction that queued them', async () => {
    const repo = customersRepository(ctx.database.db);
    await expect(
      repo.transaction(async (tx) => {
        await ctx.app.services.mailer.send(accountMails.activation('gone@queued.example', 'http://portal.test/x'), { db: tx.jobDb });
        throw new Error('crash after the mail was queued');
      }),
    ).rejects.toThrow('crash');
    expect(await jobsFor('gone@queued.example')).toHaveLength(0);
    await repo.transaction(async (tx) => {
      await ctx.app.services.mailer.send(accountMails.activation('kept@queued.example', 'http://portal.test/x'), { db: tx.jobDb });
    });
    expect(await jobsFor('kept@queued.example')).toHaveLength(1);
  });
});
