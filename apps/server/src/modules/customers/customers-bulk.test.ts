import * as XLSX from '@e965/xlsx';
import { CUSTOMER_MESSAGES, CUSTOMER_RULE_MESSAGES as M, CUSTOMER_TEMPLATE_COLUMNS, CUSTOMER_TEMPLATE_EXAMPLE } from '@gsn/domain';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { multipart, PNG, xls, xlsx, xlsxBomb } from '../../../test/spreadsheets.ts';
import { accountTokens, accounts, customers, userProfiles } from '../../db/schema.ts';
import { BULK_BATCH_SIZE } from './customers-bulk.ts';

let ctx: TestContext;
let admin: string;
let product: string;
let samWong: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.database.db.insert(customers).values({ name: 'Existing Co' });
  await addAccount(ctx, { email: 'admin@gsn.test', account_type_id: 100 });
  await addAccount(ctx, { email: 'product@gsn.test', account_type_id: 120 });
  await addAccount(ctx, { email: 'taken@example.org', account_type_id: 400 });
  // the template's example BDM, a provider sales account: the example row links to it
  samWong = await addAccount(ctx, { email: 'sam.wong@gsn.test', account_type_id: 110 });
  await ctx.database.db.update(userProfiles).set({ firstname: 'Sam', lastname: 'Wong' }).where(eq(userProfiles.account_id, samWong));
  admin = await login(ctx, 'admin@gsn.test');
  product = await login(ctx, 'product@gsn.test');
});
afterAll(async () => ctx?.close());

const upload = (filename: string, data: Buffer, token = admin, field = 'file') => {
  const { payload, headers } = multipart(filename, data, field);
  return ctx.app.inject({ method: 'POST', url: '/api/customers/bulk', payload, headers: { ...headers, ...bearer(token) } });
};
const companyCount = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(customers))[0]!.n;
const accountCount = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(accounts))[0]!.n;
const company = async (name: string) => (await ctx.database.db.select().from(customers).where(eq(customers.name, name)))[0];

/** A sheet with the template's header and rows given as column → value. */
const sheet = (rows: Partial<Record<(typeof CUSTOMER_TEMPLATE_COLUMNS)[number], unknown>>[]) => [
  [...CUSTOMER_TEMPLATE_COLUMNS],
  ...rows.map((r) => CUSTOMER_TEMPLATE_COLUMNS.map((c) => r[c] ?? '')),
];

describe('GET /templates/customers', () => {
  it('downloads the template: the columns and one example row', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/templates/customers', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="customers-template.xlsx"');
    const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, defval: '' });
    expect(rows[0]).toEqual([...CUSTOMER_TEMPLATE_COLUMNS]);
    expect(rows[1]).toEqual(CUSTOMER_TEMPLATE_COLUMNS.map((c) => CUSTOMER_TEMPLATE_EXAMPLE[c]));
    expect(rows).toHaveLength(2);
  });

  it('is for staff who may add customers', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/templates/customers', headers: bearer(product) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/templates/customers' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/templates/nothing', headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('takes the template back as it is: the example row is created', async () => {
    const template = await ctx.app.inject({ method: 'GET', url: '/api/templates/customers', headers: bearer(admin) });
    const res = await upload('customers-template.xlsx', template.rawPayload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ row: 2, status: 'created', errors: [] }] });
    expect(await company(CUSTOMER_TEMPLATE_EXAMPLE.name)).toMatchObject({
      financial_contact: { name: 'John Roe', phone: '+44 20 7946 0001', email: 'finance@example.com' },
      provider_signed_bdm_name: 'Sam Wong',
      provider_signed_bdm_id: samWong,
    });
  });
});

describe('POST /customers/bulk', () => {
  it('creates the valid rows, reports the others per row and field, and mails each new master', async () => {
    const mailsBefore = (await ctx.mails()).length;
    const rows = sheet([
      {
        name: 'Nordic Numbers AB',
        master_email: 'Master@Nordic.example',
        address_country: 'Sweden',
        commercial_contact_name: 'Sales desk',
        // typed as a number, as a spreadsheet stores +4687001000: a valid international number gets its + back
        commercial_contact_phone: 4687001000,
        commercial_contact_email: 'sales@nordic.example',
        fault_reporting_contact_email: 'noc@nordic.example',
      },
      { master_email: 'nameless@x.example' },
      { name: 'Broken Mail Ltd', master_email: 'broken', commercial_contact_email: 'also broken' },
      { name: 'EXISTING CO', master_email: 'fresh@existing.example' },
      { name: 'Taken Mail Ltd', master_email: 'TAKEN@example.org' },
      {},
      { name: 'nordic numbers ab', master_email: 'other@nordic.example' },
      { name: 'Kiwi Voice', master_email: 'boss@kiwi.example', address_postcode: 6011 },
    ]);
    const res = await upload('Customers.xlsx', xlsx(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { row: 2, status: 'created', errors: [] },
      { row: 3, status: 'error', errors: [{ field: 'name', message: CUSTOMER_MESSAGES.nameRequired }] },
      {
        row: 4,
        status: 'error',
        errors: expect.arrayContaining([
          { field: 'master_email', message: 'Please enter a valid e-mail address' },
          { field: 'commercial_contact_email', message: 'Please enter a valid e-mail address' },
        ]),
      },
      { row: 5, status: 'exist', errors: [{ field: 'name', message: M.nameTaken }] },
      { row: 6, status: 'exist', errors: [{ field: 'master_email', message: M.emailTaken }] },
      { row: 8, status: 'exist', errors: [{ field: 'name', message: M.nameTaken }] },
      { row: 9, status: 'created', errors: [] },
    ]);

    const nordic = await company('Nordic Numbers AB');
    expect(nordic).toMatchObject({
      address_country: 'Sweden',
      commercial_contact: { name: 'Sales desk', phone: '+4687001000', email: 'sales@nordic.example' },
      fault_reporting_contact: { email: 'noc@nordic.example' },
      financial_contact: null,
    });
    expect((await company('Kiwi Voice'))?.address_postcode).toBe('6011');
    const masters = await ctx.database.db
      .select()
      .from(accounts)
      .where(inArray(accounts.email, ['master@nordic.example', 'boss@kiwi.example']));
    expect(masters).toHaveLength(2);
    for (const m of masters) {
      expect(m).toMatchObject({ account_type_id: 200, status: 'created', disabled: true, password_hash: null });
      const [c] = await ctx.database.db.select().from(customers).where(eq(customers.id, m.customer_id!));
      expect(c?.master_id).toBe(m.id);
      expect(await ctx.database.db.select().from(accountTokens).where(eq(accountTokens.account_id, m.id))).toHaveLength(1);
    }
    expect(await company('Broken Mail Ltd')).toBeUndefined();
    expect(await company('Taken Mail Ltd')).toBeUndefined();
    const mails = (await ctx.mails()).slice(mailsBefore);
    expect(mails.map((m) => m.to).sort()).toEqual(['boss@kiwi.example', 'master@nordic.example']);
    expect(mails.every((m) => /\/account\/reset-password\//.test(m.links[0] ?? ''))).toBe(true);
  });

  it('reads .xls files too', async () => {
    const res = await upload('legacy.XLS', xls(sheet([{ name: 'Legacy Lines', master_email: 'm@legacy.example' }])));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ row: 2, status: 'created', errors: [] }]);
    expect((await company('Legacy Lines'))?.master_id).not.toBeNull();
  });

  it(`creates large files in batches of ${BULK_BATCH_SIZE}, every company with its master`, async () => {
    const n = BULK_BATCH_SIZE + 50;
    const before = await companyCount();
    const mailsBefore = (await ctx.mails()).length;
    const rows = sheet(Array.from({ length: n }, (_, i) => ({ name: `Batch Co ${i}`, master_email: `m${i}@batch.example` })));
    const res = await upload('batch.xlsx', xlsx(rows));
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { status: string }[];
    expect(data).toHaveLength(n);
    expect(data.every((r) => r.status === 'created')).toBe(true);
    expect(await companyCount()).toBe(before + n);
    const withoutMaster = await ctx.database.db.select({ name: customers.name }).from(customers).where(isNull(customers.master_id));
    expect(withoutMaster).toEqual([{ name: 'Existing Co' }]);
    expect((await ctx.mails()).length - mailsBefore).toBe(n);
  });

  describe('refuses the whole file, writing nothing', () => {
    const header = [...CUSTOMER_TEMPLATE_COLUMNS];
    const cases: [string, () => { filename: string; data: Buffer; field?: string }, number, string][] = [
      [
        'a CSV file',
        () => ({ filename: 'customers.csv', data: Buffer.from('name,master_email\nA,a@a.example\n') }),
        415,
        'Please upload xlsx/xls file',
      ],
      ['a PNG named .xlsx', () => ({ filename: 'customers.xlsx', data: PNG }), 415, 'Please upload xlsx/xls file'],
      [
        'a file over 5 MB',
        () => ({ filename: 'big.xlsx', data: Buffer.concat([xlsx([header]), Buffer.alloc(5 * 1024 * 1024)]) }),
        413,
        'The file is too large (at most 5 MB)',
      ],
      [
        'a damaged xlsx',
        () => ({ filename: 'x.xlsx', data: xlsx(sheet([{ name: 'Damaged Co', master_email: 'd@d.example' }])).subarray(0, 3000) }),
        400,
        'The file is damaged or is not a spreadsheet',
      ],
      [
        'a zip bomb',
        () => ({ filename: 'bomb.xlsx', data: xlsxBomb(80) }),
        422,
        'The file expands to more data than a spreadsheet upload may hold',
      ],
      [
        'more than 5000 rows',
        () => ({
          filename: 'many.xlsx',
          data: xlsx(sheet(Array.from({ length: 5001 }, (_, i) => ({ name: `Many ${i}`, master_email: `m${i}@many.example` })))),
        }),
        422,
        'The sheet has more than 5000 rows',
      ],
      [
        'a file without the template’s columns',
        () => ({
          filename: 'x.xlsx',
          data: xlsx([
            ['company', 'email'],
            ['Wrong Co', 'w@w.example'],
          ]),
        }),
        422,
        'The file does not match the template: missing columns name, master_email',
      ],
      [
        'a file in another field',
        () => ({ filename: 'x.xlsx', data: xlsx(sheet([{ name: 'Field Co', master_email: 'f@f.example' }])), field: 'upload' }),
        400,
        'Please upload xlsx/xls file',
      ],
    ];
    it.each(cases)('%s', async (_what, make, status, message) => {
      const before = { companies: await companyCount(), accounts: await accountCount(), mails: (await ctx.mails()).length };
      const f = make();
      const res = await upload(f.filename, f.data, admin, f.field);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, message });
      expect({ companies: await companyCount(), accounts: await accountCount(), mails: (await ctx.mails()).length }).toEqual(before);
    });

    it('a request that is not multipart', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/customers/bulk', payload: { name: 'x' }, headers: bearer(admin) });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Please upload xlsx/xls file');
    });
  });

  it('is for staff who may add customers', async () => {
    const res = await upload('x.xlsx', xlsx(sheet([{ name: 'Sneaky Co', master_email: 's@s.example' }])), product);
    expect(res.statusCode).toBe(403);
    expect(await company('Sneaky Co')).toBeUndefined();
  });
});
