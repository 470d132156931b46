import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_BUSY_MESSAGE } from '../lib/concurrency.ts';
import { samples } from '../../test/documents.ts';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../test/helpers.ts';
import { makeZip } from '../../test/spreadsheets.ts';

/**
 * What a security review found possible on the upload routes, replayed (docs/security.md, Uploads): zip bombs,
 * concurrent uploads, truncated bodies.
 */

const BOUNDARY = 'securityboundary';
function multipart(filename: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const headers = (token: string) => ({ ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });

/** The review's docx: many entries of exactly 1 MiB (the old ratio check only looked above 1 MiB). */
function oneMibEntriesDocx(count: number): Buffer {
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: 'word/document.xml', data: Buffer.from('<?xml version="1.0"?><w:document/>') },
    ...Array.from({ length: count }, (_, i) => ({ name: `word/media/filler${i}.xml`, data: Buffer.alloc(1024 * 1024, '<w:p/>') })),
  ]);
}

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext({ uploadWorkers: 1 });
  await addAccount(ctx, { email: 'uploads.admin@security.test', account_type_id: 100 });
  admin = await login(ctx, 'uploads.admin@security.test');
});
afterAll(async () => ctx?.close());

describe('the zip-bomb guard of document uploads', () => {
  it('refuses a small docx of 1 MiB entries that expands a hundred times and more (422)', async () => {
    const bomb = oneMibEntriesDocx(60);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: headers(admin),
      payload: multipart('bomb.docx', bomb),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/expands/);
  });

  it('still takes a real docx', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: headers(admin),
      payload: multipart('letter.docx', samples.docx),
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers 503 with Retry-After beyond the per-instance cap of concurrent uploads, then takes uploads again', async () => {
    // A first upload holds the only slot while its body is still arriving.
    const slow = new PassThrough();
    const first = ctx.app.inject({ method: 'POST', url: '/api/documents', headers: headers(admin), payload: slow });
    slow.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\n\r\n`);
    await new Promise((r) => setTimeout(r, 200));
    const busy = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: headers(admin),
      payload: multipart('b.pdf', samples.pdf),
    });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json().message).toBe(UPLOAD_BUSY_MESSAGE);
    slow.end(Buffer.concat([samples.pdf, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]));
    expect((await first).statusCode).toBe(201);
    const after = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: headers(admin),
      payload: multipart('c.pdf', samples.pdf),
    });
    expect(after.statusCode).toBe(201);
  });
});

describe('malformed uploads', () => {
  it('answers a truncated multipart body with 400, on documents and bulk uploads', async () => {
    const whole = multipart('numbers.xlsx', samples.xlsx);
    const truncated = whole.subarray(0, whole.length - 40);
    for (const url of ['/api/documents', '/api/customers/bulk', '/api/vendors/bulk']) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: headers(admin), payload: truncated });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('The upload could not be read');
    }
  });

  it('refuses a file name with a NUL byte (400)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: headers(admin),
      payload: multipart('a\u0000b.pdf', samples.pdf),
    });
    expect(res.statusCode).toBe(400);
  });
});
