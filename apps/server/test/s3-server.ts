import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The keys s3rver accepts (its defaults). */
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver, from the npm registry) on 127.0.0.1 with one empty bucket, its objects in a
 * temporary directory removed on close. Port: `port`, else S3_TEST_PORT, else any free one.
 */
export async function startS3Server(opts: { port?: number; bucket?: string } = {}): Promise<S3TestServer> {
  const bucket = opts.bucket ?? 'gsn-test';
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'gsn-s3-'));
  const server = new S3rver({
    port: opts.port ?? Number(process.env.S3_TEST_PORT || 0),
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
