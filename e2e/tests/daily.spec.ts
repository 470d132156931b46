import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { ADMIN, axeBothWidths, signIn } from './support.ts';

/**
 * The daily experience at real sizes, replayed as the walks found it: the business development manager picker finds
 * staff among hundreds by typing (it once offered the first page of accounts only), call records are found by a
 * calling number's beginning and by release cause, and staff give one company a permission of its own, listed with
 * the company's name. Axe at 1366 and 390 px on each screen.
 */
async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/account/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

/** A Mantine select's input by its label (a combobox, or a textbox where it is searchable). */
const box = (page: Page, label: string) =>
  page
    .getByRole('combobox', { name: label, exact: true })
    .or(page.getByRole('textbox', { name: label, exact: true }))
    .first();

const time = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

test('the BDM picker finds staff among 200 by typing, on the server', async ({ page, request }) => {
  test.setTimeout(240_000);
  const headers = await adminHeaders(request);
  const run = Date.now().toString(36);
  // 200 operation staff, ten at a time: more than any first page of accounts
  const names = Array.from({ length: 200 }, (_, i) => `Bdm${run} Person${String(i).padStart(3, '0')}`);
  for (let i = 0; i < names.length; i += 10) {
    const created = await Promise.all(
      names.slice(i, i + 10).map((username, k) =>
        request.post('/api/account/signup', {
          headers,
          data: { username, email: `bdm-${run}-${i + k}@staff.example`, account_type_id: 130 },
        }),
      ),
    );
    for (const c of created) expect(c.status(), await c.text()).toBe(201);
  }

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/portal\/dashboard/);
  await page.goto('/portal/account/customers/add');
  const picker = box(page, 'Signed business development manager');
  await expect(picker).toBeVisible({ timeout: 30_000 });
  // the first, one from the middle and the last created, each found by its user name (the server's match) and
  // offered under its e-mail (the accounts have no profile name)
  const email = (i: number) => `bdm-${run}-${i}@staff.example`;
  for (const i of [0, 117, 199]) {
    await picker.fill('');
    await picker.pressSequentially(`${run} Person${String(i).padStart(3, '0')}`, { delay: 20 });
    await expect(page.getByRole('option', { name: email(i) })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('option')).toHaveCount(1);
  }
  await page.getByRole('option', { name: email(199) }).click();
  await expect(picker).toHaveValue(email(199));
  await axeBothWidths(page);
});

test('call records are found by a calling number’s beginning and by release cause', async ({ page, request }) => {
  test.setTimeout(180_000);
  const headers = await adminHeaders(request);
  const numbers = await request.get('/api/invnumbers?limit=100', { headers });
  type Row = { service_number: string; service_type: string; customer_id: number | null };
  const number = ((await numbers.json()).data as Row[]).find((n) => n.customer_id && n.service_type === 'ITFS')!;
  // three calls from one caller a few hours ago (the list shows yesterday and today), one of them released as "no
  // circuit available" (34)
  const at = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 5 * 3_600_000;
  const caller = `+4477009${String(Date.now() % 100_000).padStart(5, '0')}`;
  const csv = [
    'CDR_SEIZTIME,CDR_CLDNUM,CDR_CLGNUM,DIRECTION,CDR_ANSWERTIME,CDR_DISCTIME,CDR_COMPCODE',
    `${time(at + 60_000)},${number.service_number},${caller},inbound,${time(at + 63_000)},${time(at + 123_000)},16`,
    `${time(at + 600_000)},${number.service_number},${caller},inbound,${time(at + 603_000)},${time(at + 903_000)},16`,
    `${time(at + 1_200_000)},${number.service_number},${caller},inbound,,${time(at + 1_208_000)},34`,
  ].join('\n');
  const imported = await request.post('/api/calls/import', { headers: { ...headers, 'content-type': 'text/csv' }, data: csv });
  expect(imported.status(), await imported.text()).toBe(200);

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/portal\/dashboard/);
  await page.goto('/portal/report/call_records');
  const filters = page.getByRole('search', { name: 'Report filters' });
  await filters.getByRole('textbox', { name: 'Calling number starts with' }).fill(caller.slice(0, 11));
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/calling_prefix=/);
  const table = page.getByRole('table', { name: 'Call records, newest first' });
  await expect(table.getByRole('cell', { name: caller }).first()).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('cell', { name: caller })).toHaveCount(3);
  await axeBothWidths(page);

  // the same caller and cause 34: the one released call
  await filters.getByLabel('Release causes (Q.850)').and(page.locator('input:not([type="hidden"])')).click();
  await page.getByRole('option', { name: '34 · No circuit available' }).click();
  await page.keyboard.press('Escape');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/cause=34/);
  await expect(table.getByRole('cell', { name: caller })).toHaveCount(1, { timeout: 30_000 });
});

test('staff give one company a permission of its own, listed with the company’s name', async ({ page, request }) => {
  test.setTimeout(180_000);
  const headers = await adminHeaders(request);
  const found = await request.get('/api/customers/?search=Northwind&limit=5', { headers });
  const company = ((await found.json()).data as { id: number; name: string }[])[0]!;

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/portal\/dashboard/);
  await page.goto('/portal/administration/permissions/add');
  // the company first: it narrows the account types to the customer's
  await box(page, 'Company').pressSequentially('Northwind', { delay: 20 });
  await page.getByRole('option', { name: company.name }).click();
  await box(page, 'Account type').click();
  await page
    .getByRole('option', { name: /billing/i })
    .first()
    .click();
  await box(page, 'Functionality').click();
  await page.getByRole('option').first().click();
  await axeBothWidths(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Permission added successfully')).toBeVisible({ timeout: 30_000 });

  const list = await request.get(`/api/permissions?customer_id=${company.id}&limit=50`, { headers });
  expect(list.status()).toBe(200);
  const rows = (await list.json()).data as { id: number; customer_id: number | null; account_type_id: number }[];
  const added = rows.filter((r) => r.customer_id === company.id && r.account_type_id === 240);
  expect(added).toHaveLength(1);
  // the company's rows, each naming the company beside the account type
  await page.goto(`/portal/administration/permissions?customer_id=${company.id}`);
  await expect(page.getByRole('cell', { name: new RegExp(`billing.*${company.name}`, 'i') }).first()).toBeVisible({ timeout: 30_000 });
  await axeBothWidths(page);
  // as it was: the suite's other walks expect the company's default permissions
  expect((await request.delete(`/api/permissions/${added[0]!.id}`, { headers })).status()).toBe(200);
});
