import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from './fixtures.ts';
import { shot, signIn } from './support.ts';

/**
 * Orders end to end (docs/api-orders.md): a customer orders a German DID (end-user address with proof required),
 * uploads the proof and submits; staff walk it ready → accepted → assigned → ordered → testing → completed while the
 * customer is notified; a SIP Trunking order with custom pricing goes processed → confirmed; a cancellation is
 * confirmed.
 */
const DEMO = 'Demo1234!';
const CUSTOMER = 'master@northwind-telecom.example';
const STAFF = 'alice.admin@gsn.example';
let orderId = '';

test.describe.configure({ mode: 'serial' });

async function pick(page: Page, label: string, option: string | RegExp, type?: string) {
  const box = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
  await box.click();
  if (type) await box.fill(type);
  await page.getByRole('option', { name: option }).first().click();
}

/** Runs one action of the edit page's confirmation step (opening that step when the wizard shows), confirming its dialog. */
async function act(page: Page, button: string, shortReason?: string) {
  const step = page.getByRole('button', { name: /^\d Confirmation$/ });
  // the page has loaded once either the action (confirmation-only statuses) or the wizard's last step shows
  await page.getByRole('button', { name: button, exact: true }).or(step).first().waitFor();
  if (await step.count()) await step.click();
  await page.getByRole('button', { name: button, exact: true }).last().click();
  const dialog = page.getByRole('dialog');
  if (shortReason) await dialog.getByRole('textbox', { name: /^Reason for fewer numbers/ }).fill(shortReason);
  // the action is done once the server has answered it (a navigation right after would cancel the request)
  const answered = page.waitForResponse((r) => r.url().includes('/api/') && r.request().method() !== 'GET');
  await dialog.getByRole('button', { name: /^(Yes|Confirm|OK)/ }).click();
  await answered;
}

async function minimalPdf(): Promise<string> {
  const file = path.join(os.tmpdir(), `proof-${Date.now()}.pdf`);
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  await fs.writeFile(file, body);
  return file;
}

test('a customer orders a German DID, uploads the proof of address and submits it', async ({ page }) => {
  await signIn(page, CUSTOMER, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto('/portal/management/orders');
  await page.getByRole('link', { name: /make order/i }).click();
  await expect(page).toHaveURL(/\/orders\/add$/);
  await page.getByRole('button', { name: 'Search products' }).click();
  await expect(page.getByText('Please select a service type').first()).toBeVisible();
  await pick(page, 'Service', 'DID');
  await pick(page, 'Country/region', 'Germany', 'Germ');
  await page.getByRole('button', { name: 'Search products' }).click();
  await page
    .getByRole('button', { name: /^Select Germany DID/ })
    .first()
    .click();
  await expect(page.getByText('Berlin').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('textbox', { name: 'Number quantity' }).fill('10');
  await expect(page.getByRole('textbox', { name: 'Customer reference' })).toHaveValue(/^Northwind Telecom \d+$/);
  await shot(page, 'order-add-details');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/orders\/add\/submit-order$/);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await shot(page, 'order-add-submit');
  await page.getByRole('button', { name: 'Submit order', exact: true }).last().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page).toHaveURL(/\/orders\/edit\/\d+$/);
  orderId = /edit\/(\d+)/.exec(page.url())?.[1] ?? '';

  // details required: the end user's address and contact, and the proof of address
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'End user address' }).fill('Unter den Linden 1, 10117 Berlin');
  await page.getByRole('textbox', { name: 'End user contact phone' }).fill('+49 30 901820');
  await page.getByRole('textbox', { name: 'End user contact e-mail' }).fill('it@northwind-telecom.example');
  await page.getByRole('textbox', { name: 'End user name' }).fill('Northwind Berlin GmbH');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'End user address proof' }).click();
  await (await chooser).setFiles(await minimalPdf());
  await expect(page.getByText('File uploaded').first()).toBeVisible();
  await shot(page, 'order-edit-details');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Submit order', exact: true })).toBeEnabled();
  await shot(page, 'order-edit-confirmation');
  await act(page, 'Submit order');
  await expect(page).toHaveURL(/\/portal\/management\/orders(\?.*)?$/);
  await expect(page.getByRole('row').filter({ hasText: orderId }).first()).toContainText(/ready/i);
});

test('staff walk the order to completed while the customer is notified', async ({ page, browser }) => {
  // five moves by staff, then the customer's notifications in a second session: a long walk
  test.slow();
  expect(orderId).not.toBe('');
  await signIn(page, STAFF, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  for (const button of ['Move to accepted', 'Assign', 'Mark ordered', 'Start testing', 'Complete']) {
    await page.goto(`/portal/management/orders/edit/${orderId}`);
    // the German stock holds none of these numbers yet: staff assign without them and say why
    if (button === 'Assign') await act(page, button, 'Numbers are ported in by the vendor next week');
    else await act(page, button);
    await expect(page).toHaveURL(/\/portal\/management\/orders(\?.*)?$/);
  }
  await page.goto(`/portal/management/orders/show/${orderId}`);
  await expect(page.getByText(/completed/i).first()).toBeVisible();
  await shot(page, 'order-show-completed');

  const customer = await browser.newPage();
  await signIn(customer, CUSTOMER, DEMO);
  await expect(customer).toHaveURL(/dashboard/);
  await customer.goto('/portal/notification/notifications');
  for (const s of ['accepted', 'assigned', 'ordered', 'testing', 'completed']) {
    await expect(
      customer
        .getByRole('row')
        .filter({ hasText: `Order ${orderId}` })
        .filter({ hasText: s })
        .first(),
    ).toBeVisible();
  }
  await shot(customer, 'notifications-customer');
  await customer
    .getByRole('row')
    .filter({ hasText: `Order ${orderId}` })
    .filter({ hasText: 'completed' })
    .first()
    .getByRole('link')
    .click();
  await expect(customer.getByText(new RegExp(`Order ${orderId}`)).first()).toBeVisible();
  await customer.close();
});

test('a SIP Trunking order with custom pricing is processed by staff, confirmed by the customer, then cancelled', async ({
  page,
  browser,
}) => {
  // staff's wizard, then the customer's confirmation and cancellation, then staff again: a long walk
  test.slow();
  await signIn(page, 'sam.sales@gsn.example', DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto('/portal/management/orders/add');
  await pick(page, 'Customer', /Northwind Telecom/, 'Northwind');
  await pick(page, 'Service', 'SIP Trunking');
  await pick(page, 'Country/region', 'Germany', 'Germ');
  await page.getByRole('button', { name: 'Search products' }).click();
  await page
    .getByRole('button', { name: /^Select Germany SIP Trunking/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('textbox', { name: 'Channel quantity' }).fill('12');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Quantity must be multiple of five, minimum order 10').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Channel quantity' }).fill('20');
  await page
    .getByRole('switch', { name: 'Set custom pricing for this order' })
    .or(page.getByRole('checkbox', { name: 'Set custom pricing for this order' }))
    .first()
    .check();
  await page.getByRole('textbox', { name: 'NRC per number (one-time)' }).first().fill('0');
  await page.getByRole('textbox', { name: 'MRC per channel (monthly)' }).first().fill('7.5');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Submit order', exact: true }).last().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page).toHaveURL(/\/orders\/edit\/\d+$/);
  const sipId = /edit\/(\d+)/.exec(page.url())?.[1] ?? '';
  await expect(page.getByText(/processed/i).first()).toBeVisible();

  const customer = await browser.newPage();
  await signIn(customer, CUSTOMER, DEMO);
  await expect(customer).toHaveURL(/dashboard/);
  await customer.goto(`/portal/management/orders/edit/${sipId}`);
  await expect(customer.getByText('7.50').first()).toBeVisible();
  await act(customer, 'Confirm');
  await customer.goto(`/portal/management/orders/show/${sipId}`);
  await expect(customer.getByText(/confirmed/i).first()).toBeVisible();
  await shot(customer, 'order-sip-confirmed');

  // the customer cancels it; staff confirm the cancellation
  await customer.goto(`/portal/management/orders/edit/${sipId}`);
  await act(customer, 'Cancel order');
  await expect(customer).toHaveURL(/\/portal\/management\/orders(\?.*)?$/);
  await customer.close();
  await page.goto(`/portal/management/orders/edit/${sipId}`);
  await act(page, 'Confirm cancellation');
  await page.goto(`/portal/management/orders/show/${sipId}`);
  await expect(page.getByText(/cancelled/i).first()).toBeVisible();
  await shot(page, 'order-cancelled');
});
