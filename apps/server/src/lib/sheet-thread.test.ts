import { INVENTORY_TEMPLATE_EXAMPLE } from '@gsn/domain';
import { describe, expect, it } from 'vitest';
import { problemOf, xlsx } from '../../test/spreadsheets.ts';
import { readSheetInThread } from './sheet-thread.ts';

const HEADER = ['service_number', 'service_type', 'jurisdiction', 'nrc'];
const row = (n: number) => [`+4420794${String(n).padStart(5, '0')}`, 'DID', 'United Kingdom', '10.00'];
const options = { limits: { maxRows: 100 }, validator: 'inventory' as const, batchSize: 3 };

async function readAll(data: Buffer, opts = options) {
  const sheet = await readSheetInThread<{ service_number: string }>({ filename: 'numbers.xlsx', data }, opts);
  const batches = [];
  for await (const b of sheet.batches()) batches.push(b);
  return { sheet, batches };
}

describe('reading a sheet in a worker thread', () => {
  it('answers the header, then the validated rows in batches of the asked size, blank rows left out', async () => {
    const data = xlsx([HEADER, row(1), row(2), [], ['12', 'DID', 'United Kingdom', 'ten'], row(3), row(4)]);
    const { sheet, batches } = await readAll(data);
    expect(sheet.format).toBe('xlsx');
    expect(sheet.headers).toEqual(HEADER);
    expect(batches.map((b) => b.map((r) => r.row))).toEqual([
      [2, 3, 5],
      [6, 7],
    ]);
    const [first, , bad] = batches[0] ?? [];
    expect(first).toMatchObject({ ok: true, data: { service_number: '+442079400001', service_type: 'DID', nrc: '10.00' } });
    expect(bad?.ok).toBe(false);
    const fields = bad && !bad.ok ? bad.errors.map((e) => e.field) : [];
    expect(fields).toEqual(expect.arrayContaining(['service_number', 'nrc']));
  });

  it('validates with the same rule as a single add (the template example row is valid)', async () => {
    const columns = Object.keys(INVENTORY_TEMPLATE_EXAMPLE);
    const data = xlsx([columns, Object.values(INVENTORY_TEMPLATE_EXAMPLE)]);
    const { batches } = await readAll(data);
    expect(batches.flat()).toEqual([expect.objectContaining({ row: 2, ok: true })]);
  });

  it('refuses a damaged file with the message of the in-process reader', async () => {
    const data = xlsx([HEADER, row(1)]);
    const damaged = Buffer.concat([data.subarray(0, 200), Buffer.alloc(data.length - 200, 7)]);
    expect(await problemOf(() => readAll(damaged))).toMatchObject({ statusCode: 400, problem: 'corrupt' });
  });

  it('refuses an oversized file before starting a worker, and a sheet with too many rows with 422', async () => {
    const data = xlsx([HEADER, row(1), row(2), row(3)]);
    expect(await problemOf(() => readAll(data, { ...options, limits: { maxBytes: 100 } as never }))).toMatchObject({
      statusCode: 413,
      problem: 'size',
    });
    expect(await problemOf(() => readAll(data, { ...options, limits: { maxRows: 2 } }))).toEqual({
      statusCode: 422,
      problem: 'rows',
      message: 'The sheet has more than 2 rows',
    });
  });

  it('can be closed after the header without reading the rows', async () => {
    const sheet = await readSheetInThread({ filename: 'n.xlsx', data: xlsx([HEADER, row(1)]) }, options);
    await sheet.close();
    expect(sheet.headers).toEqual(HEADER);
  });
});
