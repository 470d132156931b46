import * as XLSX from '@e965/xlsx';
import { AppError } from './errors.ts';
import { XLSX_CONTENT_TYPE } from './spreadsheet-template.ts';
import { verifyZip, ZipError } from './zip.ts';

/**
 * What an uploaded document is, by its content (docs/security.md, Uploads): the extension names a type, and the first
 * bytes (and, for the zip and OLE based formats, the entries inside) must show that same type. A PDF renamed
 * .docx, a PNG renamed .pdf or a program renamed .pdf is refused.
 */

export const FILE_TYPES = ['pdf', 'doc', 'docx', 'xlsx', 'jpeg', 'png'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** The extensions each type may carry (lower case, without the dot). */
export const FILE_EXTENSIONS: Record<FileType, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  jpeg: ['jpeg', 'jpg'],
  png: ['png'],
};

/** The content type a stored file is served with (the detected type's, never the one the client sent). */
export const FILE_CONTENT_TYPES: Record<FileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: XLSX_CONTENT_TYPE,
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const MiB = 1024 * 1024;
/**
 * Zip limits for docx/xlsx documents (10 MB at most): 64 MiB inflated in all, and no entry of 64 KiB or more, nor
 * the archive as a whole, expanding more than 100 times (Office XML compresses about 10 times; pictures not at all).
 */
export const DOCUMENT_ZIP_LIMITS = { maxEntries: 2000, maxUncompressedBytes: 64 * MiB, maxRatio: 100, ratioFloorBytes: 64 * 1024 };

const PDF = Buffer.from('%PDF-');
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const startsWith = (data: Buffer, sig: Buffer) => data.length >= sig.length && data.subarray(0, sig.length).equals(sig);

/** The extension of a file name, lower case ('' without one). */
export function extensionOf(filename: string): string {
  return /\.([a-z0-9]{1,10})$/i.exec(filename.trim())?.[1]?.toLowerCase() ?? '';
}

/** docx or xlsx by the Office Open XML part inside; a zip bomb is refused (422), any other zip is neither. */
async function officeZip(data: Buffer): Promise<'docx' | 'xlsx' | undefined> {
  let names: Set<string>;
  try {
    names = new Set((await verifyZip(data, DOCUMENT_ZIP_LIMITS)).map((e) => e.name));
  } catch (e) {
    if (e instanceof ZipError && e.problem === 'bomb')
      throw new AppError(422, 'upload.zip_bomb', 'The file expands to more data than an upload may hold');
    return undefined;
  }
  if (!names.has('[Content_Types].xml')) return undefined;
  if (names.has('word/document.xml')) return 'docx';
  if (names.has('xl/workbook.xml')) return 'xlsx';
  return undefined;
}

/** A Word 97–2003 document: an OLE compound file with a WordDocument stream (an .xls is OLE too, but not this). */
function wordDoc(data: Buffer): boolean {
  try {
    const cfb = XLSX.CFB.read(data, { type: 'buffer' }) as { FullPaths: string[] };
    return cfb.FullPaths.some((p) => /\/WordDocument$/.test(p));
  } catch {
    return false;
  }
}

/** The type the content shows, whatever the name says; undefined when it is none of FILE_TYPES. */
export async function sniffFileType(data: Buffer): Promise<FileType | undefined> {
  if (startsWith(data, PDF)) return 'pdf';
  if (startsWith(data, PNG)) return 'png';
  if (startsWith(data, JPEG)) return 'jpeg';
  if (startsWith(data, OLE)) return wordDoc(data) ? 'doc' : undefined;
  if (startsWith(data, ZIP)) return officeZip(data);
  return undefined;
}

/**
 * The type of an upload when its extension names one of `allowed` and its content is that same type; undefined
 * otherwise (the caller answers 415 with the input's message). Throws 422 for a zip bomb.
 */
export async function detectFileType(filename: string, data: Buffer, allowed: readonly FileType[]): Promise<FileType | undefined> {
  const ext = extensionOf(filename);
  const named = allowed.find((t) => FILE_EXTENSIONS[t].includes(ext));
  if (!named) return undefined;
  return (await sniffFileType(data)) === named ? named : undefined;
}
