import fs from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_INPUTS, DOCUMENT_MAX_BYTES, type DocumentInput, ORDER_MESSAGES, uploadTypesMessage } from '@gsn/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, samples } from '../../../test/documents.ts';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { multipart } from '../../../test/spreadsheets.ts';
import { accounts, customers, documents, orderEvents, orders } from '../../db/schema.ts';
import type { FileType } from '../../lib/file-signature.ts';

let ctx: TestContext;
let own: number;
let other: number;
const token = { customer: '', otherCustomer: '', staff: '', staff110: '' };
let customerAccount = 0;
let filesDir = '';

beforeAll(async () => {
  ctx = await createTestContext();
  filesDir = path.join(ctx.config.dataDir, 'files');
  const rows = await ctx.database.db
    .insert(customers)
    .values([{ name: 'Docs Own Co' }, { name: 'Docs Other Co' }])
    .returning({ id: customers.id });
  own = rows[0]!.id;
  other = rows[1]!.id;
  customerAccount = await addAccount(ctx, { email: 'master@docs-own.test', account_type_id: 200, customer_id: own });
  await addAccount(ctx, { email: 'master@docs-other.test', account_type_id: 200, customer_id: other });
  await addAccount(ctx, { email: 'admin@docs.test', account_type_id: 100 });
  await addAccount(ctx, { email: 'sales@docs.test', account_type_id: 110 });
  token.customer = await login(ctx, 'master@docs-own.test');
  token.otherCustomer = await login(ctx, 'master@docs-other.test');
  token.staff = await login(ctx, 'admin@docs.test');
  token.staff110 = await login(ctx, 'sales@docs.test');
});
afterAll(async () => ctx?.close());

const EXT: Record<FileType, string> = { pdf: 'pdf', doc: 'doc', docx: 'docx', xlsx: 'xlsx', jpeg: 'jpg', png: 'png' };
const ALL_TYPES = Object.keys(EXT) as FileType[];

function upload(tok: string, customerId: number, orderId: number, input: string, filename: string, data: Buffer) {
  const { payload, headers } = multipart(filename, data);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/documents/order/${customerId}/${orderId}/${input}`,
    payload,
    headers: { ...headers, ...bearer(tok) },
  });
}

const download = (tok: string, customerId: number, orderId: number, filename: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/documents/order/${customerId}/${orderId}/${filename}`, headers: bearer(tok) });

const storedFiles = async () => (await fs.readdir(filesDir).catch(() => [] as string[])).filter((f) => !f.startsWith('.')).sort();

describe('order document types', () => {
  it('each input takes exactly its types and refuses the others with the spec message', async () => {
    const order = await insertOrder(ctx, own);
    for (const [input, types] of Object.entries(DOCUMENT_INPUTS) as [DocumentInput, readonly FileType[]][]) {
      for (const type of ALL_TYPES) {
        const res = await upload(token.customer, own, order, input, `file.${EXT[type]}`, samples[type]);
        if (types.includes(type)) {
          expect(res.statusCode, `${input} ${type}: ${res.body}`).toBe(201);
          expect(res.json().data).toMatchObject({ input_id: input, original_name: `file.${EXT[type]}`, size: samples[type].length });
        } else {
          expect(res.statusCode, `${input} ${type}`).toBe(415);
          const message = uploadTypesMessage(input);
          expect(res.json()).toMatchObject({ statusCode: 415, message, errors: [{ field: input, message }] });
        }
      }
    }
    // one file per input is kept, each under its generated name
    const rows = await ctx.database.db.select().from(documents).where(eq(documents.order_id, order));
    expect(rows).toHaveLength(Object.keys(DOCUMENT_INPUTS).length);
    expect(rows.every((r) => /^[0-9a-f-]{36}\.(pdf|doc|docx|xlsx|jpeg|png)$/.test(r.filename))).toBe(true);
  });

  it('refuses a file whose content is not what its name says', async () => {
    const order = await insertOrder(ctx, own);
    const cases: [DocumentInput, string, Buffer][] = [
      ['declaration_letter', 'letter.docx', samples.pdf],
      ['authorised_person_passport_id', 'passport.pdf', samples.png],
      ['end_user_address_proof', 'proof.pdf', samples.exe],
      ['business_registration_doc', 'registration.doc', samples.xls],
      ['translation_number_to_file', 'numbers.xlsx', samples.docx],
      ['itu_assignment_doc', 'assignment', samples.pdf],
    ];
    for (const [input, name, data] of cases) {
      const res = await upload(token.customer, own, order, input, name, data);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toBe(uploadTypesMessage(input));
    }
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order));
    expect(row!.status).toBe('requested');
    expect(await ctx.database.db.select().from(documents).where(eq(documents.order_id, order))).toEqual([]);
  });

  it('answers 413 above DOCUMENT_MAX_BYTES and takes a file of exactly that size', async () => {
    const order = await insertOrder(ctx, own);
    const big = (n: number) => Buffer.concat([samples.pdf, Buffer.alloc(n - samples.pdf.length, 0x20)]);
    const over = await upload(token.customer, own, order, 'declaration_letter', 'big.pdf', big(DOCUMENT_MAX_BYTES + 1));
    expect(over.statusCode).toBe(413);
    const exact = await upload(token.customer, own, order, 'declaration_letter', 'big.pdf', big(DOCUMENT_MAX_BYTES));
    expect(exact.statusCode).toBe(201);
    expect(exact.json().data.size).toBe(DOCUMENT_MAX_BYTES);
  });

  it('answers 404 for an unknown input and 415 for a request that is not multipart', async () => {
    const order = await insertOrder(ctx, own);
    expect((await upload(token.customer, own, order, 'password_file', 'a.pdf', samples.pdf)).statusCode).toBe(404);
    expect((await upload(token.customer, own, order, 'constructor', 'a.pdf', samples.pdf)).statusCode).toBe(404);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/documents/order/${own}/${order}/declaration_letter`,
      payload: { file: 'x' },
      headers: bearer(token.customer),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(uploadTypesMessage('declaration_letter'));
  });
});

describe('uploading to an order', () => {
  it('sets the column, status saved, a timeline event and replaces the previous file', async () => {
    const order = await insertOrder(ctx, own, 'incomplete');
    const before = await storedFiles();
    const first = await upload(token.customer, own, order, 'declaration_letter', 'first.pdf', samples.pdf);
    expect(first.statusCode).toBe(201);
    const a = first.json();
    expect(a.message).toBe('File uploaded successfully');
    expect(a.order.status).toBe('saved');
    expect(new Date(a.order.updatedAt).getTime()).toBeGreaterThan(new Date('2024-01-02').getTime());
    expect(await storedFiles()).toEqual([...before, a.data.filename].sort());

    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order));
    expect(row!.declaration_letter).toBe(a.data.filename);
    expect(row!.status).toBe('saved');

    const second = await upload(token.customer, own, order, 'declaration_letter', 'second.docx', samples.docx);
    expect(second.statusCode).toBe(201);
    const b = second.json();
    expect(b.data.filename).not.toBe(a.data.filename);
    // the previous file is gone from disk and from the table
    expect(await storedFiles()).toEqual([...before, b.data.filename].sort());
    const docs = await ctx.database.db.select().from(documents).where(eq(documents.order_id, order));
    expect(docs.map((d) => [d.input_id, d.filename, d.original_name, d.customer_id, d.uploaded_by])).toEqual([
      ['declaration_letter', b.data.filename, 'second.docx', own, customerAccount],
    ]);
    const [after] = await ctx.database.db.select().from(orders).where(eq(orders.id, order));
    expect(after!.declaration_letter).toBe(b.data.filename);
    expect((await download(token.customer, own, order, a.data.filename)).statusCode).toBe(404);

    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.order_id, order)).orderBy(asc(orderEvents.id));
    expect(events.map((e) => [e.from_status, e.to_status, e.account_id])).toEqual([
      ['incomplete', 'saved', customerAccount],
      ['saved', 'saved', customerAccount],
    ]);
    expect(events[0]!.remarks).toContain('declaration_letter');
  });

  it('answers 409 when the order is no longer the customer’s to edit, and changes nothing', async () => {
    for (const status of ['ready', 'processed', 'accepted', 'completed', 'cancellation'] as const) {
      const order = await insertOrder(ctx, own, status);
      const res = await upload(token.customer, own, order, 'declaration_letter', 'late.pdf', samples.pdf);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(ORDER_MESSAGES.notAllowed);
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order));
      expect(row!.status).toBe(status);
      expect(row!.declaration_letter).toBeNull();
    }
  });

  it("answers 404 for another company's order, whichever company the path names", async () => {
    const order = await insertOrder(ctx, other);
    const files = await storedFiles();
    expect((await upload(token.customer, other, order, 'declaration_letter', 'x.pdf', samples.pdf)).statusCode).toBe(404);
    expect((await upload(token.customer, own, order, 'declaration_letter', 'x.pdf', samples.pdf)).statusCode).toBe(404);
    expect((await upload(token.customer, own, 999_999, 'declaration_letter', 'x.pdf', samples.pdf)).statusCode).toBe(404);
    expect(await storedFiles()).toEqual(files);
  });

  it('refuses staff uploads (403)', async () => {
    const order = await insertOrder(ctx, own);
    const res = await upload(token.staff, own, order, 'declaration_letter', 'x.pdf', samples.pdf);
    expect(res.statusCode).toBe(403);
  });

  it('keeps only a label of a hostile file name and stores under a generated name', async () => {
    const order = await insertOrder(ctx, own);
    const res = await upload(token.customer, own, order, 'end_user_address_proof', '../../../etc/evil.pdf', samples.pdf);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.original_name).toBe('evil.pdf');
    expect(res.json().data.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    await expect(fs.stat(path.join(ctx.config.dataDir, 'etc'))).rejects.toThrow();
  });
});

describe('downloading an order document', () => {
  let order: number;
  let stored: string;
  const name = 'Déclaration finale (v2)%.pdf';
  beforeAll(async () => {
    order = await insertOrder(ctx, own);
    const res = await upload(token.customer, own, order, 'declaration_letter', name, samples.pdf);
    expect(res.statusCode, res.body).toBe(201);
    stored = res.json().data.filename;
  });

  it('returns the same bytes with nosniff and the original name, to the customer and to staff', async () => {
    for (const tok of [token.customer, token.staff, token.staff110]) {
      const res = await download(tok, own, order, stored);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(samples.pdf)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="D_claration finale (v2)_.pdf"; filename*=UTF-8\'\'D%C3%A9claration%20finale%20%28v2%29%25.pdf',
      );
    }
  });

  it('serves the documents to staff and the customer in every status, a completed or cancelled order included', async () => {
    for (const status of ['accepted', 'completed', 'cancelled', 'terminated'] as const) {
      await ctx.database.db.update(orders).set({ status }).where(eq(orders.id, order));
      for (const tok of [token.staff, token.staff110, token.customer]) {
        const res = await download(tok, own, order, stored);
        expect(res.statusCode, status).toBe(200);
        expect(res.rawPayload.equals(samples.pdf)).toBe(true);
      }
      // and the order answers which documents it holds
      const detail = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order}`, headers: bearer(token.staff) });
      expect(detail.json().documents.declaration_letter).toMatchObject({ filename: stored, original_name: name });
    }
    await ctx.database.db.update(orders).set({ status: 'saved' }).where(eq(orders.id, order));
  });

  it("answers 404 to another company's customer and for a path naming another company or order", async () => {
    expect((await download(token.otherCustomer, own, order, stored)).statusCode).toBe(404);
    expect((await download(token.otherCustomer, other, order, stored)).statusCode).toBe(404);
    expect((await download(token.staff, other, order, stored)).statusCode).toBe(404);
    const another = await insertOrder(ctx, own);
    expect((await download(token.customer, own, another, stored)).statusCode).toBe(404);
  });

  it('answers 404 to path traversal and to names the storage never made', async () => {
    for (const bad of ['..%2F..%2F..%2Fetc%2Fpasswd', `..%2Ffiles%2F${stored}`, '%2E%2E', 'x.pdf']) {
      expect((await download(token.staff, own, order, bad)).statusCode, bad).toBe(404);
    }
    // A NUL byte is refused by the input hygiene before anything looks for the file.
    expect((await download(token.staff, own, order, `${stored}%00`)).statusCode).toBe(400);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/documents/..%2F..%2Fdb%2FPG_VERSION' });
    expect(res.statusCode).toBe(404);
  });

  it('never serves an order document as a public template', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/documents/${stored}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('template files', () => {
  const postTemplate = (tok: string, filename: string, data: Buffer) => {
    const { payload, headers } = multipart(filename, data);
    return ctx.app.inject({ method: 'POST', url: '/api/documents', payload, headers: { ...headers, ...bearer(tok) } });
  };

  it('staff with product rights upload; anyone downloads', async () => {
    const res = await postTemplate(token.staff, 'Declaration letter.docx', samples.docx);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.url).toBe(`/api/documents/${data.filename}`);
    const got = await ctx.app.inject({ method: 'GET', url: data.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(samples.docx)).toBe(true);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toContain('filename="Declaration letter.docx"');
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.filename, data.filename));
    expect(row).toMatchObject({ order_id: null, customer_id: null, original_name: 'Declaration letter.docx' });
  });

  it('refuses other types (415), other staff (403) and customers (403)', async () => {
    const png = await postTemplate(token.staff, 'logo.png', samples.png);
    expect(png.statusCode).toBe(415);
    expect(png.json()).toMatchObject({ message: 'Please upload pdf/doc/docx/xlsx file', errors: [{ field: 'file' }] });
    expect((await postTemplate(token.staff, 'fake.pdf', samples.exe)).statusCode).toBe(415);
    expect((await postTemplate(token.staff110, 'a.pdf', samples.pdf)).statusCode).toBe(403);
    expect((await postTemplate(token.customer, 'a.pdf', samples.pdf)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown template name', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/documents/00000000-0000-4000-8000-000000000000.pdf' });
    expect(res.statusCode).toBe(404);
  });
});

describe('deleting a company', () => {
  /** A company with a master who uploads `count` documents to orders of it; the master is then removed, so it may go. */
  async function companyWithDocuments(name: string, count: number) {
    const [company] = await ctx.database.db.insert(customers).values({ name }).returning({ id: customers.id });
    const id = company!.id;
    const email = `master@${id}.gone.test`;
    const master = await addAccount(ctx, { email, account_type_id: 200, customer_id: id });
    const tok = await login(ctx, email);
    const files: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await upload(tok, id, await insertOrder(ctx, id), 'declaration_letter', `letter-${i}.pdf`, samples.pdf);
      expect(res.statusCode).toBe(201);
      files.push(res.json().data.filename);
    }
    await ctx.database.db.delete(accounts).where(eq(accounts.id, master));
    return { id, files };
  }

  const removeCompany = (id: number) => ctx.app.inject({ method: 'DELETE', url: `/api/customers/${id}`, headers: bearer(token.staff) });

  it("removes the company's order documents from disk once its rows are gone, and no one else's", async () => {
    const gone = await companyWithDocuments('Docs Gone Co', 2);
    const before = await storedFiles();
    expect(before).toEqual(expect.arrayContaining(gone.files));

    const res = await removeCompany(gone.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Customer deleted successfully' });
    expect(await storedFiles()).toEqual(before.filter((f) => !gone.files.includes(f)));
    expect(await ctx.database.db.select().from(documents).where(eq(documents.customer_id, gone.id))).toEqual([]);
  });

  it('still deletes the company when a file cannot be removed, and removes the others', async () => {
    const gone = await companyWithDocuments('Docs Stuck Co', 2);
    // a non-empty directory in place of the first file: removing it fails
    const stuck = path.join(filesDir, gone.files[0]!);
    await fs.rm(stuck);
    await fs.mkdir(stuck);
    await fs.writeFile(path.join(stuck, 'keep'), 'x');

    const res = await removeCompany(gone.id);
    expect(res.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(customers).where(eq(customers.id, gone.id))).toEqual([]);
    const left = await storedFiles();
    expect(left).toContain(gone.files[0]);
    expect(left).not.toContain(gone.files[1]);
  });
});
