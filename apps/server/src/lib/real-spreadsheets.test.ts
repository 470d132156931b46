import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BILLING_INCREMENT_DATE_MESSAGE, COMPANY_MESSAGES, CUSTOMER_RULE_MESSAGES } from '@gsn/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../test/helpers.ts';
import { multipart } from '../../test/spreadsheets.ts';
import { accounts, calls, carriers, customers, inventoryNumbers, serviceNumberTypes, tariffs, vendors } from '../db/schema.ts';

/**
 * The bulk uploads fed with real spreadsheets, which store cells in ways the sheets the other tests write do not
 * (README, spreadsheet uploads): files written by openpyxl (inline strings) and by LibreOffice Calc as xlsx (shared
 * strings, cached formula values) and as xls (BIFF8), each holding date cells, numbers typed as numbers, text and
 * numeric formulas, blank cells and a blank row (test/fixtures/spreadsheets, made by generate.py there). Every variant
 * gives every endpoint the same per-row result and the same stored values.
 */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/spreadsheets');
const VARIANTS = ['openpyxl.xlsx', 'libreoffice.xlsx', 'libreoffice.xls'] as const;

const created = (row: number) => ({ row, status: 'created', errors: [] });
const error = (row: number, field: string, message: string | RegExp) => ({
  row,
  status: 'error',
  errors: [{ field, message: typeof message === 'string' ? message : expect.stringMatching(message) }],
});

describe.each(VARIANTS)('bulk uploads of real spreadsheets: %s', (variant) => {
  let ctx: TestContext;
  let admin: string;
  let customerId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.database.db;
    customerId = (await db.insert(customers).values({ name: 'Rel2 Owner', provider_insight_company_code: 'REL2C' }).returning())[0]!.id;
    await db.insert(vendors).values({ name: 'Rel2 Vendor', provider_insight_company_code: 'REL2V' });
    await db
      .insert(inventoryNumbers)
      .values({ service_number: '+442079460301', service_type: 'DID', jurisdiction: 'United Kingdom', customer_id: customerId });
    await addAccount(ctx, { email: 'admin@rel2.test', account_type_id: 100 });
    admin = await login(ctx, 'admin@rel2.test');
  });
  afterAll(async () => ctx?.close());

  const upload = async (url: string, fixture: string) => {
    const file = `${fixture}.${variant}`;
    const { payload, headers } = multipart(file, fs.readFileSync(path.join(FIXTURES, file)));
    const res = await ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(admin) } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('customers: formulas give their text, phones typed as numbers get their +, a date in free text stays a date', async () => {
    expect(await upload('/api/customers/bulk', 'customers')).toEqual([
      created(2),
      created(3),
      error(5, 'name', COMPANY_MESSAGES.nameTooLong),
      { row: 6, status: 'exist', errors: [{ field: 'name', message: CUSTOMER_RULE_MESSAGES.nameTaken }] },
      created(7),
    ]);
    const rows = await ctx.database.db
      .select()
      .from(customers)
      .where(inArray(customers.name, ['Rel2 Alpha Ltd', 'Rel2 Beta Ltd', 'Rel2 Gamma Ltd']));
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(byName['Rel2 Alpha Ltd']).toMatchObject({
      commercial_contact: { name: 'Desk', phone: '+442079460000' },
      other_information: '2025-03-01',
      address_postcode: '10115',
      website: 'https://alpha.example',
    });
    expect(byName['Rel2 Beta Ltd']).toMatchObject({ financial_contact: { phone: '+442079460001' }, website: null });
    expect(byName['Rel2 Gamma Ltd']).toMatchObject({
      commercial_contact: { phone: '2079460002' },
      other_information: '2025-03-01 14:30:00',
    });
    const masters = await ctx.database.db
      .select({ email: accounts.email, status: accounts.status })
      .from(accounts)
      .where(sql`${accounts.email} like '%@rel2-customers.example'`);
    expect(masters.map((m) => m.email).sort()).toEqual([
      'alpha@rel2-customers.example',
      'beta@rel2-customers.example',
      'gamma@rel2-customers.example',
    ]);
  });

  it('vendors: the same company columns', async () => {
    const data = await upload('/api/vendors/bulk', 'vendors');
    expect(data.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [5, 'error'],
      [6, 'exist'],
      [7, 'created'],
    ]);
    expect(data[2].errors).toEqual([{ field: 'name', message: COMPANY_MESSAGES.nameTooLong }]);
    const [beta] = await ctx.database.db.select().from(vendors).where(eq(vendors.name, 'Rel2 Beta Ltd'));
    expect(beta).toMatchObject({ financial_contact: { phone: '+442079460001' } });
    const [alpha] = await ctx.database.db.select().from(vendors).where(eq(vendors.name, 'Rel2 Alpha Ltd'));
    expect(alpha).toMatchObject({ commercial_contact: { phone: '+442079460000' }, other_information: '2025-03-01' });
  });

  it('carriers: a text formula keeps its leading zero', async () => {
    const data = await upload('/api/carriers/bulk', 'carriers');
    expect(data.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [5, 'created'],
      [6, 'error'],
    ]);
    const rows = await ctx.database.db.select({ cic: carriers.cic, cs: carriers.cs }).from(carriers);
    expect(rows.map((r) => [r.cic, r.cs])).toEqual(
      expect.arrayContaining([
        ['0288', 'Rel2 Carrier'],
        ['0289', 'Rel2 Formula Carrier'],
        ['4321', '2025-03-01'],
      ]),
    );
  });

  it('products: date cells as days, a billing increment turned into a date read back or refused', async () => {
    const data = await upload('/api/servicenumbers/type/bulk', 'products');
    expect(data).toEqual([created(2), created(3), error(5, 'billing_incremental', BILLING_INCREMENT_DATE_MESSAGE)]);
    const [a] = await ctx.database.db
      .select({ id: serviceNumberTypes.id, remarks: serviceNumberTypes.additional_remarks })
      .from(serviceNumberTypes)
      .where(eq(serviceNumberTypes.vendor_option, 'Rel2 A'));
    expect(a?.remarks).toBe('2025-03-01');
    const [t] = await ctx.database.db.select().from(tariffs).where(eq(tariffs.service_number_type_id, a!.id));
    expect(t).toMatchObject({ billing_incremental: '30/6', billing_start_date: '2025-02-01', commencement_date: '2025-01-01' });
    expect(Number(t?.mrc)).toBe(5);
    const [b] = await ctx.database.db.select().from(serviceNumberTypes).where(eq(serviceNumberTypes.vendor_option, 'Rel2 B'));
    expect(b).toBeDefined();
  });

  it('inventory: numbers typed as numbers, date cells, increments turned into dates, text and numeric formulas', async () => {
    expect(await upload('/api/invnumbers/bulk', 'inventory')).toEqual([
      created(2),
      created(3),
      created(4),
      created(6),
      error(7, 'billing_incremental', BILLING_INCREMENT_DATE_MESSAGE),
      { row: 8, status: 'exist', errors: [{ field: 'service_number', message: expect.any(String) }] },
    ]);
    const rows = await ctx.database.db
      .select()
      .from(inventoryNumbers)
      .where(sql`${inventoryNumbers.service_number} like '+44207946020%'`)
      .orderBy(inventoryNumbers.service_number);
    expect(rows.map((r) => [r.service_number, r.billing_incremental])).toEqual([
      ['+442079460201', '1/1'],
      ['+442079460202', '6/6'],
      ['+442079460203', '30/6'],
      ['+442079460204', '60/60'],
    ]);
    expect(rows[0]).toMatchObject({
      customer_id: customerId,
      commencement_date: '2025-01-01',
      billing_start_date: '2025-02-01',
      provider_remarks: '2025-03-01',
      translation_termination_number: '+442079460999',
    });
    expect(Number(rows[0]?.nrc)).toBe(10);
    expect(rows[1]).toMatchObject({ sr_reference: 'SR-0042' });
    expect(Number(rows[1]?.nrc)).toBe(15);
    expect(rows[3]).toMatchObject({ expiration_date: '2025-12-31' });
  });

  it('calls: date-time cells and numbers typed as numbers', async () => {
    const data = await upload('/api/calls/bulk', 'calls');
    expect(data.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [5, 'created'],
      [6, 'error'],
    ]);
    expect(data[3].errors.map((e: { field: string }) => e.field)).toEqual(['CDR_SEIZTIME']);
    const rows = await ctx.database.db.select().from(calls).orderBy(calls.seized_at);
    expect(rows.map((r) => [r.seized_at.toISOString(), r.called_number, r.duration_seconds])).toEqual([
      ['2026-11-01T10:00:00.000Z', '+442079460301', 60],
      ['2026-11-01T11:00:00.000Z', '+442079460301', 0],
      ['2026-11-02T00:00:00.000Z', '+442079460301', 0],
    ]);
    expect(rows[0]?.origin).toBe('FR-Paris');
  });
});

/**
 * Files as people bring them: an .ods saved again as .xls or .xlsx by LibreOffice, whose .xls stores the number 0
 * as the result of every text formula (Excel and LibreOffice compute the text when they open it), and a workbook
 * whose first sheet is hidden, its visible sheet holding date-time cells in the date columns (generate.py).
 */
describe.each(['libreoffice.xls', 'libreoffice.xlsx'])('bulk uploads of files saved again: %s', (variant) => {
  let ctx: TestContext;
  let admin: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    await addAccount(ctx, { email: 'admin@rel3.test', account_type_id: 100 });
    admin = await login(ctx, 'admin@rel3.test');
  });
  afterAll(async () => ctx?.close());

  const upload = async (url: string, fixture: string) => {
    const file = `${fixture}.${variant}`;
    const { payload, headers } = multipart(file, fs.readFileSync(path.join(FIXTURES, file)));
    const res = await ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(admin) } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('customers: text formulas read as their text, never 0', async () => {
    expect(await upload('/api/customers/bulk', 'customers.ods-saved')).toEqual([created(2), created(3), created(4)]);
    const rows = await ctx.database.db
      .select({ name: customers.name, code: customers.provider_insight_company_code, website: customers.website })
      .from(customers)
      .where(sql`${customers.name} like 'Rel3 %'`)
      .orderBy(customers.name);
    expect(rows).toEqual([
      { name: 'Rel3 Alpha Ltd', code: '0042', website: 'https://alpha.example' },
      { name: 'Rel3 Alpha Ltd Two', code: 'REL3B2', website: null },
      { name: 'Rel3 Beta Ltd', code: 'REL3B', website: 'https://beta.example' },
    ]);
    const masters = await ctx.database.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(sql`${accounts.email} like '%@rel3.example'`)
      .orderBy(accounts.email);
    expect(masters.map((m) => m.email)).toEqual(['alpha@rel3.example', 'beta@rel3.example', 'two@rel3.example']);
  });

  it('inventory: the first visible sheet is read, its date-time cells as the days they show', async () => {
    expect(await upload('/api/invnumbers/bulk', 'inventory.hidden-first')).toEqual([created(2), created(3)]);
    const rows = await ctx.database.db
      .select()
      .from(inventoryNumbers)
      .where(sql`${inventoryNumbers.service_number} like '+44207946040%' or ${inventoryNumbers.service_number} = '+442079460499'`)
      .orderBy(inventoryNumbers.service_number);
    expect(rows.map((r) => [r.service_number, r.commencement_date, r.billing_start_date, r.expiration_date, r.sr_reference])).toEqual([
      ['+442079460401', '2025-01-01', '2025-02-01', '2025-12-31', 'SR-0401'],
      ['+442079460402', '2025-03-01', null, null, null],
    ]);
  });
});
