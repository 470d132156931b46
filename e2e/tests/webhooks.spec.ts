import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from './fixtures.ts';
import { ADMIN, shot, signIn } from './support.ts';

/**
 * Webhooks end to end (docs/webhooks.md): a master registers an endpoint on Administration → Webhooks (its secret shown
 * once), places an order, and a real local receiver gets the signed order.created from the job queue; the
 * deliveries screen shows the attempt. Local addresses are allowed by the administrator's setting for this test.
 */
const DEMO = 'Demo1234!';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** WCAG 2.2 AA on the screen as it is (as a11y.spec.ts checks the main screens). */
async function audit(page: Page) {
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}
const MASTER = 'master@northwind-telecom.example';

test('a master adds an endpoint, receives a signed order.created and reads the delivery', async ({ page, request }) => {
  // two sign-ins, a job-queue round trip and three screenshots
  test.setTimeout(180_000);
  const got: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gsn-hook`;
  try {
    const token = async (email: string, password: string) =>
      (await (await request.post('/api/account/login', { data: { email, password } })).json()).token as string;
    const admin = await token(ADMIN.email, ADMIN.password);
    const allow = await request.put('/api/configuration', {
      headers: { authorization: `Bearer ${admin}` },
      data: { webhooks_allow_private_addresses: true },
    });
    expect(allow.status()).toBe(200);

    await signIn(page, MASTER, DEMO);
    await expect(page).toHaveURL(/dashboard/);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Administration' }).click();
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/portal\/administration\/webhooks$/);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await dialog.getByRole('textbox', { name: 'URL' }).fill(url);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Provisioning');
    await dialog.getByRole('checkbox', { name: /Order created/ }).check();
    await shot(page, 'webhooks-add');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(secretDialog).toContainText('shown only this once');
    const secret = (await secretDialog.getByTestId('webhook-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await shot(page, 'webhooks-secret');
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('rowheader', { name: url })).toBeVisible();
    await audit(page);

    // an order placed by the master's company
    const master = await token(MASTER, DEMO);
    const auth = { authorization: `Bearer ${master}` };
    const products = await (await request.get('/api/servicenumbers/type?limit=5', { headers: auth })).json();
    const product = products.data[0].id as number;
    const placed = await request.post('/api/orders', {
      headers: auth,
      data: { service_number_type_id: product, number_quantity: 1, reference: 'E2E-WH', terms_accepted: true },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = (await placed.json()).data.id as number;

    await expect.poll(() => got.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [message] = got;
    const id = String(message!.headers['webhook-id']);
    const ts = String(message!.headers['webhook-timestamp']);
    const expected = createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
      .update(`${id}.${ts}.${message!.body}`)
      .digest('base64');
    expect(message!.headers['webhook-signature']).toBe(`v1,${expected}`);
    expect(JSON.parse(message!.body)).toMatchObject({ type: 'order.created', data: { order: { id: orderId, reference: 'E2E-WH' } } });

    await page.getByRole('link', { name: `Deliveries of ${url}` }).click();
    await expect(page).toHaveURL(/\/portal\/administration\/webhooks\/\d+\/deliveries$/);
    const row = page.getByRole('row', { name: /order\.created/ }).first();
    await expect(row).toContainText('Delivered');
    await expect(row.getByTestId('webhook-attempt')).toContainText('204');
    await shot(page, 'webhooks-deliveries');
    await audit(page);

    // the event sent again from the log, with its own message id
    const replay = page.getByRole('region', { name: 'Replay events' });
    await replay.getByRole('button', { name: 'Replay' }).click();
    await expect(page.getByText(/Events queued for delivery: \d+/)).toBeVisible();
    await expect.poll(() => got.filter((g) => String(g.headers['webhook-id']) === id).length, { timeout: 30_000 }).toBe(2);
    expect(got.filter((g) => String(g.headers['webhook-id']) === id).map((g) => g.body)).toEqual([message!.body, message!.body]);
  } finally {
    await new Promise<void>((ok) => server.close(() => ok()));
  }
});
