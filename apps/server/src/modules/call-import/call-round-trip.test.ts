import fs from 'node:fs/promises';
import path from 'node:path';
import { CALL_EXPORT_DERIVED_COLUMNS } from '@gsn/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { callLoadingWorld } from '../../../test/report-world.ts';
import { multipart } from '../../../test/spreadsheets.ts';

/**
 * The call records export loaded again: what a person downloads from the call records (CSV or xlsx) and sends back
 * (POST /calls/import, POST /calls/bulk) gives the same calls — answer and alerting times, direction, durations.
 */

let ctx: TestContext;
let ops: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ ops } = await callLoadingWorld(ctx));
  const load = [
    // inbound, answered, with its alerting time and cause
    {
      CDR_SEIZTIME: '2025-07-01 08:00:00',
      CDR_CLDNUM: '+442079460000',
      CDR_CLGNUM: '+33612345778',
      CDR_ALERTTIME: '2025-07-01 08:00:02',
      CDR_ANSWERTIME: '2025-07-01 08:00:05',
      CDR_DISCTIME: '2025-07-01 08:01:05',
      CDR_COMPCODE: '16',
      CDR_ORIGIN: 'Paris, France',
    },
    // outbound (the service number calls out), answered
    {
      CDR_SEIZTIME: '2025-07-01 09:00:00',
      CDR_CLDNUM: '+33612345678',
      CDR_CLGNUM: '+4930100000',
      DIRECTION: 'outbound',
      CDR_ANSWERTIME: '2025-07-01 09:00:03',
      CDR_DISCTIME: '2025-07-01 09:00:33',
    },
    // not answered
    { CDR_SEIZTIME: '2025-07-01 10:00:00', CDR_CLDNUM: '+442079460000', CDR_ALERTTIME: '2025-07-01 10:00:01', CDR_COMPCODE: '19' },
  ];
  for (const payload of load) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/calls', headers: bearer(ops), payload });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => ctx?.close());

/** The calls as stored, every column a loader sets. */
async function stored() {
  const result = await ctx.database.db.execute(sql`
    select seized_at::text, alerted_at::text, answered_at::text, disconnected_at::text, duration_seconds, direction,
      called_number, calling_number, connected_number, origin, destination, completion_code, release_direction,
      ic_customer_name, og_customer_name, customer_id, vendor_id, service_type, jurisdiction, city
    from calls order by seized_at`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function exported(format: 'csv' | 'xlsx') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/reports/download/calls/callsummary?format=${format}&fromDate=2025-07-01&toDate=2025-07-01`,
    headers: bearer(ops),
  });
  expect(res.statusCode, res.body).toBe(202);
  // jobs run inline in tests: the file is written by now
  return fs.readFile(path.join(ctx.config.dataDir, 'exports', res.json().data.filename));
}

describe('the call records export loaded again', () => {
  it('gives the same calls through the CSV import and the xlsx upload, and names the columns it did not read', async () => {
    const before = await stored();
    expect(before.map((c) => [c.answered_at, c.alerted_at, c.direction, c.duration_seconds])).toEqual([
      ['2025-07-01 08:00:05+00', '2025-07-01 08:00:02+00', 'inbound', 60],
      ['2025-07-01 09:00:03+00', null, 'outbound', 30],
      [null, '2025-07-01 10:00:01+00', 'inbound', 0],
    ]);
    const csv = await exported('csv');
    const sheet = await exported('xlsx');

    await ctx.database.db.execute(sql`delete from calls`);
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/calls/import',
      headers: { ...bearer(ops), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({
      received: 3,
      loaded: 3,
      duplicates: 0,
      rejected: 0,
      errors: [],
      ignored_columns: [...CALL_EXPORT_DERIVED_COLUMNS],
    });
    expect(await stored()).toEqual(before);

    await ctx.database.db.execute(sql`delete from calls`);
    const { payload, headers } = multipart('callsummary.xlsx', sheet);
    const uploaded = await ctx.app.inject({ method: 'POST', url: '/api/calls/bulk', headers: { ...bearer(ops), ...headers }, payload });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toEqual({
      data: [2, 3, 4].map((row) => ({ row, status: 'created', errors: [] })),
      ignored_columns: CALL_EXPORT_DERIVED_COLUMNS.map((c) => c.toLowerCase()),
    });
    expect(await stored()).toEqual(before);
  });
});
