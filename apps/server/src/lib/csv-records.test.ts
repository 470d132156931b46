import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CSV_MAX_RECORD_CHARS, csvRecordBatches } from './csv-records.ts';

async function read(chunks: Iterable<string | Buffer>, size = 2, maxChars?: number) {
  const out: { line: number; fields: string[]; tooLong?: true }[][] = [];
  for await (const b of csvRecordBatches(Readable.from(chunks), size, maxChars)) out.push(b);
  return out;
}

describe('CSV records as a stream', () => {
  it('splits lines and fields across chunk boundaries, CRLF or LF, skipping blank lines and a BOM', async () => {
    const batches = await read(['\uFEFFa,b\r\n1,', '2\n\n3,4', '\r\n5,6']);
    expect(batches.flat()).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
      { line: 4, fields: ['3', '4'] },
      { line: 5, fields: ['5', '6'] },
    ]);
    expect(batches.length).toBeGreaterThan(1);
  });

  it('reads quoted fields: commas, doubled quotes and line breaks inside quotes', async () => {
    const records = (await read(['x,"a, b","say ""hi""",y\n"two\nlines",', 'z\nlast,"q"'], 100)).flat();
    expect(records).toEqual([
      { line: 1, fields: ['x', 'a, b', 'say "hi"', 'y'] },
      { line: 2, fields: ['two\nlines', 'z'] },
      { line: 4, fields: ['last', 'q'] },
    ]);
  });

  it('decodes UTF-8 split inside a character', async () => {
    const bytes = Buffer.from('Zürich,ok\n');
    const records = (await read([bytes.subarray(0, 2), bytes.subarray(2)])).flat();
    expect(records).toEqual([{ line: 1, fields: ['Zürich', 'ok'] }]);
  });

  it('gives a record over the cap as too long, wherever its chunks end, and reads on at the next record', async () => {
    const long = `${'x'.repeat(30)},"a\nb"`;
    const text = `h\n${'y'.repeat(20)}\n${long}\n"${'q'.repeat(12)}\n${'q'.repeat(12)}"\nok,1\n${'z'.repeat(25)}`;
    // every way of cutting the text into chunks of n characters gives the same records
    for (const n of [1, 7, 64, text.length]) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${n}}`, 'g')) ?? [];
      expect((await read(chunks, 100, 20)).flat(), `chunks of ${n}`).toEqual([
        { line: 1, fields: ['h'] },
        { line: 2, fields: ['y'.repeat(20)] },
        // over the cap: a quoted line break inside it does not end it
        { line: 3, fields: [], tooLong: true },
        // a quoted record over the cap only with its second line
        { line: 5, fields: [], tooLong: true },
        { line: 7, fields: ['ok', '1'] },
        // the last line, without its line end
        { line: 8, fields: [], tooLong: true },
      ]);
    }
  });

  it('reads a line of megabytes in linear time, holding none of it', async () => {
    // 4 MiB of one line in 16 KB chunks, as zlib hands them over: searched again chunk by chunk, it took seconds
    const chunk = 'x'.repeat(16_384);
    function* body() {
      yield 'CDR_SEIZTIME,CDR_CLDNUM\n';
      for (let i = 0; i < 256; i++) yield chunk;
      yield '\n2025-07-01 08:00:00,+442079460000\n';
    }
    expect((await read(body(), 5000)).flat()).toEqual([
      { line: 1, fields: ['CDR_SEIZTIME', 'CDR_CLDNUM'] },
      { line: 2, fields: [], tooLong: true },
      { line: 3, fields: ['2025-07-01 08:00:00', '+442079460000'] },
    ]);
    expect(CSV_MAX_RECORD_CHARS).toBe(65_536);
  });
});
