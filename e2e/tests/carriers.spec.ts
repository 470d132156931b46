import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import * as XLSX from '@e965/xlsx';
import { chooseFile, shot, signIn } from './support.ts';

/** Spec 2 §2 Carriers: staff (operations, type 130, demo data) list the carriers and bulk-add them. */
const OPS = { email: 'oliver.ops@gsn.example', password: 'Demo1234!' };

test('staff list carriers and bulk-add a file with created, existing and bad rows', async ({ page }) => {
  // a CIC from the time stamp: new on every run (4 digits, starting with 9 to stay clear of the demo CICs)
  const fresh = `9${String(Date.now()).slice(-3)}`;
  const rows = [
    { cic: fresh, cs: 'E2E Carrier', clli_name: 'TSTXNY01DS0' },
    { cic: '0288', cs: 'AT&T again', clli_name: '' },
    { cic: '12', cs: 'Too short', clli_name: 'BAD' },
  ];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.json_to_sheet(rows), 'carriers');
  const file = path.join(os.tmpdir(), `carriers-${fresh}.xlsx`);
  await fs.writeFile(file, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

  await signIn(page, OPS.email, OPS.password);
  await expect(page).toHaveURL(/\/portal\/dashboard/);
  await page.goto('/portal/management/carriers');
  const list = page.getByRole('table', { name: 'Carriers, sorted by CIC' });
  await expect(list.getByRole('columnheader')).toHaveText(['CIC', 'CS', 'CLLI_NAME']);
  await expect(list.getByRole('row')).toHaveCount(11);
  await expect(list.getByRole('row').nth(1)).toContainText('0123');
  await expect(list.getByRole('row', { name: /0288/ })).toContainText('NYCMNY54DS0');

  await page.getByRole('link', { name: 'Bulk add' }).click();
  await expect(page).toHaveURL(/\/portal\/management\/carriers\/bulk$/);
  await chooseFile(page, 'Spreadsheet file', file);
  await page.getByRole('button', { name: 'Upload' }).click();
  const results = page.getByRole('table', { name: 'Result of each row of the file' });
  await expect(results.locator('tr[data-row="2"]')).toContainText('Created Successfully');
  await expect(results.locator('tr[data-row="3"]')).toContainText('Already exist');
  await expect(results.locator('tr[data-row="3"]')).toContainText('cic: A carrier with this CIC already exists');
  await expect(results.locator('tr[data-row="4"]')).toContainText('Error');
  await expect(results.locator('tr[data-row="4"]')).toContainText('The CIC must be 3 or 4 digits');
  await expect(results.locator('tr[data-row="4"]')).toContainText('The CLLI must be 11 letters or digits');
  await expect(page.getByTestId('bulk-summary')).toHaveText('Created: 1Already exist: 1With errors: 1');
  await shot(page, 'carriers-bulk');

  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(fresh);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(list.getByRole('row', { name: new RegExp(fresh) })).toContainText('E2E Carrier');
});
