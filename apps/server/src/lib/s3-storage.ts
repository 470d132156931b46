import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { AREAS, counted, generatedName, STORED_NAME_RE, type Storage, type Storages } from './storage.ts';

/** Parts of a streamed upload: 8 MiB, two in flight (S3's smallest part is 5 MiB). */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

export interface S3Location {
  /** `s3://bucket` or `s3://bucket/prefix` (STORAGE_URL). */
  url: string;
  /** An S3-compatible endpoint (MinIO, Ceph, R2, a test server): path-style addressing. Unset: AWS. */
  endpoint?: string | undefined;
  region?: string | undefined;
}

/** Bucket and key prefix (`''` or ending in `/`) of an `s3://bucket/prefix` URL. */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const m = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!m?.[1]) throw new Error('STORAGE_URL must be s3://bucket or s3://bucket/prefix');
  const prefix = (m[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: m[1], prefix: prefix ? `${prefix}/` : '' };
}

/**
 * The storage areas in one bucket, under `<prefix>files/` and `<prefix>exports/`. Region and credentials come from
 * the AWS SDK's usual sources (AWS_REGION, AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role);
 * with an endpoint and no region, us-east-1.
 */
export function s3Storages(location: S3Location, client?: S3Client): Storages {
  const { bucket, prefix } = parseS3Url(location.url);
  const s3 =
    client ??
    new S3Client({
      ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
      ...(location.region || location.endpoint ? { region: location.region ?? 'us-east-1' } : {}),
    });
  return {
    files: s3Storage({ client: s3, bucket, prefix: `${prefix}files/`, names: AREAS.files }),
    exports: s3Storage({ client: s3, bucket, prefix: `${prefix}exports/`, names: AREAS.exports }),
  };
}

const isMissing = (e: unknown) =>
  e instanceof S3ServiceException && (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404);

/**
 * One storage area in a bucket: objects `<prefix><name>` for names that `names` accepts. Writes are multipart uploads
 * (lib-storage) that stream the data in parts and appear only once complete; a failed one is aborted.
 */
export function s3Storage(opts: { client: S3Client; bucket: string; prefix: string; names?: RegExp }): Storage {
  const { client, bucket, prefix } = opts;
  const names = opts.names ?? STORED_NAME_RE;
  const keyOf = (name: string) => (names.test(name) ? `${prefix}${name}` : undefined);

  const storage: Storage = {
    async put(data, ext) {
      const name = generatedName(ext);
      return { name, ...(await storage.write(name, data)) };
    },

    async write(name, data) {
      const key = keyOf(name);
      if (!key) throw new Error(`unsafe name ${JSON.stringify(name)}`);
      const counter = { size: Buffer.isBuffer(data) ? data.length : 0 };
      let failure: unknown;
      const body = Buffer.isBuffer(data) ? data : counted(data, counter);
      if (body instanceof Readable) body.once('error', (e) => (failure ??= e));
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (e) {
        if (body instanceof Readable) body.destroy();
        // the stream's own error (e.g. a failed export query) rather than the upload's report of it
        throw failure ?? e;
      }
      return { size: counter.size };
    },

    async get(name) {
      const key = keyOf(name);
      if (!key) return undefined;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(res.Body instanceof Readable)) throw new Error('S3 answered no stream');
        return { stream: res.Body, size: res.ContentLength ?? 0 };
      } catch (e) {
        if (isMissing(e)) return undefined;
        throw e;
      }
    },

    async remove(name) {
      const key = keyOf(name);
      if (key) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
  return storage;
}
