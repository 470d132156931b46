import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { ADMIN, chooseFile, shot, signIn } from './support.ts';

/**
 * A tracked number port in the browser (docs/api-ports.md): the customer drafts the port of its porting order,
 * downloads the letter of authorisation and uploads it signed, and submits; operations raise an exception asking for
 * a new letter; the customer uploads it, writes a note and submits again; operations confirm the FOC date, answer the
 * note and record the results; the ported number is in the customer's order, and every state change reached the
 * customer's webhook endpoint. The order itself is set up through the API (the screen is not the point there).
 */
const DEMO = 'Demo1234!';
const CUSTOMER = 'master@northwind-telecom.example';
const OPS = 'oliver.ops@gsn.example';

test.describe.configure({ mode: 'serial' });

// London numbers outside the drama range the numbers spec stocks, a block of their own per run
const base = 1500 + (Math.floor(Date.now() / 1000) % 40) * 10;
const NUMBERS = [`+44207946${base}`, `+44207946${base + 1}`];
const SIGNED = {
  name: 'signed-loa.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};
const shots = path.join(import.meta.dirname, '..', 'screenshots');

let orderId = 0;
const received: { type: string; data: { to?: string } }[] = [];
let server: http.Server | undefined;

async function bearer(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/account/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).token as string}` };
}

async function signedIn(page: Page, email: string) {
  await signIn(page, email, DEMO);
  await expect(page).toHaveURL(/dashboard/);
}

const panel = (page: Page) => page.getByRole('region', { name: 'Number port' });

async function openOrder(page: Page) {
  await page.goto(`/portal/management/orders/show/${orderId}`);
  await expect(panel(page)).toBeVisible();
}

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Looks at a letter as a person would: its first page as a PNG beside the screenshots (when poppler is there). */
function render(pdf: Buffer, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  const file = path.join(shots, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', file, path.join(shots, name)]);
  } catch {
    // no pdftoppm on this machine: the PDF itself is kept for a look
  }
}

test.afterAll(async () => {
  await new Promise<void>((ok) => (server ? server.close(() => ok()) : ok()));
});

test('setup: a porting product, the customer’s accepted porting order and its webhook endpoint', async ({ request }) => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

  const admin = await bearer(request, ADMIN.email, ADMIN.password);
  expect((await request.put('/api/configuration', { headers: admin, data: { webhooks_allow_private_addresses: true } })).status()).toBe(
    200,
  );
  const vendors = await (await request.get('/api/vendors/?limit=1', { headers: admin })).json();
  const product = await request.post('/api/servicenumbers/type', {
    headers: admin,
    data: {
      vendor_id: vendors.data[0].id,
      vendor_plan: 'Port-in',
      vendor_option: `DID Port ${base}`,
      jurisdiction: 'United Kingdom',
      service_type: 'DID',
      number_type: 'Fixed',
      cities: [{ city: 'London', city_dial_code: '20' }],
      portability: true,
    },
  });
  expect(product.status(), await product.text()).toBe(201);

  const customer = await bearer(request, CUSTOMER, DEMO);
  const hook = await request.post('/api/webhooks', { headers: customer, data: { url, events: ['port.state_changed', 'port.note_added'] } });
  expect(hook.status(), await hook.text()).toBe(201);
  const placed = await request.post('/api/orders', {
    headers: customer,
    data: {
      service_number_type_id: (await product.json()).data.id,
      number_quantity: 2,
      reference: `E2E-PORT-${base}`,
      porting: true,
      porting_number_to: NUMBERS.join('\n'),
      end_user_name: 'Northwind Retail',
      terms_accepted: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  orderId = (await placed.json()).data.id;
  const ops = await bearer(request, OPS, DEMO);
  for (const [headers, status] of [
    [customer, 'ready'],
    [ops, 'accepted'],
  ] as const) {
    const current = await (await request.get(`/api/orders/${orderId}`, { headers })).json();
    const moved = await request.put(`/api/orders/${orderId}`, { headers, data: { status, updatedAt: current.updatedAt } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
});

test('the customer drafts the port, gets the letter, uploads it signed and submits', async ({ page, request }) => {
  test.slow();
  await signedIn(page, CUSTOMER);
  await openOrder(page);
  const port = panel(page);
  await port.getByRole('textbox', { name: 'Numbers to port' }).fill(NUMBERS.join('\n'));
  await port.getByRole('textbox', { name: 'Losing carrier(s)' }).fill('BT Wholesale');
  await port.getByRole('textbox', { name: 'Account with the losing carrier' }).fill('BT-778812');
  await port.getByRole('button', { name: 'Start the port' }).click();
  await expect(port.getByText('Draft', { exact: true })).toBeVisible();
  // the earliest date the product's lead time allows, as the form offers it
  const earliest = (await port
    .getByText(/or later \(5 business days/)
    .first()
    .textContent())!.slice(0, 10);
  await port.getByLabel('Requested FOC date').fill(earliest);
  await port.getByRole('button', { name: 'Save port details' }).click();
  await expect(port.getByTestId('port-countdown')).toContainText(`Requested FOC date ${earliest}`);
  await expect(port.getByTestId('port-numbers')).toContainText(NUMBERS[0]!);

  // the letter, prefilled, in English from the page and in Russian from the API
  const download = page.waitForEvent('download');
  await port.getByRole('button', { name: 'Download letter (PDF)' }).click();
  const letter = fs.readFileSync((await (await download).path())!);
  expect(letter.subarray(0, 5).toString()).toBe('%PDF-');
  render(letter, 'ports-loa-en');
  const customer = await bearer(request, CUSTOMER, DEMO);
  const portId = (await (await request.get(`/api/orders/${orderId}/port`, { headers: customer })).json()).data.id;
  const ru = await request.get(`/api/ports/${portId}/loa?language=ru`, { headers: customer });
  expect(ru.headers()['content-type']).toBe('application/pdf');
  render(await ru.body(), 'ports-loa-ru');

  await chooseFile(page, 'Signed letter (pdf, jpg or png)', SIGNED);
  await port.getByRole('button', { name: 'Upload signed letter' }).click();
  await expect(port.getByText(/Signed letter: signed-loa\.pdf/)).toBeVisible();
  await axeClean(page);
  await shot(page, 'ports-draft');
  await port.getByRole('button', { name: 'Submit the port' }).click();
  await expect(port.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(port.getByRole('button', { name: 'Submit the port' })).toHaveCount(0);
});

test('operations find it by state and raise an exception asking for a new letter', async ({ page }) => {
  await signedIn(page, OPS);
  await page.goto('/portal/management/ports?state=submitted');
  const row = page.getByRole('row', { name: new RegExp(`E2E-PORT-${base}`) });
  await expect(row).toContainText('Submitted');
  await expect(row).toContainText('BT Wholesale');
  await axeClean(page);
  await shot(page, 'ports-list');
  await row.getByRole('link').click();
  await expect(panel(page)).toBeVisible();
  const port = panel(page);
  await port.getByRole('textbox', { name: 'Explanation for the customer' }).fill('The letter must be signed by a director');
  await port.getByRole('button', { name: 'Raise exception' }).click();
  await expect(port.getByText('Exception', { exact: true })).toBeVisible();
});

test('the customer sees what to do, uploads a new letter, writes a note and submits again', async ({ page }) => {
  await signedIn(page, CUSTOMER);
  await openOrder(page);
  const port = panel(page);
  await expect(port.getByTestId('port-exception')).toContainText('Upload a new letter of authorisation');
  await expect(port.getByTestId('port-exception')).toContainText('The letter must be signed by a director');
  await chooseFile(page, 'Signed letter (pdf, jpg or png)', { ...SIGNED, name: 'director-signed.pdf' });
  await port.getByRole('button', { name: 'Upload signed letter' }).click();
  await expect(port.getByText(/Signed letter: director-signed\.pdf/)).toBeVisible();
  await port.getByRole('textbox', { name: 'New note' }).fill('Signed by our director, please port before noon');
  await port.getByRole('button', { name: 'Add note' }).click();
  await expect(port.getByTestId('port-note')).toContainText('please port before noon');
  await shot(page, 'ports-exception');
  await port.getByRole('button', { name: 'Submit the port' }).click();
  await expect(port.getByText('Submitted', { exact: true })).toBeVisible();
});

test('operations confirm the FOC date, answer the note and record the results', async ({ page }) => {
  await signedIn(page, OPS);
  await openOrder(page);
  const port = panel(page);
  await expect(port.getByTestId('port-note')).toContainText('please port before noon');
  await port.getByRole('button', { name: 'Confirm FOC date' }).click();
  await expect(port.getByText('FOC confirmed', { exact: true })).toBeVisible();
  await expect(port.getByTestId('port-countdown')).toContainText('Confirmed FOC date');
  await port.getByRole('textbox', { name: 'New note' }).fill('Booked with BT for 09:00');
  await port.getByRole('button', { name: 'Add note' }).click();
  await expect(port.getByTestId('port-note')).toHaveCount(2);
  await port.getByRole('combobox', { name: `Result of ${NUMBERS[1]}` }).click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await port.getByRole('textbox', { name: `Reason ${NUMBERS[1]} was rejected` }).fill('Belongs to another BT account');
  await port.getByRole('button', { name: 'Record the results and complete' }).click();
  await expect(port.getByText('Ported', { exact: true }).first()).toBeVisible();
  await shot(page, 'ports-ported-staff');
});

test('the customer sees the port done, the notes, and the ported number in its order', async ({ page, request }) => {
  await signedIn(page, CUSTOMER);
  await openOrder(page);
  const port = panel(page);
  await expect(port.getByTestId('port-numbers').getByRole('row', { name: new RegExp(NUMBERS[0]!.replace('+', '\\+')) })).toContainText(
    'Ported',
  );
  await expect(port.getByTestId('port-numbers')).toContainText('Belongs to another BT account');
  await expect(port.getByTestId('port-note')).toHaveCount(2);
  await expect(port.getByTestId('port-history')).toContainText('Exception: The letter must be signed by a director');
  await axeClean(page);
  await shot(page, 'ports-ported-customer');
  // the ported number is the customer's: in its inventory, held by the order
  await page.goto(`/portal/management/invnumbers?order=${orderId}`);
  await expect(page.getByRole('row').filter({ hasText: /\+44/ })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: NUMBERS[0]! })).toContainText('Assigned');
  const customer = await bearer(request, CUSTOMER, DEMO);
  const numbers = await (await request.get(`/api/orders/${orderId}/numbers`, { headers: customer })).json();
  expect(numbers.data.map((n: { service_number: string; state: string }) => [n.service_number, n.state])).toEqual([
    [NUMBERS[0], 'assigned'],
  ]);
  await expect
    .poll(() => received.filter((m) => m.type === 'port.state_changed').map((m) => m.data.to))
    .toEqual(['submitted', 'exception', 'submitted', 'foc_confirmed', 'ported']);
  expect(received.filter((m) => m.type === 'port.note_added')).toHaveLength(2);
});
