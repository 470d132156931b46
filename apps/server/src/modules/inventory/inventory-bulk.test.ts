import * as XLSX from '@e965/xlsx';
import { INVENTORY_MESSAGES as M, INVENTORY_TEMPLATE_COLUMNS, INVENTORY_TEMPLATE_EXAMPLE } from '@gsn/domain';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { probedWhile } from '../../../test/concurrent.ts';
import { makeZip, multipart, PNG, xls, xlsx, zipEntries } from '../../../test/spreadsheets.ts';
import { bulkPublishes, customers, inventoryNumbers, vendors } from '../../db/schema.ts';
import { recoverInventoryUploads } from './index.ts';
import { inventoryBulk, rollBackUnfinishedPublishes } from './inventory-bulk.ts';
import { type InventoryRepository, type InventoryValues, inventoryRepository } from './inventory-repository.ts';

let ctx: TestContext;
let ops: string;
let company: number;

beforeAll(async () => {
  ctx = await createTestContext();
  company = (
    await ctx.database.db
      .insert(customers)
      .values({ name: 'Cust One', provider_insight_company_code: 'CUS001' })
      .returning({ id: customers.id })
  )[0]!.id;
  await ctx.database.db.insert(vendors).values({ name: 'Vendor One', provider_insight_company_code: 'VND001' });
  await ctx.database.db
    .insert(inventoryNumbers)
    .values({ service_number: '+442079460100', service_type: 'DID', jurisdiction: 'United Kingdom' });
  await addAccount(ctx, { email: 'ops@gsn.test', account_type_id: 130 });
  ops = await login(ctx, 'ops@gsn.test');
});
afterAll(async () => ctx?.close());

type Col = (typeof INVENTORY_TEMPLATE_COLUMNS)[number];
const sheet = (rows: Partial<Record<Col, unknown>>[], columns: readonly string[] = INVENTORY_TEMPLATE_COLUMNS) => [
  [...columns],
  ...rows.map((r) => columns.map((c) => r[c as Col] ?? '')),
];
const upload = (filename: string, data: Buffer) => {
  const { payload, headers } = multipart(filename, data);
  return ctx.app.inject({ method: 'POST', url: '/api/invnumbers/bulk', payload, headers: { ...headers, ...bearer(ops) } });
};
const count = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(inventoryNumbers))[0]!.n;
const uk = (n: string, extra: Partial<Record<Col, unknown>> = {}) => ({
  service_number: n,
  service_type: 'DID',
  jurisdiction: 'United Kingdom',
  ...extra,
});

describe('GET /templates/invnumbers', () => {
  it('downloads the columns and one example row, which uploads as created', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/templates/invnumbers', headers: bearer(ops) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="invnumbers-template.xlsx"');
    const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, defval: '' });
    expect(rows[0]).toEqual([...INVENTORY_TEMPLATE_COLUMNS]);
    expect(rows[1]).toEqual(INVENTORY_TEMPLATE_COLUMNS.map((c) => INVENTORY_TEMPLATE_EXAMPLE[c]));
    const up = await upload('invnumbers-template.xlsx', res.rawPayload);
    expect(up.json()).toEqual({ data: [{ row: 2, status: 'created', errors: [] }] });
    const [stored] = await ctx.database.db.select().from(inventoryNumbers).where(eq(inventoryNumbers.service_number, '+442079460000'));
    expect(stored).toMatchObject({ customer_id: company, jurisdiction: 'United Kingdom', nrc: '10.0000', commencement_date: '2025-01-01' });
  });
});

describe('POST /invnumbers/bulk', () => {
  it('creates valid rows and reports existing and wrong ones per row and column', async () => {
    const before = await count();
    const res = await upload(
      'inv.xlsx',
      xlsx(
        sheet([
          uk('+442079460101', { customer_insight_code: 'cus001', vendor_insight_code: 'VND001', mrc: 7.5 }),
          uk('442079460100'), // stored already
          uk('+44 20 7946 0101'), // earlier in this file
          uk('+44 20', { nrc: 'abc' }),
          uk('+442079460102', { jurisdiction: 'Atlantis', customer_insight_code: 'NOPE' }),
          uk('+442079460103', { vendor_insight_code: 'NOPE' }),
          {},
          uk('+442079460104', { jurisdiction: 'united kingdom', expired: 'TRUE' }),
        ]),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { row: 2, status: 'created', errors: [] },
      { row: 3, status: 'exist', errors: [{ field: 'service_number', message: M.taken }] },
      { row: 4, status: 'exist', errors: [{ field: 'service_number', message: M.taken }] },
      {
        row: 5,
        status: 'error',
        errors: [
          { field: 'service_number', message: M.e164 },
          { field: 'nrc', message: expect.any(String) },
        ],
      },
      {
        row: 6,
        status: 'error',
        errors: [
          { field: 'jurisdiction', message: M.jurisdictionUnknown },
          { field: 'customer_insight_code', message: M.customerUnknown },
        ],
      },
      { row: 7, status: 'error', errors: [{ field: 'vendor_insight_code', message: M.vendorUnknown }] },
      { row: 9, status: 'created', errors: [] },
    ]);
    expect(await count()).toBe(before + 2);
    const [a] = await ctx.database.db.select().from(inventoryNumbers).where(eq(inventoryNumbers.service_number, '+442079460101'));
    expect(a).toMatchObject({ customer_id: company, mrc: '7.5000' });
    const [b] = await ctx.database.db.select().from(inventoryNumbers).where(eq(inventoryNumbers.service_number, '+442079460104'));
    expect(b).toMatchObject({ jurisdiction: 'United Kingdom', expired: true });
  });

  it('reads .xls and needs only the three required columns', async () => {
    const res = await upload('inv.xls', xls(sheet([uk('+442079460105')], ['service_number', 'service_type', 'jurisdiction'])));
    expect(res.json().data).toEqual([{ row: 2, status: 'created', errors: [] }]);
  });

  it('takes more rows than the other bulk uploads (6,000 in batches), answering other requests meanwhile', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => uk(`+1212555${String(i).padStart(4, '0')}`));
    const file = xlsx(sheet(rows, ['service_number', 'service_type', 'jurisdiction']));
    const { result: res, during } = await probedWhile(ctx, ops, () => upload('many.xlsx', file));
    // the connection is free between batches (PGlite: staged, published at the end): requests are answered while
    // the upload runs, not only after it (when the embedded engine published an upload in one statement, none was)
    expect(during).toBeGreaterThanOrEqual(3);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { status: string }[];
    expect(data).toHaveLength(6000);
    expect(data.every((r) => r.status === 'created')).toBe(true);
    expect(
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(inventoryNumbers)
          .where(like(inventoryNumbers.service_number, '+1212555%'))
      )[0]!.n,
    ).toBe(6000);
  });

  it('refuses a whole file that is not a spreadsheet, lacks a required column or has too many rows, writing nothing', async () => {
    const before = await count();
    expect((await upload('inv.png', PNG)).statusCode).toBe(415);
    const missing = await upload('inv.xlsx', xlsx(sheet([uk('+442079460106')], ['service_number', 'service_type'])));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([{ field: 'jurisdiction', message: 'Missing column', code: 'upload.columns_missing' }]);
    const big = Array.from({ length: 50_001 }, (_, i) => [`+1213555${String(i % 10000).padStart(4, '0')}`]);
    const tooMany = await upload('big.xlsx', xlsx([['service_number'], ...big]));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('The sheet has more than 50000 rows');
    expect(await count()).toBe(before);
  });

  it('writes nothing when the sheet turns out damaged after the first batches went in (one transaction)', async () => {
    const before = await count();
    const rows = Array.from({ length: 2500 }, (_, i) => uk(`+1214555${String(i).padStart(4, '0')}`));
    const good = xlsx(sheet(rows, ['service_number', 'service_type', 'jurisdiction']));
    const damaged = makeZip(
      zipEntries(good).map((e) =>
        e.name === 'xl/worksheets/sheet1.xml'
          ? {
              ...e,
              data: Buffer.from(e.data.toString('utf8').replace('</sheetData>', '<row r="9000"><c r="A9000"><v>1</c></row></sheetData>')),
            }
          : e,
      ),
    );
    const res = await upload('damaged.xlsx', damaged);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file is damaged or is not a spreadsheet');
    expect(await count()).toBe(before);
    expect((await upload('good.xlsx', good)).json().data.filter((r: { status: string }) => r.status === 'created')).toHaveLength(2500);
  });
});

describe('the embedded engine publishes an upload in short chunks (its one connection free between two), all or nothing', () => {
  const columns = ['service_number', 'service_type', 'jurisdiction'];
  const file = (prefix: string, n: number) => ({
    filename: 'chunks.xlsx',
    data: xlsx(
      sheet(
        Array.from({ length: n }, (_, i) => uk(`${prefix}${String(i).padStart(4, '0')}`)),
        columns,
      ),
    ),
  });
  const numbered = async (prefix: string) =>
    (
      await ctx.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(inventoryNumbers)
        .where(like(inventoryNumbers.service_number, `${prefix}%`))
    )[0]!.n;
  /** What an upload leaves behind when it ends: its record in bulk_publishes and its staging table. */
  const leftovers = async () => {
    const records = (await ctx.database.db.select().from(bulkPublishes)).length;
    const tables = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from pg_tables where tablename like 'inventory_stage_%'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
    return { records, tables };
  };
  // the staged path on either engine (PostgreSQL normally publishes in one transaction; the stage works there too)
  const staged = (chunkSize: number) => inventoryRepository(ctx.database.db, { stageUploads: true, chunkSize });

  it('answers other requests between the chunks of the publish, not only between the staged batches', async () => {
    const repo = staged(100);
    const window = { start: Number.POSITIVE_INFINITY, end: 0, chunks: 0 };
    const spied: InventoryRepository = {
      ...repo,
      async publishChunk(stage, from, to) {
        window.start = Math.min(window.start, performance.now());
        window.chunks++;
        try {
          return await repo.publishChunk(stage, from, to);
        } finally {
          window.end = performance.now();
        }
      },
    };
    // probes ask GET /api/account/profile back to back; the ones asked and answered inside the publish phase count
    const { result, answered } = await probedWhile(ctx, ops, () => inventoryBulk(spied, file('+1215555', 2000)));
    expect(result.data).toHaveLength(2000);
    expect(result.data.every((r) => r.status === 'created')).toBe(true);
    expect(window.chunks).toBe(20);
    // one statement publishing all 2,000 rows would hold the embedded engine's connection from start to end: no
    // probe could be both asked and answered inside it
    expect(answered.filter((a) => a.t0 >= window.start && a.t1 <= window.end).length).toBeGreaterThanOrEqual(3);
    expect(await numbered('+1215555')).toBe(2000);
    expect(await leftovers()).toEqual({ records: 0, tables: 0 });
  });

  it('deletes the chunks already published when a later one fails, leaving no row of the upload', async () => {
    const db = ctx.database.db;
    // a genuine failure of the fourth chunk's insert: the 151st number is refused by a trigger
    await db.execute(
      sql.raw(`create function inv_fail_test() returns trigger language plpgsql as $$
        begin if new.service_number = '+12165550150' then raise exception 'injected failure'; end if; return new; end $$`),
    );
    await db.execute(
      sql.raw('create trigger inv_fail_test before insert on inventory_numbers for each row execute function inv_fail_test()'),
    );
    try {
      const repo = staged(50);
      let published = 0;
      let undone = 0;
      const spied: InventoryRepository = {
        ...repo,
        async publishChunk(stage, from, to) {
          const r = await repo.publishChunk(stage, from, to);
          published += r.length;
          return r;
        },
        async unpublishChunk(stage, from, to) {
          const n = await repo.unpublishChunk(stage, from, to);
          undone += n;
          return n;
        },
      };
      const before = await count();
      const failed = await inventoryBulk(spied, file('+1216555', 200)).catch((e: Error) => e);
      // drizzle wraps the database's error (its cause)
      expect(String((failed as Error).cause ?? failed)).toMatch(/injected failure/);
      expect(published).toBe(150); // three chunks went in…
      expect(undone).toBe(150); // …and were deleted again
      expect(await numbered('+1216555')).toBe(0);
      expect(await count()).toBe(before);
      expect(await leftovers()).toEqual({ records: 0, tables: 0 });
    } finally {
      await db.execute(sql.raw('drop trigger inv_fail_test on inventory_numbers'));
      await db.execute(sql.raw('drop function inv_fail_test()'));
    }
    // the same file then goes in whole
    expect((await inventoryBulk(staged(50), file('+1216555', 200))).data.every((r) => r.status === 'created')).toBe(true);
    expect(await numbered('+1216555')).toBe(200);
  });

  it('undoes at start-up an upload a crash left half published, and nothing else', async () => {
    const repo = staged(100);
    const stage = await repo.createStage();
    const row = (i: number) =>
      ({
        service_number: `+1217555${String(i).padStart(4, '0')}`,
        service_type: 'DID',
        jurisdiction: 'United Kingdom',
        expired: false,
        bothways_enabled: false,
        customer_id: null,
        vendor_id: null,
      }) as unknown as InventoryValues;
    await repo.stageMany(
      stage,
      Array.from({ length: 250 }, (_, i) => row(i)),
    );
    await repo.markStage(stage, 'publishing');
    await repo.publishChunk(stage, 0, 100); // the process dies here
    const before = await count();
    expect(await numbered('+1217555')).toBe(100);
    expect(await leftovers()).toEqual({ records: 1, tables: 1 });

    // the start-up's recovery (boot.ts: recoverInventoryUploads, on the embedded engine only)
    const undone = ctx.database.pglite
      ? await recoverInventoryUploads({ db: ctx.database.db, database: ctx.database })
      : await rollBackUnfinishedPublishes(repo);
    expect(undone).toBe(1);
    expect(await numbered('+1217555')).toBe(0);
    expect(await count()).toBe(before - 100);
    expect(await leftovers()).toEqual({ records: 0, tables: 0 });
    expect(await rollBackUnfinishedPublishes(repo)).toBe(0);
  });
});
