import { describe, expect, it } from 'vitest';
import { docxBomb, samples } from '../../test/documents.ts';
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
  ] as const)('recognises %s by its content', (type, data) => {
    expect(sniffFileType(data)).toBe(type);
  });

  it('recognises none of a program, a plain zip, an Excel 97 file, text or nothing', () => {
    expect(sniffFileType(samples.exe)).toBeUndefined();
    expect(sniffFileType(samples.zip)).toBeUndefined();
    expect(sniffFileType(samples.xls)).toBeUndefined();
    expect(sniffFileType(Buffer.from('just some text'))).toBeUndefined();
    expect(sniffFileType(Buffer.alloc(0))).toBeUndefined();
  });

  it('does not take a truncated OLE header or a damaged zip for a document', () => {
    expect(sniffFileType(samples.doc.subarray(0, 100))).toBeUndefined();
    expect(sniffFileType(samples.docx.subarray(0, samples.docx.length - 30))).toBeUndefined();
  });

  it('refuses a zip bomb (an entry inflating to over 100 times its size) with 422', () => {
    let err: unknown;
    try {
      sniffFileType(docxBomb(4));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(422);
  });
});

describe('detectFileType', () => {
  const DOCS = ['pdf', 'doc', 'docx'] as const;
  const IMAGES = ['pdf', 'jpeg', 'png'] as const;

  it('accepts each type under its own extension, in any case', () => {
    expect(detectFileType('proof.pdf', samples.pdf, DOCS)).toBe('pdf');
    expect(detectFileType('Proof.PDF', samples.pdf, DOCS)).toBe('pdf');
    expect(detectFileType('letter.doc', samples.doc, DOCS)).toBe('doc');
    expect(detectFileType('letter.docx', samples.docx, DOCS)).toBe('docx');
    expect(detectFileType('numbers.xlsx', samples.xlsx, ['xlsx'])).toBe('xlsx');
    expect(detectFileType('passport.jpg', samples.jpeg, IMAGES)).toBe('jpeg');
    expect(detectFileType('passport.jpeg', samples.jpeg, IMAGES)).toBe('jpeg');
    expect(detectFileType('passport.png', samples.png, IMAGES)).toBe('png');
  });

  it('refuses content that does not match the extension', () => {
    expect(detectFileType('letter.docx', samples.pdf, DOCS)).toBeUndefined();
    expect(detectFileType('proof.pdf', samples.png, IMAGES)).toBeUndefined();
    expect(detectFileType('proof.pdf', samples.exe, DOCS)).toBeUndefined();
    expect(detectFileType('letter.doc', samples.xls, DOCS)).toBeUndefined();
    expect(detectFileType('letter.docx', samples.xlsx, DOCS)).toBeUndefined();
    expect(detectFileType('numbers.xlsx', samples.docx, ['xlsx'])).toBeUndefined();
  });

  it('refuses a type the input does not take, or no extension at all', () => {
    expect(detectFileType('photo.png', samples.png, DOCS)).toBeUndefined();
    expect(detectFileType('numbers.xlsx', samples.xlsx, DOCS)).toBeUndefined();
    expect(detectFileType('proof', samples.pdf, DOCS)).toBeUndefined();
    expect(detectFileType('proof.pdf.exe', samples.pdf, DOCS)).toBeUndefined();
  });

  it('knows an extension for every type', () => {
    for (const t of FILE_TYPES) expect(sniffFileType(samples[t])).toBe(t);
    expect(extensionOf(' a.B.Docx ')).toBe('docx');
    expect(extensionOf('noext')).toBe('');
  });
});
