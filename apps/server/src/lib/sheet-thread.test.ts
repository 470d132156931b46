import { INVENTORY_TEMPLATE_EXAMPLE } from '@gsn/domain';
import { describe, expect, it } from 'vitest';
import { problemOf, xlsx } from '../../test/spreadsheets.ts';
import { semaphore } from './concurrency.ts';
import { readSheetInThread, SHEET_WORKERS } from './sheet-thread.ts';

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

  it('moves a file that owns its buffer to the worker, and copies a slice of a shared one', async () => {
    const file = xlsx([HEADER, row(1)]);
    // Buffer.alloc never takes a slice of the shared pool: this buffer owns its memory
    const own = Buffer.alloc(file.byteLength);
    file.copy(own);
    const copied = new Uint8Array(own.byteLength + 16);
    copied.set(own, 8);
    const slice = Buffer.from(copied.buffer, 8, own.byteLength);
    const size = own.byteLength;
    const viaSlice = await readSheetInThread({ filename: 'n.xlsx', data: slice }, options);
    await viaSlice.close();
    // the slice's buffer stays the caller's
    expect(slice.byteLength).toBe(size);
    const moved = await readSheetInThread({ filename: 'n.xlsx', data: own }, options);
    for await (const _ of moved.batches());
    // transferred, not copied: the caller's buffer is detached
    expect(own.byteLength).toBe(0);
    expect(viaSlice.headers).toEqual(HEADER);
  });

  it('runs at most one worker per core at once; the other reads wait their turn and all finish', async () => {
    const reads = SHEET_WORKERS.max + 2;
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, SHEET_WORKERS.busy)), 1);
    try {
      const results = await Promise.all(Array.from({ length: reads }, () => readAll(xlsx([HEADER, row(1), row(2)]))));
      expect(results.map((r) => r.batches.flat().length)).toEqual(Array(reads).fill(2));
    } finally {
      clearInterval(watch);
    }
    expect(most).toBeLessThanOrEqual(SHEET_WORKERS.max);
    expect(SHEET_WORKERS.busy).toBe(0);
  });
});

describe('semaphore', () => {
  it('lets `max` holders in, queues the rest in order and hands a released slot to the next', async () => {
    const s = semaphore(2);
    const a = await s.acquire();
    const b = await s.acquire();
    const order: string[] = [];
    const c = s.acquire().then((r) => {
      order.push('c');
      return r;
    });
    const d = s.acquire().then((r) => {
      order.push('d');
      return r;
    });
    await Promise.resolve();
    expect([s.busy, s.waiting, order]).toEqual([2, 2, []]);
    a();
    a(); // idempotent
    const releaseC = await c;
    expect([s.busy, s.waiting, order]).toEqual([2, 1, ['c']]);
    b();
    const releaseD = await d;
    expect(order).toEqual(['c', 'd']);
    releaseC();
    releaseD();
    expect([s.busy, s.waiting]).toEqual([0, 0]);
  });
});
