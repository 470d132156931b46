import { expect, test } from './fixtures.ts';
import { shot, signIn } from './support.ts';

const DEMO = 'Demo1234!';

test('product staff add a vendor, find it, edit it and delete it', async ({ page }) => {
  const name = `Aurora Carrier ${Date.now()}`;
  await signIn(page, 'pat.product@gsn.example', DEMO);
  await expect(page).toHaveURL(/dashboard/);

  await page.goto('/portal/management/vendor');
  // demo vendors, sorted by name
  await expect(page.getByRole('rowheader', { name: 'BT Global Services' })).toBeVisible();
  await page.getByRole('link', { name: 'Add vendor' }).click();
  await expect(page).toHaveURL(/\/portal\/management\/vendor\/add$/);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Please introduce the company name').first()).toBeVisible();
  await page.getByLabel('Company name').fill(name);
  await page.getByLabel('Website').fill('https://aurora-carrier.example');
  await page.getByLabel('Vendor code').fill('VAUR01');
  await shot(page, 'vendor-add');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Vendor added successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/management\/vendor$/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row.getByText('VAUR01')).toBeVisible();
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Company name')).toHaveValue(name);
  await page.getByLabel('Company alias').fill('Aurora Networks');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Vendor updated successfully').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(row.getByText('Aurora Networks')).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete vendor' });
  await dialog.getByRole('button', { name: 'Delete vendor' }).click();
  await expect(page.getByText('Vendor deleted successfully').first()).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
});

test('a customer master gets the unauthorised page for vendors', async ({ page }) => {
  await signIn(page, 'master@northwind-telecom.example', DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto('/portal/management/vendor');
  await expect(page).toHaveURL(/\/portal\/unauthorised/);
});
