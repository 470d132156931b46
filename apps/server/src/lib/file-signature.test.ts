import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { docxBomb, samples } from '../../test/documents.ts';
import { makeZip } from '../../test/spreadsheets.ts';
import { AppError } from './errors.ts';
import { detectFileType, extensionOf, FILE_TYPES, sniffFileType } from './file-signature.ts';

describe('sniffFileType', () => {
  it.each([
    ['pdf', samples.pdf],
    ['doc', samples.doc],
    ['docx', samples.docx],
    ['xlsx', samples.xlsx],
    ['jpeg', samples.jpeg],
    ['png', samples.png],
  ] as const)('recognises %s by its content', async (type, data) => {
    expect(await sniffFileType(data)).toBe(type);
  });

  it('recognises none of a program, a plain zip, an Excel 97 file, text or nothing', async () => {
    expect(await sniffFileType(samples.exe)).toBeUndefined();
    expect(await sniffFileType(samples.zip)).toBeUndefined();
    expect(await sniffFileType(samples.xls)).toBeUndefined();
    expect(await sniffFileType(Buffer.from('just some text'))).toBeUndefined();
    expect(await sniffFileType(Buffer.alloc(0))).toBeUndefined();
  });

  it('does not take a truncated OLE header or a damaged zip for a document', async () => {
    expect(await sniffFileType(samples.doc.subarray(0, 100))).toBeUndefined();
    expect(await sniffFileType(samples.docx.subarray(0, samples.docx.length - 30))).toBeUndefined();
  });

  it('refuses a zip bomb (an entry inflating to over 100 times its size) with 422', async () => {
    const err = await sniffFileType(docxBomb(4)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(422);
  });
});

describe('detectFileType', () => {
  const DOCS = ['pdf', 'doc', 'docx'] as const;
  const IMAGES = ['pdf', 'jpeg', 'png'] as const;

  it('accepts each type under its own extension, in any case', async () => {
    expect(await detectFileType('proof.pdf', samples.pdf, DOCS)).toBe('pdf');
    expect(await detectFileType('Proof.PDF', samples.pdf, DOCS)).toBe('pdf');
    expect(await detectFileType('letter.doc', samples.doc, DOCS)).toBe('doc');
    expect(await detectFileType('letter.docx', samples.docx, DOCS)).toBe('docx');
    expect(await detectFileType('numbers.xlsx', samples.xlsx, ['xlsx'])).toBe('xlsx');
    expect(await detectFileType('passport.jpg', samples.jpeg, IMAGES)).toBe('jpeg');
    expect(await detectFileType('passport.jpeg', samples.jpeg, IMAGES)).toBe('jpeg');
    expect(await detectFileType('passport.png', samples.png, IMAGES)).toBe('png');
  });

  it('refuses content that does not match the extension', async () => {
    expect(await detectFileType('letter.docx', samples.pdf, DOCS)).toBeUndefined();
    expect(await detectFileType('proof.pdf', samples.png, IMAGES)).toBeUndefined();
    expect(await detectFileType('proof.pdf', samples.exe, DOCS)).toBeUndefined();
    expect(await detectFileType('letter.doc', samples.xls, DOCS)).toBeUndefined();
    expect(await detectFileType('letter.docx', samples.xlsx, DOCS)).toBeUndefined();
    expect(await detectFileType('numbers.xlsx', samples.docx, ['xlsx'])).toBeUndefined();
  });

  it('refuses a type the input does not take, or no extension at all', async () => {
    expect(await detectFileType('photo.png', samples.png, DOCS)).toBeUndefined();
    expect(await detectFileType('numbers.xlsx', samples.xlsx, DOCS)).toBeUndefined();
    expect(await detectFileType('proof', samples.pdf, DOCS)).toBeUndefined();
    expect(await detectFileType('proof.pdf.exe', samples.pdf, DOCS)).toBeUndefined();
  });

  it('knows an extension for every type', async () => {
    for (const t of FILE_TYPES) expect(await sniffFileType(samples[t])).toBe(t);
    expect(extensionOf(' a.B.Docx ')).toBe('docx');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('zip bombs that step around a per-entry check (docs/security.md, Uploads)', () => {
  const office = (entries: { name: string; data: Buffer; declaredSize?: number }[]) =>
    makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
      ...entries,
    ]);
  const refused = async (data: Buffer) => {
    const err = await sniffFileType(data).catch((e: unknown) => e);
    return err instanceof AppError && err.statusCode === 422;
  };

  it('refuses entries of exactly 1 MiB, each far above the ratio', async () => {
    const entries = Array.from({ length: 8 }, (_, i) => ({ name: `word/media/part${i}.xml`, data: Buffer.alloc(1024 * 1024, 'a') }));
    expect(await refused(office(entries))).toBe(true);
  });

  it('refuses many entries just under the per-entry floor by the ratio of the whole archive', async () => {
    const entries = Array.from({ length: 40 }, (_, i) => ({ name: `word/p${i}.xml`, data: Buffer.alloc(64 * 1024 - 1, 'b') }));
    expect(await refused(office(entries))).toBe(true);
  });

  it('refuses an archive whose inflated total passes the cap even at a modest ratio', async () => {
    const picture = randomBytes(1024 * 1024);
    const entries = Array.from({ length: 70 }, (_, i) => ({ name: `word/media/image${i}.bin`, data: picture }));
    expect(await refused(office(entries))).toBe(true);
  });

  it('stops an entry that inflates beyond the size its directory declares', async () => {
    const liar = office([{ name: 'word/styles.xml', data: Buffer.alloc(4 * 1024 * 1024, 'c'), declaredSize: 40_000 }]);
    // The lie is caught while inflating, at the 40,000 bytes declared: never 4 MiB in memory.
    expect(await refused(liar)).toBe(true);
  });

  it('accepts a real document with pictures', async () => {
    expect(await sniffFileType(office([{ name: 'word/media/image1.png', data: randomBytes(2 * 1024 * 1024) }]))).toBe('docx');
  });
});
