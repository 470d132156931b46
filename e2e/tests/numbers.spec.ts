import fs from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { ADMIN, shot, signIn } from './support.ts';

/**
 * The core loop of numbers (docs/api-numbers.md) in the browser: a customer orders 10 London DIDs choosing 2 of them
 * in the wizard; staff accept, pick the other 8 automatically, assign and complete; the customer sees the 10 numbers on
 * the order and in its inventory and downloads them; it gives 2 back, staff confirm, and with a quarantine of 0 days
 * (the configuration, instead of waiting out the clock) they are stock again; giving back the other 8 ends the order
 * as terminated.
 */
const DEMO = 'Demo1234!';
const CUSTOMER = 'master@northwind-telecom.example';
const STAFF = 'alice.admin@gsn.example';

test.describe.configure({ mode: 'serial' });

let orderId = '';
const ours: string[] = [];

async function token(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/account/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

const today = () => new Date().toISOString().slice(0, 10);

async function pick(page: Page, label: string, option: string | RegExp, type?: string) {
  const box = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
  await box.click();
  if (type) await box.fill(type);
  await page.getByRole('option', { name: option }).first().click();
}

/** Runs one action of the order's edit page, confirming its dialog, and waits for the server's answer. */
async function act(page: Page, button: string) {
  const step = page.getByRole('button', { name: /^\d Confirmation$/ });
  await page.getByRole('button', { name: button, exact: true }).or(step).first().waitFor();
  if (await step.count()) await step.click();
  await page.getByRole('button', { name: button, exact: true }).last().click();
  const answered = page.waitForResponse((r) => r.url().includes('/api/orders/') && r.request().method() === 'PUT');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Yes|Confirm|OK|Move|Assign|Complete|Mark|Start)/ })
    .last()
    .click();
  expect((await answered).status()).toBe(200);
}

test('staff stock 12 London numbers; the quarantine is set to 0 days', async ({ request }) => {
  const admin = { authorization: `Bearer ${await token(request, ADMIN.email, ADMIN.password)}` };
  // London's drama range (020 7946 0000–0999), a block of its own per run
  let n = (Math.floor(Date.now() / 1000) % 70) * 14;
  while (ours.length < 12 && n < 1000) {
    const number = `+44207946${String(n++).padStart(4, '0')}`;
    const res = await request.post('/api/invnumbers', {
      headers: admin,
      data: { service_number: number, service_type: 'DID', jurisdiction: 'United Kingdom', city: 'London', vendor_insight_code: 'VCOL01' },
    });
    if (res.status() === 201) ours.push(number);
  }
  expect(ours).toHaveLength(12);
  const config = await request.put('/api/configuration', { headers: admin, data: { number_aging_days_did: '0' } });
  expect(config.status(), await config.text()).toBe(200);
});

test('a customer orders 10 London DIDs holding 2 of its choice', async ({ page }) => {
  test.slow();
  await signIn(page, CUSTOMER, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto('/portal/management/orders/add');
  await pick(page, 'Service', 'DID');
  await pick(page, 'Country/region', 'United Kingdom', 'United K');
  // London numbers only: the order is city-specific, and staff's automatic pick keeps to the city
  await pick(page, 'City', 'London', 'Lond');
  await page.getByRole('button', { name: 'Search products' }).click();
  // the geographic DIDs (by city), not the non-geographic or mobile ones
  await page
    .getByRole('row')
    .filter({ hasText: 'London, Manchester' })
    .getByRole('button', { name: /^Select United Kingdom DID/ })
    .click();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('textbox', { name: 'Number quantity' }).fill('10');
  // choose two of the numbers in stock, by their digits
  for (const number of ours.slice(0, 2)) {
    await page.getByRole('textbox', { name: 'Number contains' }).fill(number.slice(1));
    await page.getByRole('button', { name: 'Search numbers' }).click();
    await page.getByRole('checkbox', { name: number }).check();
    await page.getByRole('button', { name: /^Hold the chosen numbers/ }).click();
    await expect(page.getByText(number).first()).toBeVisible();
  }
  await expect(page.getByText(/Held for you until/).first()).toBeVisible();
  await shot(page, 'order-add-choose-numbers');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(ours[0]!).first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Submit order', exact: true }).last().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page).toHaveURL(/\/orders\/edit\/\d+$/);
  orderId = /edit\/(\d+)/.exec(page.url())?.[1] ?? '';
  // the product asks for the end user's name
  await page.getByRole('button', { name: /^\d Details required/ }).click();
  await page.getByRole('textbox', { name: 'End user name' }).fill('Northwind London Desk');
  await page.getByRole('button', { name: 'Next' }).click();
  await act(page, 'Submit order');
});

test('staff accept, pick the other 8, assign and complete', async ({ page }) => {
  test.slow();
  expect(orderId).not.toBe('');
  await signIn(page, STAFF, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/portal/management/orders/edit/${orderId}`);
  await act(page, 'Move to accepted');
  await page.goto(`/portal/management/orders/edit/${orderId}`);
  await page.getByRole('button', { name: 'Add numbers' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'How many numbers' }).or(dialog.getByRole('spinbutton')).first()).toHaveValue('8');
  await dialog.getByRole('button', { name: 'Add numbers' }).click();
  await expect(dialog.getByText('Added 8 of 8 numbers.')).toBeVisible();
  await shot(page, 'order-numbers-added');
  await page.keyboard.press('Escape');
  for (const button of ['Assign', 'Mark ordered', 'Start testing', 'Complete']) {
    await page.goto(`/portal/management/orders/edit/${orderId}`);
    await act(page, button);
  }
});

test('the customer sees and downloads its 10 numbers, gives 2 back; staff confirm; they are stock again', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await signIn(page, CUSTOMER, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/portal/management/orders/show/${orderId}`);
  const numbers = page.getByRole('table', { name: `Numbers of order ${orderId}` });
  await expect(numbers.getByRole('row').filter({ hasText: 'Active' })).toHaveCount(10);
  await expect(numbers.getByText(ours[0]!)).toBeVisible();
  await shot(page, 'order-numbers-customer');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await fs.readFile((await (await download).path())!, 'utf8');
  expect(
    csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/),
  ).toHaveLength(11);

  // its inventory, filtered by the order
  await page.goto(`/portal/management/invnumbers?order=${orderId}`);
  await expect(page.getByRole('row').filter({ hasText: /\+44/ })).toHaveCount(10);

  // give the two it chose back today
  await page.goto(`/portal/management/orders/show/${orderId}`);
  for (const number of ours.slice(0, 2)) await page.getByRole('checkbox', { name: `Select ${number}` }).check();
  await page.getByRole('button', { name: 'Give numbers back' }).first().click();
  const giveBack = page.getByRole('dialog');
  await giveBack.getByRole('textbox', { name: 'Disconnection date' }).fill(today());
  await giveBack.getByRole('textbox', { name: 'Disconnection date' }).press('Tab');
  await giveBack.getByRole('checkbox', { name: /I understand/ }).check();
  await giveBack.getByRole('button', { name: 'Give numbers back' }).click();
  await expect(numbers.getByRole('row').filter({ hasText: 'Disconnection requested' })).toHaveCount(2);

  const staff = await browser.newPage();
  await signIn(staff, STAFF, DEMO);
  await expect(staff).toHaveURL(/dashboard/);
  await staff.goto(`/portal/management/orders/show/${orderId}`);
  await staff.getByRole('button', { name: 'Confirm disconnections' }).first().click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Confirm disconnections' }).click();
  const staffNumbers = staff.getByRole('table', { name: `Numbers of order ${orderId}` });
  await expect(staffNumbers.getByRole('row').filter({ hasText: 'Disconnected' })).toHaveCount(2);
  await staff.close();

  // a quarantine of 0 days: both are available again
  const admin = { authorization: `Bearer ${await token(request, ADMIN.email, ADMIN.password)}` };
  for (const number of ours.slice(0, 2)) {
    const found = await (await request.get(`/api/invnumbers?routing_vendor=${encodeURIComponent(number)}`, { headers: admin })).json();
    expect(found.data.find((r: { service_number: string }) => r.service_number === number)?.state).toBe('available');
  }
});

test('giving back the last numbers ends the order as terminated', async ({ page, browser, request }) => {
  test.slow();
  await signIn(page, CUSTOMER, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/portal/management/orders/show/${orderId}`);
  await page.getByRole('button', { name: 'Give numbers back' }).first().click();
  const giveBack = page.getByRole('dialog');
  await giveBack.getByRole('radio', { name: /^All 8 active numbers/ }).check();
  await giveBack.getByRole('textbox', { name: 'Disconnection date' }).fill(today());
  await giveBack.getByRole('textbox', { name: 'Disconnection date' }).press('Tab');
  await giveBack.getByRole('checkbox', { name: /I understand/ }).check();
  await giveBack.getByRole('button', { name: 'Give numbers back' }).click();

  const staff = await browser.newPage();
  await signIn(staff, STAFF, DEMO);
  await expect(staff).toHaveURL(/dashboard/);
  await staff.goto(`/portal/management/orders/show/${orderId}`);
  await staff.getByRole('button', { name: 'Confirm disconnections' }).first().click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Confirm disconnections' }).click();
  await expect(staff.getByText(/terminated/i).first()).toBeVisible();
  await shot(staff, 'order-terminated');
  await staff.close();

  const admin = { authorization: `Bearer ${await token(request, ADMIN.email, ADMIN.password)}` };
  const order = await (await request.get(`/api/orders/${orderId}`, { headers: admin })).json();
  expect(order.status).toBe('terminated');
  const list = await (await request.get(`/api/orders/${orderId}/numbers`, { headers: admin })).json();
  expect(list.states).toEqual({ disconnected: 10 });
  // the quarantine back to its default for the rest of the suite
  expect((await request.put('/api/configuration', { headers: admin, data: { number_aging_days_did: '30' } })).status()).toBe(200);
});
