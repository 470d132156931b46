import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { parseS3Url, s3Storages } from './s3-storage.ts';
import { isStoredName, openStorages, type Storages } from './storage.ts';

/**
 * The storage contract (README, Deploying: several instances share object storage): every backend behaves the same for
 * the documents and the exports areas. Run on local disk and on S3 (s3rver, an S3-compatible server started here).
 */
let base: string;
let s3: S3TestServer;
let client: S3Client;

beforeAll(async () => {
  base = await fs.mkdtemp(path.join(os.tmpdir(), 'gsn-contract-'));
  s3 = await startS3Server();
  client = new S3Client({
    endpoint: s3.endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
  await fs.rm(base, { recursive: true, force: true });
});

const backends: [string, () => Storages][] = [
  ['local disk', () => openStorages({ dataDir: base, storageUrl: undefined, s3Endpoint: undefined, s3Region: undefined })],
  ['S3', () => s3Storages({ url: `s3://${s3.bucket}/portal/one`, endpoint: s3.endpoint }, client)],
];

const EXPORT_NAME = 'inventorynumbers-20260101120000-0123abcd.csv';
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** `mib` MiB in chunks of strings and buffers of uneven sizes. */
function bigStream(mib: number): { stream: Readable; expected: Buffer } {
  const parts: Buffer[] = [];
  let total = 0;
  for (let i = 0; total < mib * 1024 * 1024; i++) {
    const part = Buffer.alloc(100_000 + (i % 7) * 13_001, `row ${i};`);
    parts.push(part);
    total += part.length;
  }
  const expected = Buffer.concat(parts);
  return { stream: Readable.from(parts.map((p, i) => (i % 2 ? p : p.toString('latin1')))), expected };
}

describe.each(backends)('storage contract: %s', (_name, open) => {
  let storages: Storages;
  beforeAll(() => {
    storages = open();
  });

  it('stores uploaded bytes under a generated name, reads them back and removes them', async () => {
    const a = await storages.files.put(Buffer.from('hello'), 'pdf');
    const b = await storages.files.put(Buffer.from('hello'), 'pdf');
    expect(a.name).not.toBe(b.name);
    expect(isStoredName(a.name)).toBe(true);
    expect(a.size).toBe(5);
    const got = await storages.files.get(a.name);
    expect(got?.size).toBe(5);
    expect(await text(got!.stream)).toBe('hello');
    await storages.files.remove(a.name);
    await storages.files.remove(a.name); // a missing file is fine
    expect(await storages.files.get(a.name)).toBeUndefined();
    expect(await text((await storages.files.get(b.name))!.stream)).toBe('hello');
  });

  it('streams a large export in (in parts on S3) and out unchanged', async () => {
    const { stream, expected } = bigStream(12);
    const written = await storages.exports.write(EXPORT_NAME, stream);
    expect(written.size).toBe(expected.length);
    const got = await storages.exports.get(EXPORT_NAME);
    expect(got?.size).toBe(expected.length);
    expect(sha(await buffer(got!.stream))).toBe(sha(expected));
    // written again under the same name: replaced
    await storages.exports.write(EXPORT_NAME, Buffer.from('a;b\r\n'));
    expect(await text((await storages.exports.get(EXPORT_NAME))!.stream)).toBe('a;b\r\n');
    await storages.exports.remove(EXPORT_NAME);
    expect(await storages.exports.get(EXPORT_NAME)).toBeUndefined();
  });

  it('leaves nothing behind when the stream fails, and throws the stream’s error', async () => {
    const name = 'callsummary-20260101120000-deadbeef.csv';
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(9 * 1024 * 1024, 'x'); // past one S3 part: a multipart upload, aborted
        yield 'more';
        throw new Error('query failed');
      })(),
    );
    await expect(storages.exports.write(name, failing)).rejects.toThrow('query failed');
    expect(await storages.exports.get(name)).toBeUndefined();
  });

  it('never reads, writes or removes a name outside its area’s rule', async () => {
    const stored = await storages.files.put(Buffer.from('secret'), 'pdf');
    for (const name of ['../secret.txt', 'secret.txt', '/etc/passwd', '', '.', '..', `../files/${stored.name}`, `x/${stored.name}`]) {
      expect(await storages.files.get(name), name).toBeUndefined();
      expect(await storages.exports.get(name), name).toBeUndefined();
      await storages.files.remove(name);
      await expect(storages.exports.write(name, Buffer.from('x')), name).rejects.toThrow(/unsafe name/);
    }
    // the areas are apart: a document's name is no export's, an export's no document's
    expect(await storages.exports.get(stored.name)).toBeUndefined();
    await expect(storages.files.write(EXPORT_NAME, Buffer.from('x'))).rejects.toThrow(/unsafe name/);
    await expect(storages.files.put(Buffer.from('x'), '../pdf')).rejects.toThrow(/unsafe extension/);
    await expect(storages.files.put(Buffer.from('x'), 'PDF')).rejects.toThrow(/unsafe extension/);
    expect(await text((await storages.files.get(stored.name))!.stream)).toBe('secret');
  });

  it('answers undefined for a well-formed name that was never stored', async () => {
    expect(await storages.files.get('00000000-0000-4000-8000-000000000000.pdf')).toBeUndefined();
    expect(await storages.exports.get('inventorynumbers-20200101000000-00000000.xlsx')).toBeUndefined();
  });
});

describe('S3 layout', () => {
  it('keeps each area under <prefix>files/ and <prefix>exports/ of the bucket', async () => {
    const storages = s3Storages({ url: `s3://${s3.bucket}/layout/`, endpoint: s3.endpoint }, client);
    const doc = await storages.files.put(Buffer.from('doc'), 'png');
    await storages.exports.write(EXPORT_NAME, Buffer.from('csv'));
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'layout/' }));
    expect((listed.Contents ?? []).map((o) => o.Key).sort()).toEqual([`layout/exports/${EXPORT_NAME}`, `layout/files/${doc.name}`]);
  });

  it('reads bucket and prefix from STORAGE_URL', () => {
    expect(parseS3Url('s3://bucket')).toEqual({ bucket: 'bucket', prefix: '' });
    expect(parseS3Url('s3://bucket/')).toEqual({ bucket: 'bucket', prefix: '' });
    expect(parseS3Url('s3://my.bucket/a/b/')).toEqual({ bucket: 'my.bucket', prefix: 'a/b/' });
    expect(() => parseS3Url('https://bucket/x')).toThrow(/STORAGE_URL/);
  });
});
