import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvRecordBatches } from './csv-records.ts';

async function read(chunks: (string | Buffer)[], size = 2) {
  const out: { line: number; fields: string[] }[][] = [];
  for await (const b of csvRecordBatches(Readable.from(chunks), size)) out.push(b);
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
});
