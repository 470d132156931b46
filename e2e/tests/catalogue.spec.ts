import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { expect, type Page, test } from './fixtures.ts';
import { chooseFile, shot, signIn } from './support.ts';

/**
 * The catalogue and the inventory end to end (docs/api-products-tariffs.md, docs/api-inventory-exports.md): product
 * staff add a vendor and a DID product with cities and a tariff; a customer and an anonymous visitor find it in the
 * coverage; operations bulk-load inventory, filter it and download the export.
 */
const DEMO = 'Demo1234!';
/** New in every attempt (a retry runs in a new worker): the inventory numbers. */
const stamp = String(Date.now()).slice(-6);
/**
 * The same in every attempt of one run (derived from the run's data directory): the vendor, so that a retried
 * first test finds the vendor and product its earlier attempt added instead of adding copies.
 */
const runHash = createHash('sha256')
  .update(process.env.GSN_E2E_DATA ?? stamp)
  .digest();
const runStamp = String(runHash.readUInt32BE(0) % 1_000_000).padStart(6, '0');
const vendor = `Emerald Carrier ${runStamp}`;

/**
 * Picks an option of a Mantine Select by its exact label; `type` first types it into a searchable one to filter
 * the options. The options may still be loading and, under load, the dropdown may close before the click lands:
 * until the box shows the choice, it reopens the dropdown when closed, waits for its option list and chooses the
 * option there by role and exact name.
 */
async function pick(page: Page, label: string, option: string, type = false) {
  const box = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
  await expect(async () => {
    // the box names its option list (aria-controls) only while the dropdown is open
    if (!(await box.getAttribute('aria-controls'))) await box.click();
    if (type) await box.fill(option);
    const list = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
    await expect(list).toBeVisible({ timeout: 2_000 });
    await list.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(box).toHaveValue(option, { timeout: 1_000 });
  }).toPass({ intervals: [250, 500, 1_000] });
}

/** GET on the API as the signed-in page (the web app keeps the session token in localStorage). */
async function apiGet(page: Page, url: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), url).toBe(true);
  return res.json();
}

/** What an earlier attempt of the first test already added: the vendor, its product and the product's tariff. */
async function addedBefore(page: Page): Promise<{ vendor: boolean; product: boolean; tariff: boolean }> {
  const vendors = await apiGet(page, `/api/vendors/?search=${encodeURIComponent(vendor)}`);
  const found = (vendors.data as { id: number; name: string }[]).find((v) => v.name === vendor);
  if (!found) return { vendor: false, product: false, tariff: false };
  const products = await apiGet(page, `/api/servicenumbers/type?vendor_id=${found.id}`);
  const product = (products.data as { tariff?: object | null }[])[0];
  return { vendor: true, product: !!product, tariff: !!product?.tariff };
}

test.describe.configure({ mode: 'serial' });

test('product staff add a vendor and a DID product with cities and a tariff', async ({ page }) => {
  await signIn(page, 'pat.product@gsn.example', DEMO);
  await expect(page).toHaveURL(/dashboard/);
  // a retry reuses what its earlier attempt added
  const before = await addedBefore(page);

  if (!before.vendor) {
    await page.goto('/portal/management/vendor/add');
    await page.getByRole('textbox', { name: 'Company name', exact: true }).fill(vendor);
    await page.getByRole('textbox', { name: 'Vendor code', exact: true }).fill(`VEM${runStamp}`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Vendor added successfully').first()).toBeVisible();
  }

  if (!before.product) {
    await page.goto('/portal/management/service_number_types');
    await page.getByRole('link', { name: 'Add service number type' }).click();
    await expect(page).toHaveURL(/service_number_types\/add$/);
    // the required fields first, with the spec's messages
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Please introduce the vendor option').first()).toBeVisible();

    await pick(page, 'Vendor', vendor, true);
    await page.getByRole('textbox', { name: 'Vendor option', exact: true }).fill('E2E Gold');
    await pick(page, 'Service type', 'DID');
    await pick(page, 'Jurisdiction', 'Ireland', true);
    await expect(page.getByLabel('Jurisdiction dial code')).toHaveValue('353');
    await pick(page, 'Number type', 'Fixed');
    // choosing DID gave one empty city row
    await page.getByRole('combobox', { name: 'City 1', exact: true }).fill('Cork');
    await page.getByRole('textbox', { name: 'Dial code of city 1', exact: true }).fill('21');
    await page.getByRole('button', { name: 'Add city' }).click();
    await page.getByRole('combobox', { name: 'City 2', exact: true }).fill('Galway');
    await page.getByRole('textbox', { name: 'Dial code of city 2', exact: true }).fill('91');
    await page.keyboard.press('Escape');
    // a dependency of §4: the address type shows only once the end-user address is required
    await expect(page.getByRole('combobox', { name: 'Address type' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'End user address required' }).check();
    await expect(page.getByRole('combobox', { name: 'Address type' })).toBeVisible();
    await shot(page, 'product-add');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Service number type added successfully').first()).toBeVisible();
    await expect(page).toHaveURL(/service_number_types(\?.*)?$/);
  } else {
    await page.goto('/portal/management/service_number_types');
  }

  await pick(page, 'Jurisdiction', 'Ireland', true);
  await pick(page, 'Service type', 'DID');
  const row = page.getByRole('row').filter({ hasText: vendor });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Cork');
  await shot(page, 'products-list');
  if (before.tariff) return; // an earlier attempt got as far as the tariff

  await row.getByRole('link', { name: /Add a tariff/ }).click();
  await expect(page).toHaveURL(/\/portal\/management\/tariff\/add/);
  await pick(page, 'Currency', 'EUR');
  await page.getByRole('textbox', { name: 'One-time charge per number (NRC)', exact: true }).fill('25');
  await page.getByRole('textbox', { name: 'Monthly charge per number (MRC)', exact: true }).fill('4.5');
  await page.getByRole('textbox', { name: 'Inbound charge per minute', exact: true }).fill('0.0125');
  // a DID product without outbound calling has no per-minute toll-free rates
  await expect(page.getByLabel('Per-minute rate from fixed lines')).toHaveCount(0);
  await shot(page, 'tariff-add');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Tariff added successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/management\/tariff(\?.*)?$/);
  await shot(page, 'tariffs-list');
});

test('a customer finds the product with its prices, a visitor without them', async ({ page, browser }) => {
  await signIn(page, 'master@northwind-telecom.example', DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto('/portal/management/service_number_coverage');
  await expect(page.getByText(/all cities are included unless otherwise specified/i).first()).toBeVisible();
  await pick(page, 'Service type', 'DID');
  await pick(page, 'Jurisdiction', 'Ireland', true);
  await page.getByRole('button', { name: 'Search' }).click();
  // the first test adds one such product; any other Galway row (a database kept from earlier runs) will do too
  const row = page.getByRole('row').filter({ hasText: 'Galway' }).first();
  await expect(row).toBeVisible();
  await shot(page, 'coverage-customer');
  await row.getByRole('link', { name: /Show/ }).click();
  await expect(page).toHaveURL(/service_number_coverage\/show\/\d+/);
  await expect(page.getByText('Cork').first()).toBeVisible();
  await expect(page.getByText('0.0125').first()).toBeVisible();
  await expect(page.getByText(vendor)).toHaveCount(0);
  await shot(page, 'coverage-customer-show');

  const visitor = await browser.newPage();
  await visitor.goto('/visitor/service_number_coverage');
  await pick(visitor, 'Service type', 'DID');
  await pick(visitor, 'Jurisdiction', 'Ireland', true);
  await visitor.getByRole('button', { name: 'Search' }).click();
  const vrow = visitor.getByRole('row').filter({ hasText: 'Galway' }).first();
  await expect(vrow).toBeVisible();
  await shot(visitor, 'coverage-visitor');
  await vrow.getByRole('link', { name: /Show/ }).click();
  await expect(visitor).toHaveURL(/\/visitor\/service_number_coverage\/\d+/);
  await expect(visitor.getByText('Galway').first()).toBeVisible();
  await expect(visitor.getByText('0.0125')).toHaveCount(0);
  await expect(visitor.getByText(vendor)).toHaveCount(0);
  await shot(visitor, 'coverage-visitor-show');
  await visitor.close();
});

test('operations bulk-load inventory, filter it and download the export at 100%', async ({ page }) => {
  const numbers = [`+353214${stamp}`, `+353215${stamp}`];
  const rows = [
    {
      service_number: numbers[0],
      service_type: 'DID',
      jurisdiction: 'Ireland',
      city: 'Cork',
      customer_insight_code: 'NWT001',
      currency: 'EUR',
      nrc: '25',
    },
    {
      service_number: numbers[1],
      service_type: 'DID',
      jurisdiction: 'Ireland',
      city: 'Cork',
      customer_insight_code: 'NWT001',
      currency: 'EUR',
      nrc: '25',
    },
    { service_number: '12345', service_type: 'DID', jurisdiction: 'Ireland' },
  ];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.json_to_sheet(rows), 'invnumbers');
  const file = path.join(os.tmpdir(), `invnumbers-${stamp}.xlsx`);
  await fs.writeFile(file, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

  await signIn(page, 'oliver.ops@gsn.example', DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto('/portal/management/invnumbers');
  await page.getByRole('link', { name: 'Bulk add' }).click();
  await chooseFile(page, 'Spreadsheet file', file);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('bulk-summary')).toHaveText('Created: 2Already exist: 0With errors: 1');
  await shot(page, 'inventory-bulk');

  await page.goto('/portal/management/invnumbers');
  await pick(page, 'Jurisdiction', 'Ireland', true);
  await page.getByRole('searchbox', { name: 'Service number', exact: true }).fill(`+35321`);
  await page.getByRole('button', { name: 'Search' }).click();
  for (const n of numbers) await expect(page.getByRole('row').filter({ hasText: n })).toHaveCount(1);
  await shot(page, 'inventory-list');

  await page.getByRole('button', { name: 'Download' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  await page.getByRole('link', { name: 'Go to Downloads' }).click();
  await expect(page).toHaveURL(/\/portal\/downloads/);
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('Completed', { timeout: 30_000 });
  await expect(first).toContainText('100');
  await shot(page, 'downloads');
  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: /Download/ }).click();
  const saved = await (await download).path();
  const csv = await fs.readFile(saved, 'utf8');
  for (const n of numbers) expect(csv).toContain(n);
  expect(csv).not.toContain('+4420'); // only the filtered numbers
});

test('staff simulate what a toll-free call from a mobile costs, step by step', async ({ page }) => {
  await signIn(page, 'alice.admin@gsn.example', DEMO);
  await expect(page).toHaveURL(/dashboard/);
  // a demo toll-free product whose tariff has a mobile rate
  type Row = {
    id: number;
    jurisdiction: string;
    service_type: string;
    vendor_option: string;
    tariff?: { mobile_usage_rate?: string | null } | null;
  };
  const rows = (await apiGet(page, '/api/servicenumbers/type?service_type=ITFS&limit=100')).data as Row[];
  const product = rows.find((p) => p.tariff?.mobile_usage_rate);
  expect(product, 'a demo ITFS product with a mobile rate').toBeTruthy();
  await page.goto('/portal/management/billing/simulate');
  const form = page.getByRole('form', { name: 'Rate simulator' });
  await form.getByRole('combobox', { name: 'Jurisdiction of the service number type' }).click();
  await page.getByRole('option', { name: product!.jurisdiction, exact: true }).click();
  await form.getByRole('combobox', { name: 'Product' }).click();
  await page
    .getByRole('option', { name: [product!.jurisdiction, product!.service_type, product!.vendor_option].join(' · '), exact: true })
    .click();
  await form.getByRole('combobox', { name: "Caller's origin" }).click();
  await page.getByRole('option', { name: 'Mobile' }).click();
  await form.getByLabel('Answered seconds').fill('31');
  await form.getByRole('button', { name: 'Simulate' }).click();
  const result = page.getByTestId('simulation');
  await expect(result).toContainText('mobile_usage_rate');
  await expect(result).toContainText('31 s answered');
  await shot(page, 'billing-simulator');
  // the steps' arithmetic holds to 1/10,000: rate × billed seconds ÷ 60, rounded half up
  const m = /(\d+\.\d{4}) × (\d+) ÷ 60 = (\d+\.\d{4})/.exec((await result.textContent()) ?? '');
  expect(m, 'the cost step').toBeTruthy();
  const units = (v: string) => BigInt(v.replace('.', ''));
  expect(units(m![3]!)).toBe((units(m![1]!) * BigInt(m![2]!) * 2n + 60n) / 120n);
  expect(Number(m![2])).toBeGreaterThanOrEqual(31);
});
