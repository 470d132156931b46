import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { expect, test } from './fixtures.ts';
import { chooseFile, shot, signIn } from './support.ts';

/**
 * Reports end to end over the demo calls (db/demo/demo-calls.ts: calls over the last 35 days on the numbers the
 * demo customers hold): staff read the daily statistics as a table and compare two days hour by hour; a customer
 * sees only their own company's call records; staff export call records and follow the file to 100 % in Downloads.
 */
const DEMO = 'Demo1234!';
const STAFF = 'alice.admin@gsn.example';
const CUSTOMER = 'master@northwind-telecom.example';
const OPS = 'oliver.ops@gsn.example';

const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('staff read the daily statistics as a table with its totals, and compare two days hour by hour', async ({ page }) => {
  await signIn(page, STAFF, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menuitem', { name: 'Daily call statistics' }).click();
  await expect(page).toHaveURL(/\/portal\/report\/call_statistics\/daily$/);

  // the graphs by default, named for assistive technology, with the rules beside them
  const counts = page.getByRole('figure', { name: 'Call attempts and successful calls per day' });
  await expect(counts.getByRole('img', { name: /^Bar chart of call attempts/ })).toHaveAttribute(
    'aria-label',
    /: [\d,]+ call attempts and [\d,]+ successful calls in all\.$/,
  );
  await expect(page.getByRole('complementary', { name: 'How the figures are computed' })).toContainText(
    'ASR = answered calls ÷ call attempts',
  );
  await shot(page, 'reports-daily-graphs');

  await page.getByText('Table', { exact: true }).click();
  const table = page.getByRole('table', { name: /^Call statistics per day/ });
  await expect(table).toBeVisible();
  // the default range, yesterday to today (spec 2 §9), shown in the date fields as YYYY/MM/DD, then the totals
  const filters = page.getByRole('search', { name: 'Report filters' });
  await expect(filters.getByRole('button', { name: 'From date', exact: true })).toHaveText(utcDay(-1).replaceAll('-', '/'));
  await expect(filters.getByRole('button', { name: 'To date', exact: true })).toHaveText(utcDay(0).replaceAll('-', '/'));
  await expect(table.getByRole('row')).toHaveCount(1 + 2 + 1);
  await expect(table.getByRole('rowheader', { name: utcDay(-1) })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: utcDay(0) })).toBeVisible();
  const totals = table.getByRole('row').last();
  await expect(totals.getByRole('rowheader')).toHaveText('Totals');
  // the demo has calls on every day: the total of attempts is not zero
  await expect(totals.getByRole('cell').first()).not.toHaveText('0');
  await shot(page, 'reports-daily-table');

  await page.goto('/portal/report/call_statistics/hourly');
  const dates = page.getByRole('group', { name: 'Dates to compare' });
  await expect(dates.getByRole('button', { name: 'Date 1', exact: true })).toHaveText(utcDay(-1).replaceAll('-', '/'));
  await expect(dates.getByRole('button', { name: 'Date 2', exact: true })).toHaveText(utcDay(0).replaceAll('-', '/'));
  const hourly = page.getByRole('table', { name: 'Call attempts per hour (UTC), one column per day' });
  await expect(hourly.getByRole('columnheader')).toHaveText(['Hour (UTC)', utcDay(-1), utcDay(0)]);
  await expect(hourly.getByRole('row')).toHaveCount(1 + 24);
  await expect(
    page.getByRole('figure', { name: 'Call attempts per hour (UTC)' }).getByRole('img', {
      name: `Line chart of Call attempts per hour from 00:00 to 23:00 (UTC), one line per day: ${utcDay(-1)}, ${utcDay(0)}.`,
    }),
  ).toBeVisible();
  await page.getByText('ASR', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'ASR (%) per hour (UTC), one column per day' })).toBeVisible();
  await expect(page).toHaveURL(/kpi=asr/);
  await shot(page, 'reports-hourly');
});

test('a customer sees only their own company’s call records, without the customer filter', async ({ page }) => {
  await signIn(page, CUSTOMER, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto('/portal/report/call_records');
  const table = page.getByRole('table', { name: 'Call records, newest first' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  // every call is one of Northwind Telecom's, incoming or outgoing
  for (let i = 0; i < 10; i++) await expect(rows.nth(i)).toContainText('Northwind Telecom');
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveCount(0);
  await expect(page.getByTestId('list-total')).toHaveText(/^Calls: [\d,]+\+?$/);
  await shot(page, 'reports-call-records-customer');
});

test('staff export the call records as CSV and see the file reach 100 % in Downloads', async ({ page }) => {
  await signIn(page, STAFF, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto('/portal/report/call_records?jurisdiction=France');
  const rows = page.getByRole('table', { name: 'Call records, newest first' }).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await shot(page, 'reports-call-records-staff');

  await page.getByRole('button', { name: 'Download' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  await page.getByRole('link', { name: 'Go to Downloads' }).click();
  await expect(page).toHaveURL(/\/portal\/downloads/);
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('callsummary');
  await expect(first).toContainText('Completed', { timeout: 30_000 });
  await expect(first).toContainText('100');
  await shot(page, 'reports-downloads');
  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: /Download/ }).click();
  const csv = await fs.readFile((await (await download).path()) as string, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('CDR_SEIZTIME');
  expect(lines.length).toBeGreaterThan(10);
  // only France's calls: the jurisdiction column of every row
  const col = (lines[0] as string).split(',').indexOf('jurisdiction');
  expect(col).toBeGreaterThan(-1);
  for (const line of lines.slice(1, 50)) expect(line).toContain('France');
});

test('operations load call records from a sheet; the calls show among the call records at once', async ({ page, request }) => {
  // a number of Northwind's in a jurisdiction the demo has no calls in (Iceland), new in every attempt
  // (every +354 55x xxxx and 56x xxxx is a valid Icelandic fixed number; other 5xx ranges are not all valid)
  const stamp = String(Date.now()).slice(-5);
  const number = `+35455${stamp}`;
  const login = await request.post('/api/account/login', { data: { email: OPS, password: DEMO } });
  const auth = { authorization: `Bearer ${(await login.json()).token}` };
  const added = await request.post('/api/invnumbers', {
    headers: auth,
    data: { service_number: number, service_type: 'DID', jurisdiction: 'Iceland', city: 'Reykjavik', customer_insight_code: 'NWT001' },
  });
  expect(added.status()).toBe(201);

  const seized = Date.now() - 3_600_000;
  const at = (ms: number) => new Date(seized + ms).toISOString().replace('T', ' ').slice(0, 19);
  const call = { CDR_SEIZTIME: at(0), CDR_CLDNUM: number, CDR_CLGNUM: '+33612345678' };
  const rows = [
    { ...call, CDR_ALERTTIME: at(2_000), CDR_ANSWERTIME: at(5_000), CDR_DISCTIME: at(65_000), CDR_COMPCODE: '16' },
    // the same call again, and a number nobody holds
    call,
    { ...call, CDR_CLDNUM: `+35456${stamp}` },
  ];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.json_to_sheet(rows), 'calls');
  const file = path.join(os.tmpdir(), `calls-${stamp}.xlsx`);
  await fs.writeFile(file, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

  await signIn(page, OPS, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto('/portal/report/call_records');
  await page.getByRole('link', { name: 'Bulk add' }).click();
  await expect(page.getByRole('heading', { name: 'Bulk add call records' })).toBeVisible();
  await chooseFile(page, 'Spreadsheet file', file);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('bulk-summary')).toHaveText('Created: 1Already exist: 1With errors: 1');
  await expect(page.getByRole('row').filter({ hasText: 'No inventory number has this service number' })).toHaveCount(1);
  await shot(page, 'reports-calls-bulk');

  await page.goto('/portal/report/call_records?jurisdiction=Iceland');
  const table = page.getByRole('table', { name: 'Call records, newest first' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText(number);
  await expect(table.locator('tbody tr')).toContainText('Northwind Telecom');
  await expect(table.locator('tbody tr')).toContainText('60');
});
