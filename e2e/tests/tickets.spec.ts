import { expect, type Page, test } from './fixtures.ts';
import { axeBothWidths, shot, signIn } from './support.ts';

/**
 * A support ticket as a thread in the browser (docs/support.md): the customer reports an issue with the spec's form and
 * lands on its ticket; operations find it in their queue, take it and answer; the customer sees it answered, reads
 * the reply and closes it.
 */
const DEMO = 'Demo1234!';
const CUSTOMER = 'master@northwind-telecom.example';
const OPS = 'oliver.ops@gsn.example';
const DETAILS = `Order E2E-${Date.now().toString(36)} stays in review since Monday`;

test.describe.configure({ mode: 'serial' });

let ticketUrl = '';

async function signedIn(page: Page, email: string) {
  await signIn(page, email, DEMO);
  await expect(page).toHaveURL(/dashboard/);
}

test('the customer reports an issue and lands on its ticket', async ({ page }) => {
  await signedIn(page, CUSTOMER);
  await page.goto('/portal/support/tickets/add');
  await page.getByRole('combobox', { name: /^Title/ }).click();
  await page.getByRole('option', { name: 'Order Issue' }).click();
  await page.getByRole('textbox', { name: /^Details/ }).fill(DETAILS);
  await expect(page.getByText('7 of 250 words')).toBeVisible();
  await page.getByRole('button', { name: 'Submit the ticket' }).click();
  await expect(page.getByText('Ticket submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/support\/tickets\/\d+$/);
  ticketUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: /^Ticket #\d+: Order Issue$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(DETAILS)).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await axeBothWidths(page);
  await shot(page, 'ticket-customer-created');
});

test('operations take it from the queue and answer', async ({ page }) => {
  await signedIn(page, OPS);
  await page.goto('/portal/support/tickets?status=open');
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket queue' })).toBeVisible();
  const id = ticketUrl.split('/').at(-1)!;
  await page.getByRole('link', { name: `#${id}`, exact: true }).click();
  await expect(page).toHaveURL(ticketUrl);
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByRole('button', { name: 'Assign to me' })).toBeHidden();
  await page.getByRole('textbox', { name: /^Your reply/ }).fill('We are on it: the order waits for the vendor, expect news today.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Your reply/ })).toHaveValue('');
  await axeBothWidths(page);
  await shot(page, 'ticket-staff-answered');
});

test('the customer sees it answered, reads the reply and closes it', async ({ page }) => {
  await signedIn(page, CUSTOMER);
  await page.goto('/portal/support/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'My tickets' })).toBeVisible();
  const id = ticketUrl.split('/').at(-1)!;
  const row = page.locator(`tr[data-ticket-id="${id}"]`);
  await expect(row.getByText('Answered')).toBeVisible();
  await axeBothWidths(page);
  await shot(page, 'ticket-customer-list');
  await row.getByRole('link', { name: `#${id}` }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('the order waits for the vendor')).toBeVisible();
  await page.getByRole('button', { name: 'Close the ticket' }).click();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByText('This ticket is closed: your reply opens it again.')).toBeVisible();
});
