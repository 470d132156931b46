import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { shot, signIn } from './support.ts';

/**
 * Monthly statements end to end (docs/billing.md, Statements), on the demo data set: billing staff open Management →
 * Statements, pick a month, open a company's statement, read how a line was computed and download it as a PDF; closing
 * a month that has not ended is refused in words; a customer's master sees its own company's statements only. What the
 * demo data holds depends on the day the suite runs (its numbers start relative to today), so the page is checked
 * against what the API answers for the same month.
 */
const DEMO = 'Demo1234!';
const BILLING = 'bea.billing@gsn.example';
const MASTER = 'master@northwind-telecom.example';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Summary {
  customer_id: number;
  customer_name: string;
  currency: string;
}

async function statementsOf(request: APIRequestContext, email: string, month: string) {
  const login = await request.post('/api/account/login', { data: { email, password: DEMO } });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const res = await request.get(`/api/billing/statements?month=${month}`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { data: Summary[]; month_status: 'open' | 'closed' };
}

/** The month before `month` (YYYY-MM). */
const monthBefore = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
};

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test('billing staff read a month’s statements and how a line was computed; a customer sees its own company only', async ({
  page: staffPage,
  browser,
  request,
}) => {
  let page = staffPage;
  // two sign-ins, four screens, two viewport widths and an accessibility scan
  test.setTimeout(180_000);
  await signIn(page, BILLING, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Management' }).click();
  await page.getByRole('menuitem', { name: 'Statements' }).click();
  await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible({ timeout: 30_000 });

  // it opens on the previous month; pick the one before it
  const picker = page.getByRole('combobox', { name: 'Month' });
  const month = monthBefore(await picker.inputValue());
  await picker.selectOption(month);
  await expect(page).toHaveURL(new RegExp(`[?&]month=${month}`));
  const expected = await statementsOf(request, BILLING, month);
  await expect(page.getByTestId('month-status')).toContainText(expected.month_status === 'open' ? 'Open' : 'Closed');

  if (expected.data.length === 0) {
    await expect(page.getByTestId('statements-empty')).toBeVisible();
  } else {
    const table = page.getByRole('table', { name: /^Statements of / });
    await expect(table.getByRole('row')).toHaveCount(expected.data.length + 1);
    const first = expected.data[0]!;
    const link = table.getByRole('link', { name: `Open the statement of ${first.customer_name} in ${first.currency}` });
    await expect(link).toBeVisible();
    await shot(page, 'statements-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'statements-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/statements/${first.customer_id}/${month}$`));
    await expect(page.getByRole('heading', { name: `${first.customer_name}: statement of`, level: 1 })).toBeVisible();
    const part = page.getByRole('region', { name: `In ${first.currency}` });
    await expect(part.getByTestId('statement-totals')).toContainText('Total due');
    const how = part.getByRole('button', { name: /^How this was computed: / }).first();
    await expect(how).toHaveAttribute('aria-expanded', 'false');
    await how.focus();
    await page.keyboard.press('Enter');
    await expect(how).toHaveAttribute('aria-expanded', 'true');
    const explained = page.locator(`[id="${await how.getAttribute('aria-controls')}"]`);
    // the tariff amount, the figures it was multiplied by and the result, then where the tariff came from
    await expect(explained.getByTestId('explain-formula')).toContainText(/ = .+ — from the /);
    await shot(page, 'statement-1366');
    // the statement as a file, in the reader's language
    await page.getByRole('button', { name: 'Download' }).click();
    const file = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'PDF for reading' }).click();
    expect((await file).suggestedFilename()).toMatch(/\.pdf$/);
    await axe(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'statement-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('link', { name: /Back to the statements of/ }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]month=${month}`));
  }

  // the current month has not ended: closing it is refused, in words, after a confirmation that says it is final
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
  await page.getByRole('button', { name: 'Close month' }).click();
  const dialog = page.getByRole('dialog', { name: /^Close .+\?$/ });
  await expect(dialog).toContainText('This is final');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Close the month' }).click();
  await expect(page.getByText('A month can be closed only once it has ended')).toBeVisible();

  // a customer's master: its own company's statements, no company column, no closing
  const customer = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await customer.newPage();
  await signIn(page, MASTER, DEMO);
  await expect(page).toHaveURL(/dashboard/);
  const own = await statementsOf(request, MASTER, month);
  const all = await statementsOf(request, BILLING, month);
  const ownIds = new Set(own.data.map((s) => s.customer_id));
  expect(ownIds.size).toBeLessThanOrEqual(1);
  expect(own.data.length).toBeLessThanOrEqual(all.data.length);
  await page.goto(`/portal/management/billing/statements?month=${month}`);
  await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Your company's charges of a month")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close month' })).toHaveCount(0);
  if (own.data.length === 0) {
    await expect(page.getByTestId('statements-empty')).toBeVisible();
  } else {
    const table = page.getByRole('table', { name: /^Statements of / });
    await expect(table.getByRole('columnheader', { name: 'Company' })).toHaveCount(0);
    const links = table.getByRole('link');
    await expect(links).toHaveCount(own.data.length);
    const company = own.data[0]!.customer_name;
    expect(company).toBe('Northwind Telecom');
    for (const name of await links.evaluateAll((ls) => ls.map((l) => l.getAttribute('aria-label') ?? ''))) {
      expect(name).toContain(`of ${company} in`);
    }
    // another company's statement is not the master's to read
    const other = all.data.find((s) => !ownIds.has(s.customer_id));
    if (other) {
      const login = await request.post('/api/account/login', { data: { email: MASTER, password: DEMO } });
      const res = await request.get(`/api/billing/statements/${other.customer_id}/${month}`, {
        headers: { authorization: `Bearer ${(await login.json()).token as string}` },
      });
      expect(res.status()).toBe(403);
    }
    await shot(page, 'statements-customer-1366');
  }
  await customer.close();
});
