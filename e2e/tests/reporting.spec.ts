import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures.ts';
import { shot, signIn } from './support.ts';

/**
 * Reporting end to end over the demo calls: staff and a customer each define a report on /portal/reporting/reports/add,
 * run it, follow its progress on the list to Completed and download the file from Downloads. The customer's file
 * holds their own company's calls only, whatever company they could name.
 */
const DEMO = 'Demo1234!';
const STAFF = 'alice.admin@gsn.example';
const CUSTOMER = 'master@northwind-telecom.example';

async function defineAndRun(page: Page, name: string, type: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menuitem', { name: 'Reporting' }).click();
  await expect(page).toHaveURL(/\/portal\/reporting\/reports$/);
  await page.getByRole('link', { name: 'New report' }).click();
  await expect(page).toHaveURL(/\/portal\/reporting\/reports\/add$/);

  // the form is validated before it is sent
  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByText('Please enter a name for the report')).toBeVisible();
  await expect(page.getByText('Please choose a report type')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Report type' }).click();
  await page.getByRole('option', { name: type }).click();
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await page.getByRole('combobox', { name: 'Schedule' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await shot(page, `reporting-add-${type.replace(/\W+/g, '-').toLowerCase()}`);
  await page.getByRole('button', { name: 'Save report' }).click();

  await expect(page).toHaveURL(/\/portal\/reporting\/reports$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Not run yet');
  await expect(row).toContainText(/Weekly on Monday/);
  await row.getByRole('button', { name: `Run ${name} now` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The report is being prepared' })).toBeVisible();
  // the list follows the run to its end
  await expect(row.getByTestId('last-run')).toContainText('Completed', { timeout: 60_000 });
  await shot(page, `reporting-list-${type.replace(/\W+/g, '-').toLowerCase()}`);

  await row.getByRole('link', { name: 'In Downloads' }).click();
  await expect(page).toHaveURL(/\/portal\/downloads/);
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('Completed');
  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: /Download/ }).click();
  return (await fs.readFile((await (await download).path()) as string, 'utf8')).trim().split(/\r?\n/);
}

test('staff define a cause breakdown report, run it, follow it to Completed and download it', async ({ page }) => {
  test.slow(); // a run to Completed, then an edit with two audits
  await signIn(page, STAFF, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  const name = `Causes ${Date.now()}`;
  const lines = await defineAndRun(page, name, 'Cause breakdown');
  expect(lines[0]).toContain('cause,cause_name,answered,count,share,class,effective');
  expect(lines.length).toBeGreaterThan(3);
  expect(lines.join('\n')).toContain('Normal clearing');

  // edit it from the list: the add form, filled; hourly statistics compare at most 4 days
  await page.goto('/portal/reporting/reports');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/portal\/reporting\/reports\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  // the edit page too meets WCAG 2.2 AA (a11y.spec.ts cannot reach it: the demo data holds no saved report)
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  await page.getByRole('textbox', { name: 'Name' }).fill(`${name} hourly`);
  await page.getByRole('combobox', { name: 'Report type' }).click();
  await page.getByRole('option', { name: 'Hourly call statistics' }).click();
  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByText('Hourly statistics compare at most 4 days: please choose a shorter period')).toBeVisible();
  // fixed dates, typed as YYYY-MM-DD or picked in the localized calendar, which is accessible too
  await page.getByText('Fixed dates', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Fixed dates' })).toBeChecked();
  const from = page.getByRole('textbox', { name: 'From date' });
  await from.fill('2026-03-01');
  await page.getByRole('textbox', { name: 'To date' }).click();
  await expect(page.getByRole('button', { name: /2026/ }).first()).toBeVisible();
  const calendar = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(calendar.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  await page.keyboard.type('2026-03-03');
  await page.keyboard.press('Tab');
  await expect(from).toHaveValue('2026-03-01');
  await expect(page.getByRole('textbox', { name: 'To date' })).toHaveValue('2026-03-03');
  await shot(page, 'reporting-edit');
  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page).toHaveURL(/\/portal\/reporting\/reports$/);
  await expect(page.getByRole('row', { name: new RegExp(`${name} hourly`) })).toContainText('Hourly call statistics');
});

test('a customer defines a call records report and downloads their own company’s calls only', async ({ page }) => {
  await signIn(page, CUSTOMER, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  // customers have no company filter to set
  await page.goto('/portal/reporting/reports/add');
  await expect(page.getByLabel('Company insight code')).toHaveCount(0);
  const lines = await defineAndRun(page, `Calls ${Date.now()}`, 'Call records');
  const header = (lines[0] as string).split(',');
  expect(header).toContain('CDR_SEIZTIME');
  expect(lines.length).toBeGreaterThan(2);
  const ic = header.indexOf('CDR_IC_CUSTOMER_NAME');
  const og = header.indexOf('CDR_OG_CUSTOMER_NAME');
  for (const line of lines.slice(1, 100)) {
    const cells = line.split(',');
    expect(`${cells[ic]}|${cells[og]}`).toContain('Northwind');
  }
});
