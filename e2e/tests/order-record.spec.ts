import { expect, test } from './fixtures.ts';
import { shot, signIn } from './support.ts';

/**
 * One order record for everyone (docs/api-orders.md, The order record): staff mark a submitted demo order incomplete
 * with a message to the customer and an internal note, written apart in the move dialog; staff read both, with the
 * customer's data and documents; the customer reads the reason first on its order page and never the note.
 */
const DEMO = 'Demo1234!';
const CUSTOMER = 'master@northwind-telecom.example';
const STAFF = 'alice.admin@gsn.example';
const REFERENCE = 'NWT-PO-24140';
const MESSAGE = 'Please upload a clearer copy of the end user’s proof of address';
const NOTE = 'Vendor ref ACM-4471 rejected the scan';

test('staff mark an order incomplete with a message and an internal note; the customer reads only the message', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, STAFF, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const list = await page.request.get(`/api/orders?reference=${REFERENCE}&limit=10`, { headers: { authorization: `Bearer ${token}` } });
  const order = ((await list.json()).data as { id: number; status: string }[])[0]!;
  expect(order.status).toBe('ready');

  await page.goto(`/portal/management/orders/edit/${order.id}`);
  // the wizard shows for a submitted order: its actions are on the confirmation step
  await page.getByRole('button', { name: /^\d Confirmation$/ }).click();
  await page.getByRole('button', { name: 'Move to incomplete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const message = dialog.getByRole('textbox', { name: 'Message to the customer (shown on the order and in its e-mail)' });
  const note = dialog.getByRole('textbox', { name: 'Internal note (staff only)' });
  await note.fill(NOTE);
  // the customer must be told what is missing
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Tell the customer what is missing: it is shown on the order and in its e-mail.')).toBeVisible();
  await expect(message).toBeFocused();
  await message.fill(MESSAGE);
  await shot(page, 'order-move-dialog-staff');
  const answered = page.waitForResponse((r) => r.url().includes(`/api/orders/${order.id}`) && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  expect((await answered).status()).toBe(200);

  await page.goto(`/portal/management/orders/show/${order.id}`);
  await expect(page.getByTestId('incomplete-alert')).toContainText(MESSAGE);
  const last = page.getByTestId('order-timeline').locator('[data-event-id]').last();
  await expect(last.getByTestId('internal-note')).toContainText(`Internal${NOTE}`);
  await expect(last.getByTestId('event-message')).toContainText(MESSAGE);
  await expect(page.getByRole('heading', { name: "Customer's details and documents" })).toBeVisible();
  await expect(page.getByTestId('order-customer-data').getByRole('row', { name: /^End user name / })).toBeVisible();
  await shot(page, 'order-show-staff-incomplete');

  const customer = await browser.newPage();
  await signIn(customer, CUSTOMER, DEMO);
  await expect(customer).toHaveURL(/dashboard/);
  await customer.goto(`/portal/management/orders/show/${order.id}`);
  const alert = customer.getByTestId('incomplete-alert');
  await expect(alert).toContainText('What we need from you');
  await expect(alert).toContainText(MESSAGE);
  await expect(customer.getByText('Something went wrong', { exact: false })).toHaveCount(0);
  await expect(customer.getByTestId('order-timeline')).toContainText(MESSAGE);
  expect(await customer.locator('body').textContent()).not.toContain('ACM-4471');
  await shot(customer, 'order-show-customer-incomplete');

  // its notification says what to do next
  await customer.goto('/portal/notification/notifications');
  await customer
    .getByRole('row')
    .filter({ hasText: `Order ${order.id}` })
    .filter({ hasText: /incomplete/i })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(customer.getByTestId('rich-text')).toContainText(`Next step: Complete the missing details: ${MESSAGE}`);
  expect(await customer.locator('body').textContent()).not.toContain('ACM-4471');
  await customer.close();
});
