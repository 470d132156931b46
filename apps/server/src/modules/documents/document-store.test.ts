import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../../../test/documents.ts';
import { addAccount, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { documents, outboxMessages } from '../../db/schema.ts';
import type { Db } from '../../db/connect.ts';
import type { DocumentStore, ReadUpload, StoredFile } from './index.ts';

let ctx: TestContext;
let store: DocumentStore;
let uploader: number;
beforeAll(async () => {
  ctx = await createTestContext();
  store = ctx.app.services.documentStore;
  uploader = await addAccount(ctx, { email: 'ports@portal.example', account_type_id: 130 });
});
afterAll(async () => ctx?.close());

/** A made-up feature's record and input: a number port's letter of authorisation (pdf, at most 1 KiB). */
const port = (id: number) => ({ kind: 'port', id, companyId: null });
const spec = { types: ['pdf'] as const, maxBytes: 1024, typeMessage: 'Please upload pdf file' };
const reading =
  (data: Buffer, filename = 'LOA.pdf'): ReadUpload =>
  async ({ maxBytes }) => {
    if (data.length > maxBytes) throw Object.assign(new Error('too large'), { statusCode: 413 });
    return { filename, data };
  };
/** Uploads a letter for port `id` (`data`, as LOA.pdf unless named), with the feature's own writes (`within`: none). */
const uploadLoa = <T = number>(
  id: number,
  data: Buffer,
  opts: { filename?: string; within?: (tx: Db, document: StoredFile) => Promise<T> } = {},
) =>
  store.upload<T | number>({
    subject: port(id),
    input: 'loa',
    spec,
    uploadedBy: uploader,
    read: reading(data, opts.filename),
    within: opts.within ?? (async () => 0),
  });
const bytes = async (stream: NodeJS.ReadableStream) => {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(Buffer.from(c as Buffer));
  return Buffer.concat(parts);
};

describe('the document store, as any feature uses it', () => {
  it('checks, stores and replaces a record’s document with the feature’s own writes in the same transaction', async () => {
    const first = await uploadLoa(7, samples.pdf, {
      filename: '../../LOA\u0007 signed.pdf',
      within: async (tx) => {
        await tx.insert(outboxMessages).values({ topic: 'ports.loa', payload: { port: 7 } });
        return 'noted';
      },
    });
    expect(first.result).toBe('noted');
    expect(first.document).toMatchObject({ original_name: 'LOA signed.pdf', content_type: 'application/pdf', size: samples.pdf.length });
    const opened = await store.open({ kind: 'port', id: 7 }, first.document.filename);
    expect(await bytes(opened.stream)).toEqual(samples.pdf);

    // a second upload for the input replaces the first: its row and its file go
    const second = await uploadLoa(7, samples.pdf);
    const rows = await ctx.database.db.select().from(documents).where(eq(documents.subject_kind, 'port'));
    expect(rows.map((r) => [r.subject_id, r.input_id, r.filename])).toEqual([[7, 'loa', second.document.filename]]);
    expect(await ctx.app.services.storage.get(first.document.filename)).toBeUndefined();
    await ctx.database.db.delete(outboxMessages).where(eq(outboxMessages.topic, 'ports.loa'));
  });

  it('refuses another type (415) and a file over the input’s limit, storing nothing; a failing write undoes the upload', async () => {
    const count = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(documents))[0]!.n;
    const before = await count();
    await expect(uploadLoa(8, samples.png)).rejects.toMatchObject({ statusCode: 415, code: 'upload.type_refused' });
    await expect(uploadLoa(8, Buffer.alloc(2048))).rejects.toMatchObject({ statusCode: 413 });
    let stored = '';
    await expect(
      uploadLoa(8, samples.pdf, {
        within: async (_tx, doc) => {
          stored = doc.filename;
          throw new Error('the port was withdrawn meanwhile');
        },
      }),
    ).rejects.toThrow(/withdrawn/);
    expect(await count()).toBe(before);
    expect(await ctx.app.services.storage.get(stored)).toBeUndefined();
  });

  it('serves a document only as its own record’s: another record, kind or a made-up name answers 404', async () => {
    const { document } = await uploadLoa(9, samples.pdf);
    for (const [subject, name] of [
      [{ kind: 'port', id: 10 }, document.filename],
      [{ kind: 'order', id: 9 }, document.filename],
      [{ kind: 'port', id: 9 }, '../../etc/passwd'],
    ] as const) {
      await expect(store.open(subject, name)).rejects.toMatchObject({ statusCode: 404, code: 'document.not_found' });
    }
  });
});
