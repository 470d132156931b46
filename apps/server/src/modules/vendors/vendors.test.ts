import * as XLSX from '@e965/xlsx';
import { VENDOR_MESSAGES as M, VENDOR_TEMPLATE_COLUMNS, VENDOR_TEMPLATE_EXAMPLE } from '@gsn/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { multipart, PNG, xls, xlsx, xlsxBomb } from '../../../test/spreadsheets.ts';
import { inventoryNumbers, serviceNumberTypes, vendors } from '../../db/schema.ts';
import { vendorsRepository } from './vendors-repository.ts';

let ctx: TestContext;
const tokens: Record<string, string> = {};

const VENDORS = [
  { name: 'Orange Wholesale', address_country: 'France', website: 'https://orange.example', provider_insight_company_code: 'ORW' },
  { name: 'bt global', address_country: 'United Kingdom', former_name: 'British Telecom' },
  { name: 'Telstra International', address_country: 'Australia', business_jurisdiction: 'Australia' },
];

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.database.db.insert(vendors).values(VENDORS);
  for (const [email, type] of [
    ['admin@gsn.test', 100],
    ['product@gsn.test', 120],
    ['reg@example.org', 400],
  ] as const) {
    await addAccount(ctx, { email, account_type_id: type });
    tokens[email] = await login(ctx, email);
  }
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as = 'admin@gsn.test', payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[as] ?? as), ...(payload ? { payload } : {}) });
const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name);
const vendor = async (name: string) => (await ctx.database.db.select().from(vendors).where(eq(vendors.name, name)))[0];
const vendorCount = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(vendors))[0]!.n;

const FULL = {
  name: 'Deutsche Telekom Global Carrier',
  former_name: 'DTAG ICSS',
  website: 'https://globalcarrier.example',
  provider_insight_company_code: 'DTGC',
  provider_signed_bdm_id: 3,
  provider_signed_bdm_name: 'Sam Wong',
  business_jurisdiction: 'Germany',
  business_registration_number: 'HRB 6794',
  vat_number: 'DE123475223',
  address_country: 'Germany',
  address_city: 'Bonn',
  address_line_1: 'Friedrich-Ebert-Allee 140',
  address_line_2: 'Floor 3',
  address_line_3: 'Wing B',
  address_postcode: '53113',
  commercial_contact: { name: 'Sales', phone: '+49 228 1810', email: 'Sales@DT.example' },
  financial_contact: { name: 'Billing', phone: '+49 228 1811', email: 'billing@dt.example' },
  fault_reporting_contact: { name: 'NOC', phone: '+49 228 1812', email: 'noc@dt.example' },
  billing_details: 'Monthly, EUR',
  bank_information: 'IBAN DE00 0000',
  other_information: 'Tier 1',
};

describe('GET /vendors/', () => {
  it('lists vendors sorted by name (any case), 10 a page', async () => {
    const res = await call('GET', '/vendors/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(names(body)).toEqual(['bt global', 'Orange Wholesale', 'Telstra International']);
    expect(body.data[1]).toMatchObject({
      id: expect.any(Number),
      name: 'Orange Wholesale',
      website: 'https://orange.example',
      provider_insight_company_code: 'ORW',
      commercial_contact: null,
      createdAt: expect.any(String),
    });
  });

  it('searches, sorts and pages', async () => {
    const q = async (qs: string) => names((await call('GET', `/vendors/?${qs}`)).json());
    expect(await q('search=british')).toEqual(['bt global']);
    expect(await q('search=australia')).toEqual(['Telstra International']);
    expect(await q('orderby=name&asc=false')).toEqual(['Telstra International', 'Orange Wholesale', 'bt global']);
    const page = (await call('GET', '/vendors/?limit=2&page=1')).json();
    expect(page.count).toBe(3);
    expect(names(page)).toEqual(['Telstra International']);
    expect((await call('GET', '/vendors/?orderby=bank_information')).statusCode).toBe(400);
  });

  it('is for staff with the permission only', async () => {
    expect((await call('GET', '/vendors/', 'reg@example.org')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/vendors/' })).statusCode).toBe(401);
  });
});

describe('POST, GET, PUT, DELETE /vendors', () => {
  it('adds a vendor with every field, reads, edits and deletes it', async () => {
    const created = await call('POST', '/vendors/', 'product@gsn.test', FULL);
    expect(created.statusCode).toBe(201);
    const { message, data } = created.json();
    expect(message).toBe(M.added);
    expect(data).toMatchObject({ ...FULL, commercial_contact: { ...FULL.commercial_contact, email: 'sales@dt.example' } });

    const got = await call('GET', `/vendors/${data.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ id: data.id, name: FULL.name, address_line_3: 'Wing B' });

    const updated = await call('PUT', `/vendors/${data.id}`, 'admin@gsn.test', { ...FULL, name: 'DT Global Carrier', website: null });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: M.updated,
      data: { name: 'DT Global Carrier', website: null, vat_number: 'DE123475223' },
    });
    // Keeping its own name (another case) is not a duplicate.
    expect((await call('PUT', `/vendors/${data.id}`, 'admin@gsn.test', { name: 'dt global carrier' })).statusCode).toBe(200);

    const removed = await call('DELETE', `/vendors/${data.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: M.deleted });
    expect((await call('GET', `/vendors/${data.id}`)).statusCode).toBe(404);
  });

  it('answers per-field messages for invalid input', async () => {
    const res = await call('POST', '/vendors/', 'admin@gsn.test', { name: ' ', commercial_contact: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'commercial_contact.email']));
    expect(res.json().errors.find((e: { field: string }) => e.field === 'name').message).toBe(M.nameRequired);
    expect((await call('POST', '/vendors/', 'admin@gsn.test', {})).statusCode).toBe(400);
  });

  it('refuses a duplicate name (case-insensitive) with 409 on name', async () => {
    const before = await vendorCount();
    const res = await call('POST', '/vendors/', 'admin@gsn.test', { name: 'ORANGE wholesale' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.nameTaken, errors: [{ field: 'name', message: M.nameTaken }] });
    expect(await vendorCount()).toBe(before);
    const bt = await vendor('bt global');
    const put = await call('PUT', `/vendors/${bt!.id}`, 'admin@gsn.test', { name: 'Telstra international' });
    expect(put.statusCode).toBe(409);
    expect(put.json().errors).toEqual([{ field: 'name', message: M.nameTaken, code: 'vendor.name_taken' }]);
  });

  it('answers 404 for a vendor that does not exist', async () => {
    expect((await call('GET', '/vendors/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/vendors/999999', 'admin@gsn.test', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await call('DELETE', '/vendors/999999')).statusCode).toBe(404);
    expect((await call('GET', '/vendors/abc')).statusCode).toBe(400);
  });

  it('refuses to delete a vendor a service number type or an inventory number references (409), and keeps it', async () => {
    const db = ctx.database.db;
    const [a, b] = await db
      .insert(vendors)
      .values([{ name: 'Guarded By Product' }, { name: 'Guarded By Number' }])
      .returning({ id: vendors.id });
    const [product] = await db
      .insert(serviceNumberTypes)
      .values({ vendor_id: a!.id, vendor_option: 'Gold', service_type: 'ITFS', jurisdiction: 'Germany' })
      .returning({ id: serviceNumberTypes.id });
    await db
      .insert(inventoryNumbers)
      .values({ service_number: '+498001234567', service_type: 'ITFS', jurisdiction: 'Germany', vendor_id: b!.id });
    for (const id of [a!.id, b!.id]) {
      const res = await call('DELETE', `/vendors/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ statusCode: 409, message: M.inUse });
      expect((await call('GET', `/vendors/${id}`)).statusCode).toBe(200);
    }
    // a reference the check did not see: the restricting foreign key answers, mapped to the same outcome
    expect(await vendorsRepository(db).remove(a!.id)).toBe('in-use');
    // once nothing references it, it goes
    await db.delete(serviceNumberTypes).where(eq(serviceNumberTypes.id, product!.id));
    expect((await call('DELETE', `/vendors/${a!.id}`)).statusCode).toBe(200);
    expect(await vendorsRepository(db).remove(a!.id)).toBe('missing');
  });
});

/** A sheet with the template's header and rows given as column → value. */
const sheet = (rows: Partial<Record<(typeof VENDOR_TEMPLATE_COLUMNS)[number], unknown>>[]) => [
  [...VENDOR_TEMPLATE_COLUMNS],
  ...rows.map((r) => VENDOR_TEMPLATE_COLUMNS.map((c) => r[c] ?? '')),
];
const upload = (filename: string, data: Buffer, as = 'admin@gsn.test', field = 'file') => {
  const { payload, headers } = multipart(filename, data, field);
  return ctx.app.inject({ method: 'POST', url: '/api/vendors/bulk', payload, headers: { ...headers, ...bearer(tokens[as]!) } });
};

describe('GET /templates/vendors', () => {
  it('downloads the template, which uploads back as it is', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/templates/vendors', headers: bearer(tokens['admin@gsn.test']!) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="vendors-template.xlsx"');
    const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, defval: '' });
    expect(rows[0]).toEqual([...VENDOR_TEMPLATE_COLUMNS]);
    expect(rows[0]).not.toContain('master_email');
    expect(rows[1]).toEqual(VENDOR_TEMPLATE_COLUMNS.map((c) => VENDOR_TEMPLATE_EXAMPLE[c]));
    const back = await upload('vendors-template.xlsx', res.rawPayload);
    expect(back.json()).toEqual({ data: [{ row: 2, status: 'created', errors: [] }] });
    expect(await vendor(VENDOR_TEMPLATE_EXAMPLE.name)).toMatchObject({
      commercial_contact: { name: 'Jane Doe', phone: '+44 20 7946 0000', email: 'sales@example.com' },
    });
  });
});

describe('POST /vendors/bulk', () => {
  it('creates the valid rows and reports existing and invalid ones per row and field', async () => {
    const res = await upload(
      'vendors.xlsx',
      xlsx(
        sheet([
          { name: 'Singtel Global', address_country: 'Singapore', fault_reporting_contact_email: 'NOC@singtel.example' },
          { name: 'orange wholesale' },
          { name: '', website: 'https://nameless.example' },
          { name: 'Bad Mail Co', financial_contact_email: 'nope' },
          { name: 'SINGTEL global' },
          { name: 'Tata Communications', provider_insight_company_code: 'TATA' },
        ]),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { row: 2, status: 'created', errors: [] },
      { row: 3, status: 'exist', errors: [{ field: 'name', message: M.nameTaken }] },
      { row: 4, status: 'error', errors: [{ field: 'name', message: M.nameRequired }] },
      { row: 5, status: 'error', errors: [{ field: 'financial_contact_email', message: 'Please enter a valid e-mail address' }] },
      { row: 6, status: 'exist', errors: [{ field: 'name', message: M.nameTaken }] },
      { row: 7, status: 'created', errors: [] },
    ]);
    expect(await vendor('Singtel Global')).toMatchObject({
      address_country: 'Singapore',
      fault_reporting_contact: { email: 'noc@singtel.example' },
    });
    expect(await vendor('Tata Communications')).toMatchObject({ provider_insight_company_code: 'TATA' });
    expect(await vendor('Bad Mail Co')).toBeUndefined();
  });

  it('reads .xls files and a sheet with only the name column', async () => {
    const res = await upload('vendors.xls', xls([['name'], ['Telefonica Global Solutions']]));
    expect(res.json()).toEqual({ data: [{ row: 2, status: 'created', errors: [] }] });
  });

  describe('refuses a bad file whole, writing nothing', () => {
    const cases: [string, () => { filename: string; data: Buffer; field?: string }, number, string][] = [
      ['a picture', () => ({ filename: 'photo.png', data: PNG }), 415, 'Please upload xlsx/xls file'],
      ['a picture named .xlsx', () => ({ filename: 'photo.xlsx', data: PNG }), 415, 'Please upload xlsx/xls file'],
      [
        'a zip bomb',
        () => ({ filename: 'bomb.xlsx', data: xlsxBomb(80) }),
        422,
        'The file expands to more data than a spreadsheet upload may hold',
      ],
      [
        'a file without the name column',
        () => ({ filename: 'x.xlsx', data: xlsx([['company'], ['Wrong Co']]) }),
        422,
        'The file does not match the template: missing column name',
      ],
      [
        'a file in another field',
        () => ({ filename: 'x.xlsx', data: xlsx(sheet([{ name: 'Field Co' }])), field: 'upload' }),
        400,
        'Please upload xlsx/xls file',
      ],
    ];
    const codes: Record<string, string> = {
      'a picture': 'upload.type_refused',
      'a picture named .xlsx': 'upload.type_refused',
      'a zip bomb': 'upload.zip_bomb',
      'a file without the name column': 'upload.columns_missing',
      'a file in another field': 'upload.file_missing',
    };
    it.each(cases)('%s', async (what, make, status, message) => {
      const before = await vendorCount();
      const f = make();
      const res = await upload(f.filename, f.data, 'admin@gsn.test', f.field);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, message });
      expect(res.json().code).toBe(codes[what]);
      expect(await vendorCount()).toBe(before);
    });

    it('a request that is not multipart', async () => {
      const res = await call('POST', '/vendors/bulk', 'admin@gsn.test', { name: 'x' });
      expect(res.statusCode).toBe(415);
    });
  });

  it('is for staff with the permission only', async () => {
    const res = await upload('x.xlsx', xlsx(sheet([{ name: 'Sneaky Vendor' }])), 'reg@example.org');
    expect(res.statusCode).toBe(403);
    expect(await vendor('Sneaky Vendor')).toBeUndefined();
  });
});
