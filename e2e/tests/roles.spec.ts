import { expect, test } from './fixtures.ts';
import { shot, signIn } from './support.ts';

/** The demo data set (npm run demo) is loaded by the e2e server: one account of every type. */
const PASSWORD = 'Demo1234!';
const ROLES = [
  { email: 'sam.sales@gsn.example', path: '/portal/dashboard/provider_sales', banner: 'Welcome back', type: 'Provider sales' },
  { email: 'pat.product@gsn.example', path: '/portal/dashboard/provider_product', banner: 'Welcome back', type: 'Provider product' },
  { email: 'oliver.ops@gsn.example', path: '/portal/dashboard/provider_operation', banner: 'Welcome back', type: 'Provider operation' },
  { email: 'bea.billing@gsn.example', path: '/portal/dashboard/provider_billing', banner: 'Welcome back', type: 'Provider billing' },
  {
    email: 'master@northwind-telecom.example',
    path: '/portal/dashboard/master',
    banner: 'Need new service numbers?',
    type: 'Master account',
  },
  {
    email: 'sales@northwind-telecom.example',
    path: '/portal/dashboard/sub-account-sales',
    banner: 'Need new service numbers?',
    type: 'Sub-account (sales)',
  },
  {
    email: 'product@blueharbour.example',
    path: '/portal/dashboard/sub-account-product',
    // product, operation and billing sub-accounts follow orders but cannot make them: their banner invites them to
    // explore the coverage, not to order
    banner: 'Explore our service coverage',
    type: 'Sub-account (product)',
  },
  {
    email: 'ops@andesvoice.example',
    path: '/portal/dashboard/sub-account-operation',
    banner: 'Explore our service coverage',
    type: 'Sub-account (operation)',
  },
];

for (const role of ROLES) {
  test(`${role.type} lands on its dashboard`, async ({ page }) => {
    await signIn(page, role.email, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${role.path}$`));
    await expect(page.getByText(role.banner)).toBeVisible();
    await expect(page.getByText(`(${role.type})`, { exact: false })).toBeVisible();
    await shot(page, `dashboard-${role.path.split('/').pop()}`);
    // another type's dashboard sends the user back to their own
    await page.goto('/portal/dashboard/admin');
    await expect(page).toHaveURL(new RegExp(`${role.path}$`));
  });
}

test('a master sees only its own company among the last logins', async ({ page }) => {
  await signIn(page, 'master@northwind-telecom.example', PASSWORD);
  await expect(page).toHaveURL(/dashboard\/master$/);
  const table = page.getByRole('table');
  await expect(table.getByText('master@northwind-telecom.example')).toBeVisible();
  await expect(table.getByText(/blueharbour|andesvoice|gsn\.example/)).toHaveCount(0);
});

test('the administrator-only configuration link is hidden from other staff', async ({ page }) => {
  await signIn(page, 'sam.sales@gsn.example', PASSWORD);
  await expect(page).toHaveURL(/provider_sales$/);
  await expect(page.getByRole('link', { name: 'Configuration' })).toHaveCount(0);
  await page.goto('/portal/support/contacts');
  await expect(page.getByText('sales@gsn.example')).toBeVisible();
  await shot(page, 'portal-contacts');
});

test('a registered user lands on the visitor area and may delete the account', async ({ page }) => {
  await signIn(page, 'rita.registered@example.org', PASSWORD);
  await expect(page).toHaveURL(/\/visitor$/);
  await page.goto('/visitor/profile');
  await expect(page.getByLabel('First name')).toHaveValue('Rita');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, 'visitor-delete-account');
});

test('public pages: forgot password, register, contacts, coverage search', async ({ page }) => {
  await page.goto('/account/forgot-password');
  await page.getByLabel('E-mail').fill('nobody@example.org');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page).toHaveURL(/\/account\/login/);
  await expect(page.getByText(/If an account exists/)).toBeVisible();
  await shot(page, 'login-after-forgot');
  await page.goto('/account/register');
  await shot(page, 'register');
  await page.goto('/visitor/contacts');
  await expect(page.getByText('noc@gsn.example')).toBeVisible();
  await shot(page, 'visitor-contacts');
  await page.goto('/visitor/service_number_coverage');
  // the demo catalogue's current products, ten a page
  await expect(page.getByRole('link', { name: /^Show/ })).toHaveCount(10);
  await shot(page, 'visitor-coverage');
});

test('update password: wrong current password is shown on its field', async ({ page }) => {
  await signIn(page, 'bea.billing@gsn.example', PASSWORD);
  await expect(page).toHaveURL(/provider_billing$/);
  await page.goto('/portal/update-password');
  await page.getByRole('textbox', { name: /current password/i }).fill('Wrong!pass1');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand!New1');
  await page.getByRole('textbox', { name: /repeat/i }).fill('Brand!New1');
  await page.getByRole('button', { name: /update|save|change/i }).click();
  await expect(page.getByText('The current password is incorrect').first()).toBeVisible();
  await shot(page, 'update-password-error');
});
