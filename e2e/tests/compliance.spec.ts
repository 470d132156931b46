import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { ADMIN, chooseFile, shot, signIn } from './support.ts';

/**
 * Compliance profiles end to end (docs/api-compliance.md): a master stores a passport and a business registration
 * once, operations approve them on the Verifications screen, and three orders in two countries use them without an
 * upload (the first on the order's own page). Then the passport nears its date: the expiry check tells the master
 * and operations (notification, e-mail), and once staff correct its date to yesterday a new order can no longer use
 * it. Setup that is not the point goes through the API.
 */
const DEMO = 'Demo1234!';
const MASTER = 'master@northwind-telecom.example';
const RIVAL = 'master@blueharbour.example';
const OPS = 'oliver.ops@gsn.example';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(200, 3),
]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), Buffer.alloc(300, 0x20), Buffer.from('%%EOF\n')]);
/** WCAG 2.2 AA on the screen as it is (as a11y.spec.ts checks the main screens). */
async function audit(page: Page) {
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function token(request: APIRequestContext, email: string, password = DEMO) {
  const res = await request.post('/api/account/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).token as string}` };
}

/** A DID product asking for a business registration (with its document) and the authorised person's passport. */
async function product(request: APIRequestContext, admin: Record<string, string>, jurisdiction: string, city: [string, string]) {
  const vendors = await (await request.get('/api/vendors/?limit=1', { headers: admin })).json();
  const res = await request.post('/api/servicenumbers/type', {
    headers: admin,
    data: {
      vendor_id: vendors.data[0].id,
      vendor_plan: 'Compliance plan',
      jurisdiction,
      vendor_option: `Compliance ${jurisdiction} ${Date.now()}`,
      service_type: 'DID',
      number_type: 'Fixed',
      cities: [{ city: city[0], city_dial_code: city[1] }],
      business_registration_req: true,
      business_registration_doc_req: true,
      authorised_person_passport_id_req: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id as number;
}

async function order(request: APIRequestContext, master: Record<string, string>, productId: number, reference: string) {
  const res = await request.post('/api/orders', {
    headers: master,
    data: {
      service_number_type_id: productId,
      number_quantity: 1,
      reference,
      terms_accepted: true,
      business_registration_jurisdiction: 'United Kingdom',
      business_registration_number: '01234567',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id as number;
}

const menu = async (page: Page, group: string, item: string) => {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: group }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

test('proofs kept once serve three orders in two countries; an expiring one is warned of, an expired one refused', async ({
  page,
  browser,
  request,
}) => {
  // three sign-ins, two uploads and the order page: a long walk
  test.setTimeout(240_000);
  const admin = await token(request, ADMIN.email, ADMIN.password);
  const master = await token(request, MASTER);
  const ops = await token(request, OPS);
  const uk = await product(request, admin, 'United Kingdom', ['London', '20']);
  const de = await product(request, admin, 'Germany', ['Berlin', '30']);

  // the master stores the passport on the Compliance screen, the registration through the API
  await signIn(page, MASTER, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await menu(page, 'Management', 'Compliance profile');
  await expect(page).toHaveURL(/\/portal\/management\/compliance$/);
  await page.getByRole('button', { name: 'Add a proof' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a proof' });
  await dialog.getByRole('combobox', { name: 'Country' }).fill('United King');
  await page.getByRole('option', { name: 'United Kingdom' }).click();
  await dialog.getByRole('textbox', { name: 'Valid until' }).fill(day(400));
  await page.keyboard.press('Tab');
  await chooseFile(page, /^File/, { name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await shot(page, 'compliance-add-proof');
  await audit(page);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Proof stored; the provider will verify it')).toBeVisible();
  const passportRow = page.getByTestId('proofs-table').getByRole('row').filter({ hasText: 'Passport' });
  await expect(passportRow).toContainText('Pending verification');
  const passport = Number(await passportRow.getAttribute('data-proof-id'));
  const reg = await request.post('/api/compliance/documents?type=business_registration&country=GB', {
    headers: master,
    multipart: { file: { name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const registration = (await reg.json()).data.id as number;

  // another company never sees them
  const rival = await token(request, RIVAL);
  expect((await request.get(`/api/compliance/documents/${passport}`, { headers: rival })).status()).toBe(404);
  expect((await request.get(`/api/compliance/documents/${passport}/file`, { headers: rival })).status()).toBe(404);
  expect(
    ((await (await request.get('/api/compliance/documents', { headers: rival })).json()).data as { id: number }[]).map((d) => d.id),
  ).not.toContain(passport);

  // operations approve both on the Verifications screen
  // a context of its own: axe checks its pages too
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, OPS, DEMO);
  await expect(staff).toHaveURL(/dashboard/);
  await menu(staff, 'Management', 'Verifications');
  await expect(staff).toHaveURL(/\/portal\/management\/verifications$/);
  for (const type of ['Passport', 'Business registration']) {
    const row = staff
      .getByTestId('verifications-table')
      .getByRole('row')
      .filter({ hasText: 'Northwind Telecom' })
      .filter({ hasText: type });
    await row.getByRole('button', { name: /^Verify/ }).click();
    if (type === 'Passport') {
      await shot(staff, 'compliance-verify');
      await audit(staff);
    }
    await staff.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(staff.getByText('Proof approved').first()).toBeVisible();
    await expect(row).toHaveCount(0);
  }

  // three orders in two countries use them without an upload; the first on its own page
  const orders = [
    await order(request, master, uk, 'CMP-UK'),
    await order(request, master, de, 'CMP-DE-1'),
    await order(request, master, de, 'CMP-DE-2'),
  ];
  await page.goto(`/portal/management/orders/edit/${orders[0]}`);
  await page.getByRole('button', { name: 'Next' }).click();
  for (const [field, option] of [
    ['Business registration document', /^Business registration · United Kingdom · The company itself · No expiry date · Approved/],
    ['Authorised person passport or ID', /^Passport · United Kingdom · The company itself/],
  ] as const) {
    await page.getByRole('combobox', { name: `Or use one of your company's proofs for “${field}”` }).click();
    await page.getByRole('option', { name: option }).click();
    await expect(page.getByText('Proof used for the order').first()).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Download passport.png' })).toBeVisible();
  await shot(page, 'compliance-order-uses-proofs');
  await audit(page);
  for (const id of orders.slice(1)) {
    for (const [input, documentId] of [
      ['authorised_person_passport_id', passport],
      ['business_registration_doc', registration],
    ] as const) {
      const used = await request.put(`/api/compliance/orders/${id}/proofs/${input}`, {
        headers: master,
        data: { document_id: documentId },
      });
      expect(used.status(), await used.text()).toBe(200);
    }
  }
  for (const id of orders) {
    const o = await (await request.get(`/api/orders/${id}`, { headers: master })).json();
    expect(o.requirements).toEqual({ missing: [], complete: true });
    expect(o.documents.authorised_person_passport_id.original_name).toBe('passport.png');
  }
  const proofs = await (await request.get('/api/compliance/documents?type=passport', { headers: master })).json();
  expect(proofs.data.find((p: { id: number }) => p.id === passport)).toMatchObject({ orders: 3, state: 'approved' });

  // the passport nears its date: the expiry check tells the master and operations, once
  const near = day(20);
  expect(
    (
      await request.put(`/api/compliance/documents/${passport}/verification`, {
        headers: ops,
        data: { state: 'approved', valid_until: near },
      })
    ).status(),
  ).toBe(200);
  const check = await request.post('/api/compliance/expiry-check', { headers: ops });
  expect((await check.json()).data.warned).toBeGreaterThanOrEqual(1);
  const title = `Passport of Northwind Telecom expires on ${near}`;
  for (const who of [master, ops]) {
    await expect
      .poll(async () =>
        ((await (await request.get('/api/notifications?limit=50', { headers: who })).json()).data as { notification_title: string }[]).map(
          (n) => n.notification_title,
        ),
      )
      .toContain(title);
  }
  await expect
    .poll(async () => {
      const dir = path.join(process.env.GSN_E2E_DATA ?? '', 'outbox');
      for (const f of await fs.readdir(dir).catch(() => [] as string[])) {
        const raw = await fs.readFile(path.join(dir, f), 'utf8');
        if (raw.includes(`To: ${MASTER}`) && raw.includes('expires on')) return true;
      }
      return false;
    })
    .toBe(true);
  await page.goto('/portal/management/compliance');
  await expect(page.getByTestId('proofs-table').getByRole('row').filter({ hasText: 'Passport' })).toContainText('Expires soon');
  await shot(page, 'compliance-expiring');
  await audit(page);

  // staff correct the date to yesterday: the passport has expired, and a new order can no longer use it
  expect(
    (
      await request.put(`/api/compliance/documents/${passport}/verification`, {
        headers: ops,
        data: { state: 'approved', valid_until: day(-1) },
      })
    ).status(),
  ).toBe(200);
  const fresh = await order(request, master, uk, 'CMP-UK-2');
  const refused = await request.put(`/api/compliance/orders/${fresh}/proofs/authorised_person_passport_id`, {
    headers: master,
    data: { document_id: passport },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).code).toBe('compliance.proof_expired');
  await page.goto(`/portal/management/orders/edit/${fresh}`);
  await page.getByRole('button', { name: 'Next' }).click();
  // the registration is still offered; the expired passport is not (no proof left for that field: no chooser)
  await expect(page.getByRole('combobox', { name: /company's proofs for “Business registration document”/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /company's proofs for “Authorised person passport or ID”/ })).toHaveCount(0);
  await staffContext.close();
});
