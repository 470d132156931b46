import { expect, test } from './fixtures.ts';
import { ADMIN, axeBothWidths, linkFromMail, shot, signIn } from './support.ts';

/**
 * A registered user sees the list prices, asks to become a customer, staff approve, and the user's next sign-in opens
 * the company's portal as its master.
 */
test('a registered user becomes a customer', async ({ browser }) => {
  const email = `become.${Date.now()}@example.org`;
  const company = `Become Telecom ${Date.now()}`;
  // each in a context of its own (a page of its own size, for axe at two widths)
  const user = await (await browser.newContext()).newPage();

  await user.goto('/account/register');
  await user.getByLabel('E-mail').fill(email);
  await user.getByLabel('First name').fill('Bea');
  await user.getByLabel('Last name').fill('Comer');
  await user.getByRole('button', { name: 'Register' }).click();
  await expect(user.getByText('Registration received', { exact: true })).toBeVisible();
  await user.goto(new URL(await linkFromMail(email)).pathname);
  await user.getByRole('textbox', { name: 'New password', exact: true }).fill('Bec0me!Pass');
  await user.getByLabel('Repeat the new password').fill('Bec0me!Pass');
  await user.getByRole('button', { name: 'Set the password' }).click();
  await expect(user).toHaveURL(/\/account\/login/);
  await signIn(user, email, 'Bec0me!Pass');
  await expect(user).toHaveURL(/\/visitor$/);

  const cta = user.getByRole('complementary', { name: 'Become a customer' });
  await expect(cta).toBeVisible();
  await cta.getByRole('link', { name: 'Become a customer' }).click();
  await expect(user).toHaveURL(/\/visitor\/become-customer$/);
  // nothing typed: every required field says what it needs, and nothing is sent
  await user.getByRole('button', { name: 'Send the request' }).click();
  await expect(user.getByText('Please enter the company name')).toBeVisible();
  await user.getByRole('textbox', { name: /Company name/ }).fill(company);
  await user.getByRole('combobox', { name: /Business jurisdiction/ }).fill('France');
  await user.getByRole('option', { name: 'France', exact: true }).click();
  await user.getByRole('textbox', { name: /VAT number/ }).fill('FR40303265045');
  await user.getByRole('textbox', { name: /Telephone/ }).fill('+33 1 42 00 00 00');
  await user.getByRole('combobox', { name: /^Country/ }).fill('France');
  await user.getByRole('option', { name: 'France', exact: true }).click();
  await user.getByRole('textbox', { name: /Street address/ }).fill('1 rue de la Paix');
  await user.getByRole('checkbox', { name: 'ITFS' }).check();
  await shot(user, 'become-customer-form');
  await axeBothWidths(user);
  await user.getByRole('button', { name: 'Send the request' }).click();
  await expect(user).toHaveURL(/\/visitor\/customer-request$/);
  await expect(user.getByText(/Our team is reviewing your request/)).toBeVisible();
  await shot(user, 'become-customer-status');
  await axeBothWidths(user);

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, ADMIN.email, ADMIN.password);
  await expect(staff).toHaveURL(/dashboard/);
  await staff.goto(`/portal/account/customer-requests?search=${encodeURIComponent(company)}`);
  await staff.getByRole('link', { name: company }).click();
  await expect(staff.getByRole('heading', { name: `Request from ${company}` })).toBeVisible();
  await shot(staff, 'customer-request-review');
  await axeBothWidths(staff);
  await staff.getByRole('button', { name: 'Approve and create the customer' }).click();
  await expect(staff.getByRole('link', { name: 'Open the customer' })).toBeVisible();

  // the approval ended the requester's session: the status page says so, Continue signs in again as the master
  await user.reload();
  await expect(user.getByRole('button', { name: 'Continue' })).toBeVisible();
  await user.getByRole('button', { name: 'Continue' }).click();
  await signIn(user, email, 'Bec0me!Pass');
  await expect(user).toHaveURL(/\/portal\/dashboard\/master$/);
});
