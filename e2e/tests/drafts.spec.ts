import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures.ts';
import { shot, signIn } from './support.ts';

const DEMO = 'Demo1234!';
const STAFF = 'pat.product@gsn.example';
const CUSTOMER = 'master@northwind-telecom.example';

async function noViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function pick(page: Page, label: string, option: string | RegExp, type?: string) {
  const box = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
  await box.click();
  if (type) await box.fill(type);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * A session that ends while a form is open loses nothing: product staff type a vendor, the session is ended on the
 * server meanwhile (as a revocation or an expiry would), and Add answers 401. Sign-in returns to the form, which shows
 * what was typed with the note; Add then saves it and the draft is gone.
 */
test('a session ended mid-form keeps the draft through sign-in and returns to the page', async ({ page }) => {
  const name = `Draft Carrier ${Date.now()}`;
  await signIn(page, STAFF, DEMO);
  await expect(page).toHaveURL(/dashboard/);

  await page.goto('/portal/management/vendor/add');
  await expect(page).toHaveTitle('Add vendor – GSN Portal');
  await page.getByLabel('Company name').fill(name);
  await page.getByLabel('Website').fill('https://draft-carrier.example');

  // the session ends on the server: the token the tab holds is no longer good
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/account/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    return res.status;
  });
  expect(status).toBe(200);

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByText('Timeout, please login again').first()).toBeVisible();
  // kept for this account, never with a password
  const stored = await page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith('gsn.draft:')));
  expect(stored).toHaveLength(1);
  expect(stored[0]?.[1]).toContain(name);

  await page.getByLabel(/e-?mail/i).fill(STAFF);
  await page.getByLabel(/^password/i).fill(DEMO);
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();

  await expect(page).toHaveURL(/\/portal\/management\/vendor\/add$/);
  await expect(page.getByLabel('Company name')).toHaveValue(name);
  await expect(page.getByLabel('Website')).toHaveValue('https://draft-carrier.example');
  await expect(page.getByTestId('draft-notice')).toContainText('Your unsaved changes were restored.');
  await shot(page, 'draft-restored');
  await noViolations(page);
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(DEMO);

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Vendor added successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/management\/vendor$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gsn.draft:')))).toEqual([]);

  await page.goto('/portal/management/vendor/add');
  await expect(page.getByLabel('Company name')).toHaveValue('');
  await expect(page.getByTestId('draft-notice')).toHaveCount(0);
});

test('an order put aside with Save draft waits under Drafts on the orders list, and resumes where it was', async ({ page }) => {
  await signIn(page, CUSTOMER, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto('/portal/management/orders/add');
  await expect(page).toHaveTitle('Make an order – GSN Portal');
  await pick(page, 'Service', 'DID');
  await pick(page, 'Country/region', 'Germany', 'Germ');
  await page.getByRole('button', { name: 'Search products' }).click();
  await page
    .getByRole('button', { name: /^Select Germany DID/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('textbox', { name: 'Customer reference' }).fill('Draft PO 7');
  await page.getByRole('textbox', { name: 'Number quantity' }).fill('3');
  await page.getByRole('button', { name: 'Save draft' }).click();

  await expect(page).toHaveURL(/\/portal\/management\/orders$/);
  const drafts = page.getByRole('table', { name: 'Drafts' });
  await expect(drafts.getByRole('row').filter({ hasText: 'Draft PO 7' })).toContainText('Order details');
  await shot(page, 'order-drafts');
  await noViolations(page);

  await drafts.getByRole('button', { name: /^Resume draft Draft PO 7/ }).click();
  await expect(page).toHaveURL(/\/orders\/add$/);
  await expect(page.getByRole('textbox', { name: 'Customer reference' })).toHaveValue('Draft PO 7');
  await expect(page.getByRole('textbox', { name: 'Number quantity' })).toHaveValue('3');

  // put aside again and thrown away from the list
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page
    .getByRole('table', { name: 'Drafts' })
    .getByRole('button', { name: /^Discard draft Draft PO 7/ })
    .click();
  await expect(page.getByRole('table', { name: 'Drafts' })).toHaveCount(0);
});
