import fs from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DOCUMENT_INPUTS } from '@gsn/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { samples, insertOrder } from '../../test/documents.ts';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../test/helpers.ts';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { multipart } from '../../test/spreadsheets.ts';
import { customers, inventoryNumbers } from '../db/schema.ts';

/**
 * The app on S3 storage (STORAGE_URL=s3://bucket/prefix, endpoint and credentials from the AWS SDK's environment):
 * documents and export files go to the bucket, none to DATA_DIR, and download through the API with the same rules.
 */
let s3: S3TestServer;
let ctx: TestContext;
let client: S3Client;
let customerId: number;
let staff: string;
let customer: string;
let other: string;

beforeAll(async () => {
  s3 = await startS3Server();
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.secretAccessKey);
  client = new S3Client({
    endpoint: s3.endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  ctx = await createTestContext({ storageUrl: `s3://${s3.bucket}/portal`, s3Endpoint: s3.endpoint });
  const db = ctx.database.db;
  const [company] = await db
    .insert(customers)
    .values({ name: 'Alpha', provider_insight_company_code: 'CUSA' })
    .returning({ id: customers.id });
  customerId = company!.id;
  await db.insert(inventoryNumbers).values([
    { service_number: '+442079460001', service_type: 'DID', jurisdiction: 'United Kingdom', customer_id: customerId },
    { service_number: '+4930901821', service_type: 'DID', jurisdiction: 'Germany', customer_id: customerId },
  ]);
  await addAccount(ctx, { email: 'ops@gsn.test', account_type_id: 130 });
  await addAccount(ctx, { email: 'sales@gsn.test', account_type_id: 110 });
  await addAccount(ctx, { email: 'a@alpha.test', account_type_id: 200, customer_id: customerId });
  staff = await login(ctx, 'ops@gsn.test');
  other = await login(ctx, 'sales@gsn.test');
  customer = await login(ctx, 'a@alpha.test');
});
afterAll(async () => {
  await ctx?.close();
  client?.destroy();
  await s3?.close();
  vi.unstubAllEnvs();
});

const keys = async (prefix: string) =>
  ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key);
const dataDirFiles = async (sub: string) => fs.readdir(path.join(ctx.config.dataDir, sub)).catch(() => [] as string[]);

describe('S3 storage in the app', () => {
  it('writes an export to the bucket and downloads it through the API, owner only, with the safe headers', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/download/inventory/inventorynumbers?format=csv',
      headers: bearer(staff),
    });
    expect(res.statusCode, res.body).toBe(202);
    const { filename, status } = res.json().data as { filename: string; status: string };
    expect(status).toBe('Completed');
    expect(await keys('portal/exports/')).toEqual([`portal/exports/${filename}`]);
    expect(await dataDirFiles('exports')).toEqual([]);

    const download = await ctx.app.inject({ method: 'GET', url: `/api/download/${filename}`, headers: bearer(staff) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    const lines = download.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(download.body).toContain('+442079460001');
    // the same bytes as in the bucket
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `portal/exports/${filename}` }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(download.rawPayload)).toBe(true);

    // another account does not learn that the file exists
    expect((await ctx.app.inject({ method: 'GET', url: `/api/download/${filename}`, headers: bearer(other) })).statusCode).toBe(404);

    // the hourly purge removes it from the bucket
    expect(await ctx.app.services.exports.purge(new Date(Date.now() + 8 * 86_400_000))).toBe(1);
    expect(await keys('portal/exports/')).toEqual([]);
  });

  it('keeps an order document in the bucket for the customer and staff; another company gets 404', async () => {
    const input = Object.entries(DOCUMENT_INPUTS).find(([, types]) => (types as readonly string[]).includes('pdf'))![0];
    const order = await insertOrder(ctx, customerId);
    const { payload, headers } = multipart('Déclaration.pdf', samples.pdf);
    const up = await ctx.app.inject({
      method: 'POST',
      url: `/api/documents/order/${customerId}/${order}/${input}`,
      payload,
      headers: { ...headers, ...bearer(customer) },
    });
    expect(up.statusCode, up.body).toBe(201);
    const name = up.json().data.filename as string;
    expect(await keys('portal/files/')).toEqual([`portal/files/${name}`]);
    expect(await dataDirFiles('files')).toEqual([]);

    for (const tok of [customer, staff]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/documents/order/${customerId}/${order}/${name}`, headers: bearer(tok) });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(samples.pdf)).toBe(true);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''D%C3%A9claration.pdf");
    }
    const [otherCompany] = await ctx.database.db.insert(customers).values({ name: 'Beta' }).returning({ id: customers.id });
    await addAccount(ctx, { email: 'b@beta.test', account_type_id: 200, customer_id: otherCompany!.id });
    const beta = await login(ctx, 'b@beta.test');
    const denied = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents/order/${customerId}/${order}/${name}`,
      headers: bearer(beta),
    });
    expect(denied.statusCode).toBe(404);
  });
});
