import { createInflateRaw, inflateRawSync } from 'node:zlib';

/**
 * Reading the zip archives users upload (xlsx, docx) without trusting them: the central directory is checked
 * before anything is inflated (entry count, total declared size, compression ratio; no zip64, no encryption,
 * stored or deflated entries only), and every entry is inflated with its declared size as a hard cap, so an
 * entry that expands beyond what the directory says is caught (zip bomb) however it is read.
 */

export type ZipProblem = 'corrupt' | 'bomb';

export class ZipError extends Error {
  readonly problem: ZipProblem;
  constructor(problem: ZipProblem) {
    super(problem === 'bomb' ? 'The archive expands beyond its limits' : 'The archive is damaged');
    this.problem = problem;
  }
}

export interface ZipLimits {
  maxEntries: number;
  /** Sum of the declared uncompressed sizes. */
  maxUncompressedBytes: number;
  /**
   * Uncompressed ÷ compressed size of an entry of `ratioFloorBytes` or more, and of the whole archive once its
   * declared total reaches `ratioFloorBytes` (so many entries just under the floor do not step around it).
   */
  maxRatio: number;
  ratioFloorBytes: number;
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  compressed: number;
  /** Declared uncompressed size: the most the entry may inflate to, and what it must inflate to. */
  size: number;
  /** Offset of the entry's data in the archive. */
  start: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const CHUNK = 64 * 1024;

/** The entries of a zip archive by its central directory, after the structural and size checks. */
export function readZipDirectory(data: Buffer, limits: ZipLimits): ZipEntry[] {
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipError('corrupt');
  const count = data.readUInt16LE(eocd + 10);
  const cdSize = data.readUInt32LE(eocd + 12);
  const cdOffset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw new ZipError('bomb'); // zip64: never needed within our size limits
  if (count === 0 || cdOffset + cdSize > eocd) throw new ZipError('corrupt');
  if (count > limits.maxEntries) throw new ZipError('bomb');

  const entries: ZipEntry[] = [];
  let p = cdOffset;
  let total = 0;
  let totalCompressed = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || data.readUInt32LE(p) !== CENTRAL) throw new ZipError('corrupt');
    const flags = data.readUInt16LE(p + 8);
    const method = data.readUInt16LE(p + 10);
    const compressed = data.readUInt32LE(p + 20);
    const size = data.readUInt32LE(p + 24);
    const nameLen = data.readUInt16LE(p + 28);
    const name = data.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const local = data.readUInt32LE(p + 42);
    p += 46 + nameLen + data.readUInt16LE(p + 30) + data.readUInt16LE(p + 32);
    if (flags & 1) throw new ZipError('corrupt'); // encrypted
    if (size === 0xffffffff || compressed === 0xffffffff) throw new ZipError('bomb');
    total += size;
    totalCompressed += compressed;
    if (total > limits.maxUncompressedBytes) throw new ZipError('bomb');
    if (size >= limits.ratioFloorBytes && size / Math.max(compressed, 1) > limits.maxRatio) throw new ZipError('bomb');
    if (total >= limits.ratioFloorBytes && total / Math.max(totalCompressed, 1) > limits.maxRatio) throw new ZipError('bomb');
    if (method !== 0 && method !== 8) throw new ZipError('corrupt');
    if (method === 0 && compressed !== size) throw new ZipError('corrupt');

    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL) throw new ZipError('corrupt');
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + compressed > data.length) throw new ZipError('corrupt');
    entries.push({ name, method, compressed, size, start });
  }
  return entries;
}

/** A whole entry, inflated at once (for the small parts of an archive). */
export function entryBuffer(data: Buffer, e: ZipEntry): Buffer {
  const body = data.subarray(e.start, e.start + e.compressed);
  if (e.method === 0) return body;
  let out: Buffer;
  try {
    out = inflateRawSync(body, { maxOutputLength: Math.max(e.size, 1) });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipError('bomb');
    throw new ZipError('corrupt');
  }
  if (out.length !== e.size) throw new ZipError('corrupt');
  return out;
}

/**
 * An entry as a stream of chunks of at most 64 KiB, inflated as it is read: memory stays flat whatever the
 * entry's size. Throws ZipError('bomb') as soon as it inflates past its declared size, 'corrupt' when the
 * data is damaged or ends short.
 */
export async function* entryChunks(data: Buffer, e: ZipEntry): AsyncGenerator<Buffer> {
  const body = data.subarray(e.start, e.start + e.compressed);
  if (e.method === 0) {
    for (let i = 0; i < body.length; i += CHUNK) yield body.subarray(i, i + CHUNK);
    return;
  }
  const inflater = createInflateRaw({ chunkSize: CHUNK });
  inflater.end(body);
  let total = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > e.size) throw new ZipError('bomb');
      yield chunk;
    }
  } catch (err) {
    if (err instanceof ZipError) throw err;
    throw new ZipError('corrupt');
  } finally {
    inflater.destroy();
  }
  if (total !== e.size) throw new ZipError('corrupt');
}

/**
 * Inflates every entry as a stream (zlib works on the thread pool, 64 KiB at a time, never on the event loop),
 * each within its declared size and all within `maxUncompressedBytes`, and discards the output: the whole archive
 * is sound. Memory stays flat; an archive that lies about its sizes stops at the first byte past them.
 */
export async function verifyZip(data: Buffer, limits: ZipLimits): Promise<ZipEntry[]> {
  const entries = readZipDirectory(data, limits);
  let total = 0;
  for (const e of entries) {
    for await (const chunk of entryChunks(data, e)) {
      total += chunk.length;
      if (total > limits.maxUncompressedBytes) throw new ZipError('bomb');
    }
  }
  return entries;
}
