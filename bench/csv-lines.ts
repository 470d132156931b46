// GSN Portal benchmark: the CSV reader of POST /calls/import (apps/server/src/lib/csv-records.ts) on one very long
// line, gzipped as a caller sends it and inflated in the chunks zlib hands over, against ordinary lines of the same
// size. A reader that searches the whole line again for each chunk costs time quadratic in the line's length.
// Prints the time per case; never fails on a time (only when the reader answers something else than expected).
// `npm run bench:csv-lines -w @gsn/bench`; BENCH_CSV_LINE_MIB: the longest line (default 64).
import { Readable } from 'node:stream';
import { createGunzip, gzipSync } from 'node:zlib';
import { csvRecordBatches } from '../apps/server/src/lib/csv-records.ts';

const LONGEST = Number(process.env.BENCH_CSV_LINE_MIB || 64);
const MiB = 1024 * 1024;

async function read(body: Buffer) {
  const t0 = performance.now();
  const gunzip = createGunzip();
  Readable.from([body]).pipe(gunzip);
  let records = 0;
  let tooLong = 0;
  for await (const batch of csvRecordBatches(gunzip)) {
    for (const r of batch) {
      records++;
      if (r.tooLong) tooLong++;
    }
  }
  return { ms: Math.round(performance.now() - t0), records, tooLong };
}

const header = 'CDR_SEIZTIME,CDR_CLDNUM\n';
const ordinary = '2025-07-01 08:00:00,+442079460000\n';
console.log('case                                  gzip      ms   records  too long');
for (let mib = 1; mib <= LONGEST; mib *= 4) {
  const line = Buffer.concat([Buffer.from(header), Buffer.alloc(mib * MiB, 'x'), Buffer.from(`\n${ordinary}`)]);
  const lines = Buffer.from(header + ordinary.repeat(Math.ceil((mib * MiB) / ordinary.length)));
  for (const [name, raw, expected] of [
    [`one line of ${mib} MiB, then a good line`, line, 3],
    [`${mib} MiB of ordinary lines`, lines, Math.ceil((mib * MiB) / ordinary.length) + 1],
  ] as const) {
    const body = gzipSync(raw);
    const r = await read(body);
    console.log(
      `${name.padEnd(36)} ${`${Math.round(body.length / 1024)} KB`.padStart(7)} ${String(r.ms).padStart(7)} ${String(r.records).padStart(9)} ${String(r.tooLong).padStart(9)}`,
    );
    if (r.records !== expected) {
      console.error(`expected ${expected} records, read ${r.records}`);
      process.exitCode = 1;
    }
  }
}
