import { crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { SpreadsheetError } from '../src/lib/spreadsheet.ts';

/** Test files for spreadsheet uploads: real xlsx/xls written by SheetJS, and hand-made zips (bombs, lies). */

export function workbook(rows: unknown[][], sheetName = 'Sheet1'): XLSX.WorkBook {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return wb;
}

export const xlsx = (rows: unknown[][]) => XLSX.write(workbook(rows), { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
export const xls = (rows: unknown[][]) => XLSX.write(workbook(rows), { type: 'buffer', bookType: 'biff8' }) as Buffer;

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** 8 deflate (default), 0 stored. */
  method?: number;
  /** The uncompressed size written in the headers (default: the real one). */
  declaredSize?: number;
  flags?: number;
}

/** A zip archive written by hand, so that tests can make it lie. */
export function makeZip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const method = e.method ?? 8;
    const body = method === 8 ? deflateRawSync(e.data) : e.data;
    const size = e.declaredSize ?? e.data.length;
    const name = Buffer.from(e.name);
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(e.flags ?? 0, 8);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(body.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, name, body);
    central.push(dir, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

/** The entries of an xlsx written by SheetJS (to rebuild it with makeZip). */
export function zipEntries(file: Buffer): ZipEntry[] {
  const cfb = XLSX.CFB.read(file, { type: 'buffer' }) as { FullPaths: string[]; FileIndex: { type: number; content?: Uint8Array }[] };
  return cfb.FileIndex.flatMap((f, i) => {
    const path = cfb.FullPaths[i] ?? '';
    if (f.type !== 2 || !f.content || path.includes('Sh33tJ5')) return [];
    return [{ name: path.replace(/^Root Entry\//, ''), data: Buffer.from(f.content) }];
  });
}

/**
 * A valid-looking xlsx whose sheet is `mib` MiB of XML (rows of one cell): a few hundred KB on disk, a huge
 * sheet once inflated.
 */
export function xlsxBomb(mib: number): Buffer {
  const head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  const row = '<row><c t="inlineStr"><is><t>boom</t></is></c></row>';
  const body = Buffer.alloc(mib * 1024 * 1024, row);
  const sheet = Buffer.concat([Buffer.from(head), body, Buffer.from('</sheetData></worksheet>')]);
  return makeZip(zipEntries(xlsx([['name'], ['x']])).map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, data: sheet } : e)));
}

/** The first bytes of a PNG image, then noise. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

/** A multipart/form-data body with one file field. */
export function multipart(filename: string, data: Buffer, field = 'file', contentType = 'application/octet-stream') {
  const boundary = `----gsn${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The problem, status and message of the SpreadsheetError `fn` throws (fails when it throws nothing or another error). */
export async function problemOf(fn: () => unknown): Promise<{ problem: string; statusCode: number; message: string }> {
  try {
    await fn();
  } catch (e) {
    if (e instanceof SpreadsheetError) return { problem: e.problem, statusCode: e.statusCode, message: e.message };
    throw e;
  }
  throw new Error('no error thrown');
}
