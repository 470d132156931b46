import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import * as XLSX from '@e965/xlsx';
import { ADMIN, chooseFile, linkFromMail, shot, signIn } from './support.ts';

const DEMO = 'Demo1234!';

async function setPassword(page: import('@playwright/test').Page, email: string, password: string) {
  const link = await linkFromMail(email);
  await page.goto(new URL(link).pathname);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page).toHaveURL(/\/account\/login/);
}

async function logout(page: import('@playwright/test').Page) {
  await page.goto('/account/logout');
  await expect(page).toHaveURL(/\/account\/login/);
}

test('a new customer’s master activates, adds a sales sub-account that sees only its company', async ({ page }) => {
  const stamp = Date.now();
  const company = `Zephyr Telecom ${stamp}`;
  const master = `master.${stamp}@zephyr.example`;
  const sales = `sales.${stamp}@zephyr.example`;

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/dashboard\/admin/);
  await page.goto('/portal/account/customers/add');
  await page
    .getByRole('button', { name: /^Add$|Add customer/ })
    .last()
    .click();
  await expect(page.getByText('Please introduce the company name').first()).toBeVisible();
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Website').fill('https://zephyr.example');
  await page.getByLabel('Master account e-mail').fill(master);
  await shot(page, 'customer-add');
  await page
    .getByRole('button', { name: /^Add$|Add customer/ })
    .last()
    .click();
  await expect(page.getByText('Customer added successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/account\/customers/);
  await logout(page);

  await setPassword(page, master, 'Mast3r!Zephyr');
  await signIn(page, master, 'Mast3r!Zephyr');
  await expect(page).toHaveURL(/dashboard\/master$/);
  await page.goto('/portal/account/accounts/add');
  await page.getByRole('combobox', { name: 'Account type' }).click();
  await page.getByRole('option', { name: 'Sub-account (sales)' }).click();
  await page.getByLabel('E-mail').fill(sales);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('User added successfully').first()).toBeVisible();
  await page.goto('/portal/account/accounts');
  await expect(page.getByRole('table').getByText(sales)).toBeVisible();
  await shot(page, 'accounts-master');
  await logout(page);

  await setPassword(page, sales, 'Sal3s!Zephyr');
  await signIn(page, sales, 'Sal3s!Zephyr');
  await expect(page).toHaveURL(/dashboard\/sub-account-sales$/);
  await page.goto('/portal/account/accounts');
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: company }).first()).toBeVisible();
  await expect(table.getByText(/northwind|blueharbour|gsn\.example/)).toHaveCount(0);
  await shot(page, 'accounts-sub-account');
});

test('a provider sales user cannot touch an administrator', async ({ page }) => {
  await signIn(page, 'sam.sales@gsn.example', DEMO);
  await expect(page).toHaveURL(/provider_sales$/);
  await page.goto('/portal/account/accounts');
  const adminRow = page.getByRole('row').filter({ hasText: 'alice.admin' });
  await expect(adminRow).toBeVisible();
  await expect(adminRow.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expect(adminRow.getByRole('link', { name: /Edit/ })).toHaveCount(0);
  // and the server refuses it too
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const list = await page.request.get('/api/accounts/?search=alice.admin', { headers: { authorization: `Bearer ${token}` } });
  const id = (await list.json()).data[0].id as number;
  const res = await page.request.delete(`/api/accounts/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
  await shot(page, 'accounts-provider-sales');
});

test('bulk upload shows created, existing and bad rows', async ({ page }) => {
  const stamp = Date.now();
  const rows = [
    { name: `Bulk Created ${stamp}`, master_email: `bulk.${stamp}@bulk.example`, website: 'https://bulk.example' },
    { name: 'Northwind Telecom', master_email: `other.${stamp}@bulk.example` },
    { name: '', master_email: 'not-an-email' },
  ];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.json_to_sheet(rows), 'customers');
  const file = path.join(os.tmpdir(), `customers-${stamp}.xlsx`);
  await fs.writeFile(file, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/dashboard\/admin/);
  await page.goto('/portal/account/customers/bulk');
  await chooseFile(page, 'Spreadsheet file', file);
  await page.getByRole('button', { name: 'Upload' }).click();
  const results = page.getByRole('table', { name: 'Result of each row of the file' });
  await expect(results.getByText('Created Successfully').first()).toBeVisible();
  await expect(results.getByText('Already exist').first()).toBeVisible();
  await expect(results.getByText('Error', { exact: true })).toBeVisible();
  await expect(results.getByText(/Please introduce the company name/).first()).toBeVisible();
  await shot(page, 'customers-bulk');
  await page.goto(`/portal/account/customers?search=${encodeURIComponent(`Bulk Created ${stamp}`)}`);
  await expect(page.getByRole('cell', { name: `Bulk Created ${stamp}` })).toBeVisible();
  await fs.rm(file, { force: true });
});

test('administration: permissions list, configuration for the administrator only', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/dashboard\/admin/);
  await page.goto('/portal/administration/permissions');
  await expect(page.getByRole('table')).toBeVisible();
  await shot(page, 'admin-permissions');
  await page.goto('/portal/administration/configuration/edit');
  await expect(page.getByLabel(/site_name|Site name/i).first()).toBeVisible();
  await shot(page, 'admin-configuration');
  await page.goto('/portal/administration/notification_types');
  await shot(page, 'admin-notification-types');
  await logout(page);
  await signIn(page, 'master@northwind-telecom.example', DEMO);
  await expect(page).toHaveURL(/dashboard\/master$/);
  await page.goto('/portal/administration/configuration/edit');
  await expect(page).toHaveURL(/unauthorised/);
});

test('staff give a company its own API quota on its edit page, which its sessions get, then the default again', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/portal\/dashboard/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const auth = { authorization: `Bearer ${token}` };
  const found = await page.request.get('/api/customers/?search=Northwind&limit=5', { headers: auth });
  const company = (await found.json()).data[0] as { id: number };
  await page.goto(`/portal/account/customers/edit/${company.id}`);
  const section = page.getByRole('form', { name: 'API rate limit' });
  await expect(section.getByTestId('rate-limit-effective')).toContainText('3,000 requests a minute (the default)');
  const input = section.getByLabel('Requests per minute per API key or session');
  await input.fill('10');
  await expect(section.getByText('Please enter a whole number from 60 to 100,000')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save limit' })).toBeDisabled();
  await input.fill('6000');
  await section.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('API rate limit saved')).toBeVisible();
  await expect(section.getByTestId('rate-limit-effective')).toContainText("6,000 requests a minute (this company's own limit)");
  await shot(page, 'customer-rate-limit');

  // the company's master gets the quota on its calls
  const master = await page.request.post('/api/account/login', { data: { email: 'master@northwind-telecom.example', password: DEMO } });
  const masterToken = (await master.json()).token as string;
  const profile = await page.request.get('/api/account/profile', { headers: { authorization: `Bearer ${masterToken}` } });
  expect(profile.headers()['ratelimit-policy']).toBe('"minute";q=6000;w=60');
  expect(profile.headers().ratelimit).toMatch(/^"minute";r=\d+;t=\d+$/);

  await section.getByRole('button', { name: 'Use the default' }).click();
  await expect(page.getByText('The company uses the default API rate limit again')).toBeVisible();
  await expect(section.getByTestId('rate-limit-effective')).toContainText('3,000 requests a minute (the default)');
  await expect(input).toHaveValue('');
});
