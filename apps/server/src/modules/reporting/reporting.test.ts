import fs from 'node:fs/promises';
import path from 'node:path';
import { CAUSE_BREAKDOWN_COLUMNS, REPORTING_MESSAGES as M, reportDefinitionSchema } from '@gsn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { reportWorld } from '../../../test/report-world.ts';
import { accounts, userProfiles } from '../../db/schema.ts';
import type { MailMessage } from '../../plugins/mailer.ts';
import { type CallInsert, callsRepository } from '../calls/index.ts';
import { reportingRepository } from './reporting-repository.ts';
import { reportingService } from './reporting-service.ts';

let ctx: TestContext;
let ops: string;
let custA: string;
let custB: string;
let companyA: number;
let companyB: number;

const call = (seized: string, customer: number, cause: number): CallInsert => ({
  seized_at: new Date(seized),
  service_type: 'DID',
  direction: 'inbound',
  called_number: '+4930100000',
  jurisdiction: 'Germany',
  customer_id: customer,
  completion_code: cause,
});

beforeAll(async () => {
  ctx = await createTestContext();
  ({ ops, custA, custB, companyA, companyB } = await reportWorld(ctx, 240));
  await callsRepository(ctx.database.db).insertCalls([
    call('2026-03-01T10:00:00Z', companyA, 17),
    call('2026-03-01T11:00:00Z', companyA, 42),
    call('2026-03-02T10:00:00Z', companyB, 17),
  ]);
});
afterAll(async () => ctx?.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const exported = async (filename: string) =>
  (await fs.readFile(path.join(ctx.config.dataDir, 'exports', filename), 'utf8')).slice(1).trimEnd().split('\r\n');

const causes = {
  name: 'Causes in March',
  type: 'callcauses',
  filters: {},
  period: { kind: 'fixed', from: '2026-03-01', to: '2026-03-31' },
  format: 'csv',
};

describe('/reporting/reports', () => {
  it('saves a report, runs it into Downloads as an export tagged with it, and lists its last run', async () => {
    const created = await req('POST', '/reporting/reports', ops, { ...causes, filters: { customer_id: companyA } });
    expect(created.statusCode).toBe(201);
    const report = created.json().data;
    expect(report).toMatchObject({ name: 'Causes in March', type: 'callcauses', time_zone: 'UTC', last_run: null, next_run_at: null });

    const run = await req('POST', `/reporting/reports/${report.id}/run`, ops);
    expect(run.statusCode).toBe(202);
    expect(run.json().message).toBe(M.started);
    const { filename } = run.json().data;
    // named after what it holds: the company and the period
    expect(filename).toMatch(/^callcauses-customer_\d+-from_20260301-to_20260331-\d{14}-[0-9a-f]{8}\.csv$/);
    // the export of the existing kind: in Downloads, owner-only, with the report's filters and period
    expect((await req('GET', '/downloads', ops)).json().data[0]).toMatchObject({ filename, status: 'Completed', rows: 2 });
    expect(await exported(filename)).toEqual([
      CAUSE_BREAKDOWN_COLUMNS.join(','),
      '17,User busy,false,1,50,user_busy,true',
      '42,Switching equipment congestion,false,1,50,network_failure,false',
    ]);
    expect((await req('GET', `/download/${filename}`, custA)).statusCode).toBe(404);

    const list = (await req('GET', '/reporting/reports', ops)).json();
    expect(list.count).toBe(1);
    expect(list.data[0].last_run).toMatchObject({ filename, status: 'Completed', percentage: 100 });
  });

  it('keeps customers to their own company and their own reports', async () => {
    const created = await req('POST', '/reporting/reports', custA, { ...causes, filters: { customer_id: companyB } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.filters).toEqual({});
    const run = await req('POST', `/reporting/reports/${id}/run`, custA);
    expect(await exported(run.json().data.filename)).toHaveLength(3); // company A's two causes, not B's
    // another account's report does not exist for them
    for (const [method, url] of [
      ['GET', `/reporting/reports/${id}`],
      ['PUT', `/reporting/reports/${id}`],
      ['DELETE', `/reporting/reports/${id}`],
      ['POST', `/reporting/reports/${id}/run`],
    ] as const) {
      const res = await req(method, url, custB, method === 'PUT' ? causes : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await req('GET', '/reporting/reports', custB)).json().count).toBe(0);
    expect((await req('GET', '/reporting/reports?all=true', custB)).json().count).toBe(0);
    // staff with report rights see everyone's, with the owner
    const all = (await req('GET', '/reporting/reports?all=true', ops)).json();
    expect(all.data.map((r: { owner_email: string }) => r.owner_email).sort()).toEqual(['a@alpha.test', 'ops@gsn.test']);
  });

  it('validates the definition, edits and deletes', async () => {
    const bad = await req('POST', '/reporting/reports', ops, { name: '', type: 'weather', schedule: { frequency: 'monthly' } });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['name', 'schedule.day', 'type']);
    const id = (await req('POST', '/reporting/reports', ops, causes)).json().data.id;
    const edited = await req('PUT', `/reporting/reports/${id}`, ops, { ...causes, name: 'Renamed', schedule: { frequency: 'daily' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Renamed', schedule: { frequency: 'daily' }, next_run_at: expect.any(String) });
    expect((await req('DELETE', `/reporting/reports/${id}`, ops)).json().message).toBe(M.deleted);
    expect((await req('GET', `/reporting/reports/${id}`, ops)).statusCode).toBe(404);
  });
});

describe('scheduled reports', () => {
  it('run once at their time (the clock moved), never twice, and mail a link when the file is ready', async () => {
    let clock = new Date('2026-03-03T05:00:00Z');
    const mails: MailMessage[] = [];
    const svc = reportingService({
      repo: reportingRepository(ctx.database.db),
      exports: ctx.app.services.exports,
      mailer: { send: async (m) => void mails.push(m) },
      jobs: { define: () => {}, send: async () => {}, every: () => {} } as never,
      publicUrl: 'https://portal.example',
      log: { error: () => {} },
      now: () => clock,
    });
    const p = (await ctx.app.services.sessions.resume(ops))!;
    const { data } = await svc.create(p, {
      name: 'Daily causes',
      type: 'callcauses',
      filters: {},
      period: { kind: 'relative', relative: 'yesterday' },
      time_zone: 'UTC',
      format: 'csv',
      schedule: { frequency: 'daily' },
      email: true,
    });
    expect(data.next_run_at).toBe('2026-03-03T06:00:00.000Z');
    expect(await svc.tick()).toEqual({ ran: 0, mailed: 0 });

    clock = new Date('2026-03-03T06:00:30Z');
    // two instances' ticks at the same minute: one run
    const [a, b] = await Promise.all([svc.tick(), svc.tick()]);
    expect(a.ran + b.ran).toBe(1);
    expect(await svc.tick()).toEqual({ ran: 0, mailed: 0 });
    const row = (await svc.get(p, data.id)).data;
    expect(row.next_run_at).toBe('2026-03-04T06:00:00.000Z');
    expect(row.last_run).toMatchObject({ status: 'Completed' });
    // yesterday (2026-03-02): company B's busy call
    expect((await exported(row.last_run!.filename)).slice(1)).toEqual(['17,User busy,false,1,100,user_busy,true']);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ops@gsn.test', subject: 'Your report "Daily causes" is ready' });
    expect(mails[0]!.text).toContain('https://portal.example/portal/downloads');

    clock = new Date('2026-03-04T06:01:00Z');
    expect(await svc.tick()).toEqual({ ran: 1, mailed: 1 });
  });

  it('skip the schedules of a disabled owner until it is enabled again', async () => {
    let clock = new Date('2026-05-03T05:00:00Z');
    const svc = reportingService({
      repo: reportingRepository(ctx.database.db),
      exports: ctx.app.services.exports,
      mailer: { send: async () => {} },
      jobs: { define: () => {}, send: async () => {}, every: () => {} } as never,
      publicUrl: 'https://portal.example',
      log: { error: () => {} },
      now: () => clock,
    });
    const p = (await ctx.app.services.sessions.resume(custB))!;
    const { data } = await svc.create(
      p,
      reportDefinitionSchema.parse({ ...causes, name: 'Stopped with its owner', schedule: { frequency: 'daily' } }),
    );
    const lastRun = async () => (await svc.get(p, data.id)).data.last_run;
    await ctx.database.db.update(accounts).set({ disabled: true }).where(eq(accounts.id, p.accountId));
    clock = new Date('2026-05-03T06:00:30Z');
    await svc.tick();
    expect(await lastRun()).toBeNull();
    expect((await svc.get(p, data.id)).data.next_run_at).toBe('2026-05-04T06:00:00.000Z');
    await ctx.database.db.update(accounts).set({ disabled: false }).where(eq(accounts.id, p.accountId));
    clock = new Date('2026-05-04T06:00:30Z');
    await svc.tick();
    expect(await lastRun()).toMatchObject({ filename: expect.any(String) });
  });

  it('mail the ready link in the owner’s profile language', async () => {
    const mails: MailMessage[] = [];
    const svc = reportingService({
      repo: reportingRepository(ctx.database.db),
      exports: ctx.app.services.exports,
      mailer: { send: async (m) => void mails.push(m) },
      jobs: { define: () => {}, send: async () => {}, every: () => {} } as never,
      publicUrl: 'https://portal.example',
      log: { error: () => {} },
      now: () => new Date('2026-03-05T12:00:00Z'),
    });
    await svc.tick(); // earlier tests' ready runs are mailed first
    mails.length = 0;
    const p = (await ctx.app.services.sessions.resume(custA))!;
    await ctx.database.db
      .insert(userProfiles)
      .values({ account_id: p.accountId, language: 'ja' })
      .onConflictDoUpdate({ target: userProfiles.account_id, set: { language: 'ja' } });
    const { data } = await svc.create(p, reportDefinitionSchema.parse({ ...causes, name: '週次', email: true }));
    const run = await svc.run(p, data.id);
    expect(await svc.tick()).toEqual({ ran: 0, mailed: 1 });
    expect(mails).toEqual([
      {
        to: 'a@alpha.test',
        subject: 'レポート「週次」の準備ができました',
        text: `レポート「週次」の準備ができました（${run.data.filename}）。ダウンロードからダウンロードしてください: https://portal.example/portal/downloads\n`,
      },
    ]);
  });
});
