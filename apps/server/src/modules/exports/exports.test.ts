import fs from 'node:fs/promises';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import {
  EXPORT_FILENAME_RE,
  EXPORT_MAX_ATTEMPTS,
  EXPORT_MESSAGES as M,
  EXPORT_STALE_SECONDS,
  INVENTORY_TEMPLATE_COLUMNS,
  XLSX_MAX_ROWS,
} from '@gsn/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { customers, exportFiles, inventoryNumbers } from '../../db/schema.ts';
import { localDiskStorage } from '../../lib/storage.ts';
import { createJobs } from '../../plugins/jobs.ts';
import type { ExportReport } from '../../lib/registries.ts';
import { exportsRepository } from './exports-repository.ts';
import { exportsService } from './exports-service.ts';

let ctx: TestContext;
let ops: string;
let custA: string;
let plain: string; // 210: no 220 permission
let opsId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const [a, b] = (
    await db
      .insert(customers)
      .values([
        { name: 'Alpha', provider_insight_company_code: 'CUSA' },
        { name: 'Beta', provider_insight_company_code: 'CUSB' },
      ])
      .returning({ id: customers.id })
  ).map((r) => r.id) as [number, number];
  await db.insert(inventoryNumbers).values([
    {
      service_number: '+442079460001',
      service_type: 'DID',
      jurisdiction: 'United Kingdom',
      city: 'London',
      customer_id: a,
      provider_remarks: 'says "hi", twice',
      nrc: '1.5',
    },
    {
      service_number: '+442079460002',
      service_type: 'ITFS',
      jurisdiction: 'United Kingdom',
      customer_id: b,
      provider_remarks: '=HYPERLINK("x")',
    },
    { service_number: '+4930901821', service_type: 'DID', jurisdiction: 'Germany', customer_id: a, provider_remarks: 'Zürich\nline two' },
    { service_number: '+81312345678', service_type: 'DID', jurisdiction: 'Japan' },
  ]);
  opsId = await addAccount(ctx, { email: 'ops@gsn.test', account_type_id: 130 });
  await addAccount(ctx, { email: 'a@alpha.test', account_type_id: 200, customer_id: a });
  await addAccount(ctx, { email: 'p@alpha.test', account_type_id: 210, customer_id: a });
  ops = await login(ctx, 'ops@gsn.test');
  custA = await login(ctx, 'a@alpha.test');
  plain = await login(ctx, 'p@alpha.test');
});
afterAll(async () => ctx?.close());

const get = (url: string, token = ops) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
const exportInventory = (query: string, token = ops) => get(`/reports/download/inventory/inventorynumbers?${query}`, token);
/** The CSV's records (BOM removed; quoted fields with commas and line breaks kept whole). */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.slice(1);
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\r' && s[i + 1] === '\n') {
      endField();
      out.push(row);
      row = [];
      i++;
    } else field += ch;
  }
  return out;
}
const col = (name: string) => [...INVENTORY_TEMPLATE_COLUMNS, 'customer_name', 'createdAt', 'updatedAt'].indexOf(name);

describe('GET /reports/download/inventory/inventorynumbers → /downloads → /download/{name}', () => {
  it('queues a CSV export that completes with the filtered rows, quoted, for its owner to download', async () => {
    const res = await exportInventory('format=csv&jurisdiction=United%20Kingdom');
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body.message).toBe(M.queued);
    expect(body.data).toMatchObject({ category: 'inventory', report_name: 'inventorynumbers', format: 'csv' });
    expect(body.data.filename).toMatch(/^inventorynumbers-jurisdiction_united_kingdom(-[a-z0-9_]+)*-\d{14}-[0-9a-f]{8}\.csv$/);
    // jobs run inline in tests: the file is done by now
    const list = (await get('/downloads')).json();
    expect(list.count).toBe(1);
    expect(list.data[0]).toMatchObject({
      filename: body.data.filename,
      status: 'Completed',
      percentage: 100,
      rows: 2,
      completedAt: expect.any(String),
    });
    expect((await get('/downloads?fresh=true')).json().count).toBe(1);

    const file = await get(`/download/${body.data.filename}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${body.data.filename}"`);
    const rows = parseCsv(file.body);
    expect(rows[0]).toEqual([...INVENTORY_TEMPLATE_COLUMNS, 'customer_name', 'createdAt', 'updatedAt']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['+442079460001', '+442079460002']);
    expect(rows[1]![col('provider_remarks')]).toBe('says "hi", twice');
    expect(rows[1]![col('nrc')]).toBe('1.50');
    expect(rows[1]![col('customer_insight_code')]).toBe('CUSA');
    expect(rows[1]![col('customer_name')]).toBe('Alpha');
    expect(rows[2]![col('provider_remarks')]).toBe(`'=HYPERLINK("x")`);
    // downloaded: no longer fresh
    expect((await get('/downloads?fresh=true')).json().count).toBe(0);
  });

  it('writes an xlsx export of every number in jurisdiction order', async () => {
    const res = await exportInventory('format=xlsx');
    expect(res.statusCode).toBe(202);
    const file = await get(`/download/${res.json().data.filename}`);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = XLSX.read(file.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, defval: '' });
    expect(rows.slice(1).map((r) => r[0])).toEqual(['+4930901821', '+81312345678', '+442079460001', '+442079460002']);
    expect(rows[1]![col('provider_remarks')]).toBe('Zürich\nline two');
  });

  it('exports only the customer’s own numbers, whatever customer_code says', async () => {
    const res = await exportInventory('format=csv&customer_code=CUSB', custA);
    expect(res.statusCode).toBe(202);
    const rows = parseCsv((await get(`/download/${res.json().data.filename}`, custA)).body);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['+4930901821', '+442079460001']);
    // the staff list does not show the customer's file, and neither can download the other's
    const staffFiles = (await get('/downloads')).json().data.map((f: { filename: string }) => f.filename);
    expect(staffFiles).not.toContain(res.json().data.filename);
    expect((await get(`/download/${res.json().data.filename}`, ops)).statusCode).toBe(404);
    expect((await get(`/download/${staffFiles[0]}`, custA)).statusCode).toBe(404);
  });

  it('refuses unknown reports, bad filters and callers without the report permission', async () => {
    expect((await get('/reports/download/inventory/nothing')).statusCode).toBe(404);
    expect((await get('/reports/download/inventory/nothing')).json().message).toBe(M.unknownReport);
    const bad = await exportInventory('format=pdf');
    expect(bad.statusCode).toBe(400);
    expect((await exportInventory('format=csv&service_type=Fax')).json().errors[0].field).toBe('service_type');
    expect((await exportInventory('format=csv', plain)).statusCode).toBe(403);
  });

  it('answers 404 for names that are not export files and 409 while a file is not ready', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      'inventorynumbers.csv',
      'x-20250101000000-zzzzzzzz.csv',
      'inventorynumbers-20250101000000-0123abcd.csv',
    ]) {
      const res = await get(`/download/${name}`);
      expect(res.statusCode, name).toBe(404);
    }
    const filename = 'inventorynumbers-20250101000000-0123abcd.xlsx';
    await ctx.database.db
      .insert(exportFiles)
      .values({ account_id: opsId, filename, category: 'inventory', report_name: 'inventorynumbers', format: 'xlsx' });
    const res = await get(`/download/${filename}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notReady);
    expect((await get('/downloads?status=Pending')).json().data.map((f: { filename: string }) => f.filename)).toEqual([filename]);
  });
});

describe('export jobs', () => {
  const fake = (over: Partial<ExportReport>): ExportReport => ({
    category: 'test',
    report_name: 'fake',
    permission: { functionality: 220, action: 'list' },
    filters: z.object({}),
    columns: ['a'],
    count: async () => ({ count: 3, capped: false }),
    async *batches() {
      yield [{ a: 1 }, { a: 2 }];
      yield [{ a: 3 }];
    },
    ...over,
  });
  const service = (report: ExportReport, heartbeatMs?: number) => {
    const jobs = createJobs(ctx.database, undefined, 'inline', { error: () => {} });
    const svc = exportsService({
      repo: exportsRepository(ctx.database.db),
      reports: [report],
      permissions: ctx.app.services.permissions,
      jobs,
      storage: localDiskStorage(path.join(ctx.config.dataDir, 'exports'), EXPORT_FILENAME_RE),
      log: { error: () => {} },
      heartbeatMs,
    });
    return svc;
  };
  const principal = async () => (await ctx.app.services.sessions.resume(ops))!;

  it('refuses an xlsx export beyond XLSX_MAX_ROWS before queuing it', async () => {
    const svc = service(fake({ count: async (_v, _f, cap) => ({ count: cap, capped: true }) }));
    await expect(svc.request(await principal(), 'test', 'fake', { format: 'xlsx' })).rejects.toMatchObject({
      statusCode: 422,
      message: M.tooManyForXlsx,
    });
    expect(XLSX_MAX_ROWS).toBe(100_000);
    const csv = await svc.request(await principal(), 'test', 'fake', { format: 'csv' });
    expect(csv.data).toMatchObject({ status: 'Completed', rows: 3 });
  });

  const fileRow = async (filename: string) =>
    (await ctx.database.db.select().from(exportFiles).where(eq(exportFiles.filename, filename)))[0]!;
  /** The heartbeat of the file, aged by this many seconds (a worker that stopped beating that long ago). */
  const age = (filename: string, seconds: number) =>
    ctx.database.db
      .update(exportFiles)
      .set({ heartbeat_at: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(exportFiles.filename, filename));

  it('retries an export that fails unexpectedly, then marks it Failed with a reason the owner sees (never the detail), and leaves no file', async () => {
    let runs = 0;
    const svc = service(
      fake({
        async *batches() {
          runs++;
          yield [{ a: 1 }];
          throw new Error('database exploded at /secret/path');
        },
      }),
    );
    const res = await svc.request(await principal(), 'test', 'fake', { format: 'csv' });
    // the first run stopped: still Processing, no heartbeat, waiting for the recovery tick
    expect(res.data.status).toBe('Processing');
    expect(await fileRow(res.data.filename)).toMatchObject({ attempts: 1, heartbeat_at: null, error: M.failed });
    expect(await svc.recover()).toEqual({ retried: 1, failed: 0 });
    expect(await svc.recover()).toEqual({ retried: 1, failed: 0 });
    expect(runs).toBe(EXPORT_MAX_ATTEMPTS);
    expect(await svc.recover()).toEqual({ retried: 0, failed: 1 });
    const row = await fileRow(res.data.filename);
    expect(row).toMatchObject({ status: 'Failed', error: M.failed, attempts: EXPORT_MAX_ATTEMPTS });
    const listed = (await get('/downloads')).json().data.find((f: { filename: string }) => f.filename === res.data.filename);
    expect(listed).toMatchObject({ status: 'Failed', error: M.failed });
    expect(JSON.stringify(listed)).not.toContain('secret');
    const dir = await fs.readdir(path.join(ctx.config.dataDir, 'exports'));
    expect(dir.filter((f) => f.includes(res.data.filename))).toEqual([]);
    expect((await get(`/download/${res.data.filename}`)).statusCode).toBe(409);
  });

  it('fails at once, with its reason, an export the report refuses', async () => {
    // the count grew past the xlsx limit between the request and the run
    const svc = service(
      fake({
        count: async (_v, _f, cap) => (cap === XLSX_MAX_ROWS ? { count: 3, capped: false } : { count: XLSX_MAX_ROWS + 1, capped: false }),
      }),
    );
    const res = await svc.request(await principal(), 'test', 'fake', { format: 'xlsx' });
    expect(res.data).toMatchObject({ status: 'Failed', error: M.tooManyForXlsx });
    expect(await fileRow(res.data.filename)).toMatchObject({ attempts: 1 });
  });

  /** A report whose first run blocks until `release` (a worker busy, or dead, mid-file). */
  const blocking = () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const state = { runs: 0, release: () => release() };
    const report = fake({
      async *batches() {
        state.runs++;
        yield [{ a: 1 }, { a: 2 }];
        if (state.runs === 1) await gate;
        yield [{ a: 3 }];
      },
    });
    return { state, report };
  };
  const started = (runs: () => number) =>
    vi.waitFor(async () => {
      if (runs() < 1) throw new Error('not started');
      const [f] = await ctx.database.db.select().from(exportFiles).where(eq(exportFiles.status, 'Processing'));
      return f!;
    });

  it('keeps a heartbeat while an export runs, and nobody else takes it over', async () => {
    const { state, report } = blocking();
    const svc = service(report, 40);
    const pending = svc.request(await principal(), 'test', 'fake', { format: 'csv' });
    const file = await started(() => state.runs);
    const first = file.heartbeat_at!.getTime();
    await vi.waitFor(async () => expect((await fileRow(file.filename)).heartbeat_at!.getTime()).toBeGreaterThan(first));
    await vi.waitFor(async () => expect((await fileRow(file.filename)).heartbeat_at!.getTime()).toBeGreaterThan(first + 40));
    // beating: the recovery tick leaves it alone, and another worker does not claim it
    expect(await svc.recover()).toEqual({ retried: 0, failed: 0 });
    await svc.run({ id: file.id });
    expect(state.runs).toBe(1);
    state.release();
    const res = await pending;
    expect(await fileRow(res.data.filename)).toMatchObject({ status: 'Completed', rows: 3, attempts: 1 });
  });

  it('runs again, within the stale period, an export whose worker died; the dead worker’s late writes do not count', async () => {
    const { state, report } = blocking();
    // this worker never beats again once it stops (as after kill -9 or a lost database connection)
    const svc = service(report, 3_600_000);
    const pending = svc.request(await principal(), 'test', 'fake', { format: 'csv' });
    const file = await started(() => state.runs);
    await age(file.filename, EXPORT_STALE_SECONDS - 5);
    expect(await svc.recover()).toEqual({ retried: 0, failed: 0 });
    await age(file.filename, EXPORT_STALE_SECONDS + 1);
    expect(await svc.recover()).toEqual({ retried: 1, failed: 0 });
    expect(state.runs).toBe(2);
    expect(await fileRow(file.filename)).toMatchObject({ status: 'Completed', rows: 3, attempts: 2, error: null });
    // the old worker wakes up: its writes no longer count
    expect(await exportsRepository(ctx.database.db).updateRun(file.id, 1, { status: 'Failed', error: 'late' })).toBe(false);
    state.release();
    await pending;
    expect(await fileRow(file.filename)).toMatchObject({ status: 'Completed', rows: 3, attempts: 2, error: null });
    expect((await get(`/download/${file.filename}`)).statusCode).toBe(200);
  });

  it('marks an export interrupted EXPORT_MAX_ATTEMPTS times Failed with the reason', async () => {
    const svc = service(fake({}));
    const res = await svc.request(await principal(), 'test', 'fake', { format: 'csv' });
    const { id } = await fileRow(res.data.filename);
    // three runs that each died after claiming the file
    await ctx.database.db
      .update(exportFiles)
      .set({ status: 'Processing', attempts: EXPORT_MAX_ATTEMPTS, completedAt: null, rows: null })
      .where(eq(exportFiles.id, id));
    await age(res.data.filename, EXPORT_STALE_SECONDS + 1);
    expect(await svc.recover()).toEqual({ retried: 0, failed: 1 });
    expect(await fileRow(res.data.filename)).toMatchObject({ status: 'Failed', error: M.interrupted });
    const listed = (await get('/downloads?status=Failed')).json().data;
    expect(listed.find((f: { filename: string }) => f.filename === res.data.filename)).toMatchObject({ error: M.interrupted });
  });

  it('removes files and rows older than the retention period', async () => {
    const svc = service(fake({}));
    const res = await svc.request(await principal(), 'test', 'fake', { format: 'csv' });
    const file = path.join(ctx.config.dataDir, 'exports', res.data.filename);
    await expect(fs.stat(file)).resolves.toBeTruthy();
    expect(await svc.purge(new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    const removed = await svc.purge(new Date(Date.now() + 8 * 86_400_000));
    expect(removed).toBeGreaterThan(0);
    await expect(fs.stat(file)).rejects.toThrow();
    expect((await get('/downloads')).json().count).toBe(0);
  });
});
