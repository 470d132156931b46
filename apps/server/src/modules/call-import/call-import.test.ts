import http from 'node:http';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { CALL_IMPORT_MAX_REJECTED, CALL_IMPORT_MESSAGES, CALL_TEMPLATE_COLUMNS, CALL_UPLOAD_MESSAGES as M } from '@gsn/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { callLoadingWorld } from '../../../test/report-world.ts';
import { probedWhile } from '../../../test/concurrent.ts';
import { multipart, xlsx } from '../../../test/spreadsheets.ts';
import { callImportRepository, rollBackUnfinishedImports } from '../calls/index.ts';
import { callImportService } from './call-import-service.ts';

let ctx: TestContext;
let ops: string;
let custA: string;
let companyA: number;
let companyB: number;
let vendor: number;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ companyA, companyB, ops, custA, vendor } = await callLoadingWorld(ctx));
});
afterAll(async () => ctx?.close());

const importCsv = (body: string | Buffer, headers: Record<string, string> = {}, token = ops) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/calls/import',
    headers: { ...bearer(token), 'content-type': 'text/csv', ...headers },
    payload: body,
  });
const rows = async <T = Record<string, unknown>>(q: string) =>
  ((await ctx.database.db.execute(sql.raw(q))) as unknown as { rows: T[] }).rows;
/** Each counter table's attempts equal the calls they count. */
async function countersMatchCalls() {
  const [r] = await rows<{ calls: number; hourly: number; daily: number; hourly_all: number; answered: number; answered_h: number }>(`
    select (select count(*) from calls)::int as calls,
      (select coalesce(sum(attempts), 0) from call_stats_hourly)::int as hourly,
      (select coalesce(sum(attempts), 0) from call_stats_daily_all)::int as daily,
      (select coalesce(sum(attempts), 0) from call_stats_hourly_all)::int as hourly_all,
      (select count(answered_at) from calls)::int as answered,
      (select coalesce(sum(answered), 0) from call_stats_hourly)::int as answered_h`);
  expect(r!.hourly).toBe(r!.calls);
  expect(r!.daily).toBe(r!.calls);
  expect(r!.hourly_all).toBe(r!.calls);
  expect(r!.answered_h).toBe(r!.answered);
  return r!.calls;
}

const HEADER = 'CDR_SEIZTIME,CDR_CLDNUM,CDR_CLGNUM,DIRECTION,CDR_ANSWERTIME,CDR_DISCTIME,CDR_COMPCODE,CDR_ORIGIN';

describe('POST /calls/import', () => {
  it('loads valid lines with COPY, counts duplicates and rejects, and loads nothing twice on re-sending', async () => {
    const csv = [
      HEADER,
      '2025-07-01 08:00:00,+442079460000,+33612345778,,2025-07-01 08:00:05,2025-07-01 08:01:05,16,"Paris, France"',
      // the same call, its calling number written two other ways
      '2025-07-01 08:00:00,+442079460000,0033612345778,,,,,',
      '2025-07-01 08:00:00,+442079460000,33612345778,,,,,',
      // outbound: the service number is the calling number
      '2025-07-01 09:00:00,+33612345678,+49 30 100000,OUTBOUND,,,34,',
      '2025-07-01 10:00:00,+442079469999,,,,,,',
      'not a time,+442079460000,,,,,,',
      '',
      '2025-07-01 11:00:00,+442079460000,,,2025-07-01 10:00:00,,,',
      '2025-07-01 12:00:00,+442079460000,,inbound,,,300,',
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      received: 8,
      loaded: 2,
      duplicates: 2,
      rejected: 4,
      errors: [
        { line: 6, field: 'CDR_CLDNUM', message: M.unknownNumber },
        { line: 7, field: 'CDR_SEIZTIME', message: M.time },
        { line: 9, field: 'CDR_ANSWERTIME', message: M.order },
        { line: 10, field: 'CDR_COMPCODE', message: M.cause },
      ],
      ignored_columns: [],
    });
    const stored = await rows(`select * from calls where seized_at::date = '2025-07-01' order by seized_at`);
    expect(
      stored.map((r) => [r.called_number, r.calling_number, r.customer_id, r.vendor_id, r.direction, r.duration_seconds, r.origin]),
    ).toEqual([
      ['+442079460000', '+33612345778', companyA, vendor, 'inbound', 60, 'Paris, France'],
      ['+33612345678', '+4930100000', companyB, null, 'outbound', 0, null],
    ]);
    expect(stored[0]).toMatchObject({ service_type: 'ITFS', jurisdiction: 'United Kingdom', city: 'London', completion_code: 16 });
    const calls = await countersMatchCalls();

    // again, gzipped: nothing new
    const again = await importCsv(gzipSync(csv), { 'content-encoding': 'gzip' });
    expect(again.json()).toMatchObject({ received: 8, loaded: 0, duplicates: 4, rejected: 4 });
    expect(await countersMatchCalls()).toBe(calls);
  });

  it('is one identity with the xlsx upload: a call uploaded as a sheet is a duplicate in the CSV, and back', async () => {
    const { payload, headers } = multipart(
      'calls.xlsx',
      xlsx([
        ['CDR_SEIZTIME', 'CDR_CLDNUM', 'CDR_CLGNUM'],
        ['2025-07-02 08:00:00', '+442079460000', 33612345778],
      ]),
    );
    const up = await ctx.app.inject({ method: 'POST', url: '/api/calls/bulk', headers: { ...bearer(ops), ...headers }, payload });
    expect(up.json().data[0].status).toBe('created');
    const res = await importCsv(
      'CDR_CLDNUM,CDR_SEIZTIME,CDR_CLGNUM\n+442079460000,2025-07-02 08:00:00,0033612345778\n+442079460000,2025-07-02 08:30:00,+33612345778\n',
    );
    expect(res.json()).toMatchObject({ received: 2, loaded: 1, duplicates: 1, rejected: 0 });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/calls',
      headers: bearer(ops),
      payload: { CDR_SEIZTIME: '2025-07-02 08:30:00', CDR_CLDNUM: '+442079460000', CDR_CLGNUM: '+33612345778' },
    });
    expect(again.statusCode).toBe(409);
    await countersMatchCalls();
  });

  it('changes nothing for a file without a valid line, and lists at most the first 1,000 rejected lines', async () => {
    const before = await countersMatchCalls();
    const bad = [
      HEADER,
      ...Array.from({ length: 1200 }, (_, i) => `2025-07-03 ${String(i % 24).padStart(2, '0')}:00:00,+442079469999,,,,,,`),
    ];
    const res = await importCsv(bad.join('\n'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ received: 1200, loaded: 0, duplicates: 0, rejected: 1200 });
    expect(body.errors).toHaveLength(CALL_IMPORT_MAX_REJECTED);
    expect(body.errors[0]).toEqual({ line: 2, field: 'CDR_CLDNUM', message: M.unknownNumber });
    expect(body.errors.at(-1).line).toBe(1001);
    expect(await countersMatchCalls()).toBe(before);
  });

  it('refuses a file without the template header (422), an unknown encoding, and a customer (403)', async () => {
    const noHeader = await importCsv('2025-07-04 08:00:00,+442079460000\n');
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json().message).toBe(CALL_IMPORT_MESSAGES.header);
    expect((await importCsv('')).statusCode).toBe(422);
    expect((await importCsv(`${CALL_TEMPLATE_COLUMNS.join(',')}\n`, { 'content-encoding': 'br' })).statusCode).toBe(422);
    expect((await importCsv(`${HEADER}\n`, {}, custA)).statusCode).toBe(403);
    // a header alone: nothing to load
    expect((await importCsv(`${CALL_TEMPLATE_COLUMNS.join(',')}\n`)).json()).toEqual({
      received: 0,
      loaded: 0,
      duplicates: 0,
      rejected: 0,
      errors: [],
      ignored_columns: [],
    });
  });

  it('rejects a line of megabytes unread, by its number, and loads the lines around it', async () => {
    // 8 MiB of one line gzip to 8 KB; read chunk after chunk it once cost time quadratic in its length
    const csv = [
      HEADER,
      '2025-07-05 08:00:00,+442079460000,,,,,,',
      'x'.repeat(8 * 1024 * 1024),
      '2025-07-05 09:00:00,+442079460000,,,,,,',
    ].join('\n');
    const res = await importCsv(gzipSync(csv), { 'content-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      received: 3,
      loaded: 2,
      duplicates: 0,
      rejected: 1,
      errors: [{ line: 3, field: 'line', message: CALL_IMPORT_MESSAGES.lineTooLong }],
      ignored_columns: [],
    });
    expect(await rows(`select seized_at from calls where seized_at::date = '2025-07-05' order by 1`)).toHaveLength(2);
  });

  it('answers a body that is not the gzip it says with 400, whether it breaks in the header or part-way', async () => {
    const before = await countersMatchCalls();
    const csv = `${HEADER}\n${Array.from({ length: 30_000 }, (_, i) => `2025-07-06 ${String(i % 24).padStart(2, '0')}:00:${String(i % 60).padStart(2, '0')},+442079460000,+4930${1_000_000 + i},,,,,`).join('\n')}`;
    const gz = gzipSync(csv);
    for (const body of [Buffer.from(csv), gz.subarray(0, Math.floor(gz.length / 2))]) {
      const res = await importCsv(body, { 'content-encoding': 'gzip' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'request.bad_encoding', message: CALL_IMPORT_MESSAGES.badGzip });
    }
    // damaged early in a body still arriving over a real connection: the caller gets the answer, not a reset
    const damaged = Buffer.from(gz).fill(0x55, 2000, 2064);
    const url = `${await ctx.app.listen({ port: 0, host: '127.0.0.1' })}/api/calls/import`;
    const res = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = http.request(url, {
        method: 'POST',
        headers: { ...bearer(ops), 'content-type': 'text/csv', 'content-encoding': 'gzip' },
      });
      req.on('response', (r) => {
        let body = '';
        r.on('data', (d) => (body += d));
        r.on('end', () => resolve({ status: r.statusCode, body }));
      });
      req.on('error', reject);
      // in pieces, as a network delivers them
      const send = (at: number): unknown =>
        at >= damaged.length ? req.end() : req.write(damaged.subarray(at, at + 16_384), () => send(at + 16_384));
      send(0);
    });
    expect(res.status, res.body).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'request.bad_encoding' });
    // nothing of the lines read before the damage stays
    expect(await countersMatchCalls()).toBe(before);
  });

  it('takes a body larger than the 1 MB JSON limit, streamed, answering other requests meanwhile', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 20_000; i++) {
      const t = new Date(Date.UTC(2025, 7, 1) + i * 1000).toISOString().slice(0, 19).replace('T', ' ');
      lines.push(`${t},+4930100000,+4930${String(1_000_000 + i)},,,,16,Somewhere far away on the network`);
    }
    const body = lines.join('\n');
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const { result: res, during } = await probedWhile(ctx, ops, () => importCsv(body));
    // PGlite: the lines are staged by short COPY statements outside the merge's transaction, so requests are answered
    // while the body streams in (one connection; bench/README.md, Embedded engine stalls)
    expect(during).toBeGreaterThanOrEqual(2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ received: 20_000, loaded: 20_000, duplicates: 0, rejected: 0 });
    await countersMatchCalls();
  });
});

describe('the embedded engine merges an import a range of lines per short transaction (its one connection free between two), all or nothing', () => {
  /** `n` calls to +4930100000 in September 2025 (month `m`), one a second from `start`. */
  const csv = (n: number, m: number, start = 0) => {
    const lines = [HEADER];
    for (let i = start; i < start + n; i++) {
      const t = new Date(Date.UTC(2025, m, 1) + i * 1000).toISOString().slice(0, 19).replace('T', ' ');
      lines.push(`${t},+4930100000,+4930${String(2_000_000 + i)},,${i % 2 ? t : ''},,16,`);
    }
    return lines.join('\n');
  };
  /**
   * The embedded database as the import sees it, its transactions watched: `merges` counts the merge transactions
   * (the ones under the call loading lock) and their time span; once `dieAfter` of them ran, every further
   * statement fails, as if the process had died there.
   */
  function watched(dieAfter = Number.POSITIVE_INFINITY) {
    const pglite = ctx.database.pglite!;
    const w = { merges: 0, start: Number.POSITIVE_INFINITY, end: 0, dead: false };
    const guard = () => {
      if (w.dead) throw new Error('the process died');
    };
    const proxy = new Proxy(pglite, {
      get(target, key) {
        if (key === 'transaction')
          return async <T>(fn: (tx: Parameters<Parameters<typeof pglite.transaction>[0]>[0]) => Promise<T>) => {
            guard();
            return target.transaction(async (tx) => {
              const locked = { value: false };
              const txp = new Proxy(tx, {
                get(t, k) {
                  if (k === 'query')
                    return async (q: string, p?: unknown[]) => {
                      if (q.includes('pg_advisory_xact_lock')) {
                        locked.value = true;
                        w.merges++;
                        w.start = Math.min(w.start, performance.now());
                      }
                      return t.query(q, p);
                    };
                  const v = Reflect.get(t, k, t);
                  return typeof v === 'function' ? v.bind(t) : v;
                },
              });
              try {
                return await fn(txp);
              } finally {
                if (locked.value) {
                  w.end = performance.now();
                  if (w.merges >= dieAfter) w.dead = true;
                }
              }
            });
          };
        if (key === 'query')
          return async (...a: Parameters<typeof pglite.query>) => {
            guard();
            return target.query(...a);
          };
        const v = Reflect.get(target, key, target);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    return { w, database: { ...ctx.database, pglite: proxy } as typeof ctx.database };
  }
  const run = (database: typeof ctx.database, body: string, chunkLines = 100) =>
    callImportService(callImportRepository(database, { chunkLines })).import(Readable.from([body]));
  const leftovers = async () => ({
    records: (await rows<{ n: number }>('select count(*)::int as n from bulk_publishes'))[0]!.n,
    tables: (await rows<{ n: number }>(`select count(*)::int as n from pg_tables where tablename like 'call_import_stage_%'`))[0]!.n,
  });

  it('answers other requests between the ranges of the merge, and loads nothing twice', async () => {
    if (!ctx.database.pglite) return; // PostgreSQL merges in one transaction, other connections unblocked
    const before = await countersMatchCalls();
    const { w, database } = watched();
    const { result: answer, answered } = await probedWhile(ctx, ops, () => run(database, csv(2000, 8)));
    expect(answer).toMatchObject({ received: 2000, loaded: 2000, duplicates: 0, rejected: 0 });
    expect(w.merges).toBe(21); // lines 2–2001, 100 a range
    // one merge statement would hold the connection throughout: no probe asked and answered inside it
    expect(answered.filter((a) => a.t0 >= w.start && a.t1 <= w.end).length).toBeGreaterThanOrEqual(3);
    expect(await countersMatchCalls()).toBe(before + 2000);
    // re-sent, with a duplicate inside the file across two ranges: nothing loaded twice
    const again = await run(ctx.database, `${csv(2000, 8)}\n${csv(1, 8).split('\n')[1]}`);
    expect(again).toMatchObject({ received: 2001, loaded: 0, duplicates: 2001 });
    expect(await countersMatchCalls()).toBe(before + 2000);
    expect(await leftovers()).toEqual({ records: 0, tables: 0 });
  });

  it('deletes the calls and counters of the ranges already merged when a later one fails', async () => {
    if (!ctx.database.pglite) return;
    const before = await countersMatchCalls();
    const counters = await rows('select * from call_stats_hourly order by 1, 2, 3, 4, 5, 6');
    const db = ctx.database.db;
    // a genuine failure in the sixth range: the 520th call is refused by a trigger
    await db.execute(
      sql.raw(`create function calls_fail_test() returns trigger language plpgsql as $$
        begin if new.calling_number = '+49302000519' then raise exception 'injected failure'; end if; return new; end $$`),
    );
    await db.execute(sql.raw('create trigger calls_fail_test before insert on calls for each row execute function calls_fail_test()'));
    const { w, database } = watched();
    try {
      await expect(run(database, csv(1000, 9))).rejects.toThrow(/injected failure/);
    } finally {
      await db.execute(sql.raw('drop trigger calls_fail_test on calls'));
      await db.execute(sql.raw('drop function calls_fail_test()'));
    }
    expect(w.merges).toBeGreaterThanOrEqual(6); // five ranges went in, then were taken out again
    expect(await countersMatchCalls()).toBe(before);
    expect(await rows('select * from call_stats_hourly order by 1, 2, 3, 4, 5, 6')).toEqual(counters);
    expect(await leftovers()).toEqual({ records: 0, tables: 0 });
    expect(await run(ctx.database, csv(1000, 9))).toMatchObject({ loaded: 1000 });
    expect(await countersMatchCalls()).toBe(before + 1000);
  });

  it('undoes at start-up an import a crash left half merged', async () => {
    if (!ctx.database.pglite) return;
    const before = await countersMatchCalls();
    const { w, database } = watched(3);
    await expect(run(database, csv(1000, 10))).rejects.toThrow(/the process died/);
    expect(w.merges).toBe(3);
    expect(await countersMatchCalls()).toBe(before + 299); // three ranges stayed in: lines 2–100, 101–200, 201–300
    expect(await leftovers()).toEqual({ records: 1, tables: 1 });
    // the start-up's recovery (boot.ts)
    expect(await rollBackUnfinishedImports(ctx.database, 100)).toBe(1);
    expect(await countersMatchCalls()).toBe(before);
    expect(await leftovers()).toEqual({ records: 0, tables: 0 });
    expect(await rollBackUnfinishedImports(ctx.database)).toBe(0);
  });
});

describe('PostgreSQL loads an import in chunks read ahead while the one before is merged, one transaction (docs/api-reports.md)', () => {
  /** `n` calls in November 2025 (day `d`), one a second; every `unknownEvery`th to a number no inventory holds. */
  const csv = (n: number, d: number, unknownEvery = 0) => {
    const lines = [HEADER];
    for (let i = 0; i < n; i++) {
      const t = new Date(Date.UTC(2025, 10, d) + i * 1000).toISOString().slice(0, 19).replace('T', ' ');
      const called = unknownEvery && i % unknownEvery === unknownEvery - 1 ? '+4930100099' : '+4930100000';
      lines.push(`${t},${called},+4930${String(3_000_000 + i)},,${i % 2 ? t : ''},,16,`);
    }
    return lines.join('\n');
  };
  // the body as a network delivers it, in pieces (the service reads a batch of lines per piece, 5,000 at least)
  const run = (body: string, pipelineLines = 5000) =>
    callImportService(callImportRepository(ctx.database, { pipelineLines })).import(Readable.from(body.match(/[\s\S]{1,16384}/g) ?? []));

  it('answers as one merge: duplicates across chunks, unknown numbers of every chunk counted, the first ones listed', async () => {
    const before = await countersMatchCalls();
    // 12,000 lines in chunks of 5,000 (the service reads 5,000 lines at a time): every other line unknown (6,000:
    // the answer lists the first 1,000, counts them all), the last line the first one again
    const body = `${csv(12_000, 3, 2)}\n${csv(1, 3).split('\n')[1]}`;
    const answer = await run(body, 5000);
    expect(answer).toMatchObject({ received: 12_001, loaded: 6000, duplicates: 1, rejected: 6000 });
    expect(answer.errors).toHaveLength(CALL_IMPORT_MAX_REJECTED);
    expect(answer.errors.map((e) => e.line).slice(0, 3)).toEqual([3, 5, 7]);
    expect(answer.errors.at(-1)).toEqual({ line: 2001, field: 'CDR_CLDNUM', message: M.unknownNumber });
    expect(await countersMatchCalls()).toBe(before + 6000);
    // re-sent in other chunks (10,000 and 2,001 lines): nothing loaded twice
    expect(await run(body, 7000)).toMatchObject({ received: 12_001, loaded: 0, duplicates: 6001, rejected: 6000 });
    expect(await countersMatchCalls()).toBe(before + 6000);
  });

  it('answers 503 with Retry-After when the server ends its session mid-import, and the app keeps serving', async () => {
    if (!ctx.database.pool) return; // the embedded engine has no connection to lose
    const before = await countersMatchCalls();
    const lines = csv(12_000, 5).split('\n');
    let terminated = 0;
    async function* body() {
      yield `${lines.slice(0, 6000).join('\n')}\n`;
      // the import's transaction holds the call loading lock: end that session while it waits for the rest (merging
      // the first 5,000 lines takes seconds on a loaded machine, so wait up to a minute for it to go idle)
      for (const deadline = Date.now() + 60_000; terminated === 0 && Date.now() < deadline; ) {
        const [r] = await rows<{ n: number }>(`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null and state like 'idle in transaction%'`);
        terminated = r!.n;
        if (!terminated) await new Promise((r) => setTimeout(r, 25));
      }
      yield lines.slice(6000).join('\n');
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/calls/import',
      headers: { ...bearer(ops), 'content-type': 'text/csv' },
      payload: Readable.from(body()),
    });
    expect(terminated).toBe(1);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().code).toBe('unavailable');
    expect(res.headers['retry-after']).toBe('5');
    // nothing of it stored, and the next requests are served on fresh connections
    expect(await countersMatchCalls()).toBe(before);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(ops) })).statusCode).toBe(200);
    expect(await run(csv(12_000, 5))).toMatchObject({ loaded: 12_000 });
  }, 120_000);

  it('stores nothing of the chunks already merged when a later one fails', async () => {
    const before = await countersMatchCalls();
    const db = ctx.database.db;
    await db.execute(
      sql.raw(`create function calls_fail_chunk() returns trigger language plpgsql as $$
        begin if new.calling_number = '+49303011000' then raise exception 'injected failure'; end if; return new; end $$`),
    );
    await db.execute(sql.raw('create trigger calls_fail_chunk before insert on calls for each row execute function calls_fail_chunk()'));
    try {
      await expect(run(csv(12_000, 4))).rejects.toThrow(/injected failure/);
    } finally {
      await db.execute(sql.raw('drop trigger calls_fail_chunk on calls'));
      await db.execute(sql.raw('drop function calls_fail_chunk()'));
    }
    expect(await countersMatchCalls()).toBe(before);
    expect(await run(csv(12_000, 4))).toMatchObject({ loaded: 12_000 });
    expect(await countersMatchCalls()).toBe(before + 12_000);
  });
});
