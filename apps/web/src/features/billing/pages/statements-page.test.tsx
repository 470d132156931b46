import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isNavItemVisible, NAV_ITEMS } from '../../../app/navigation';
import { i18n } from '../../../lib/i18n';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { defaultMonth, STATEMENTS_PATH } from '../lib/months';
import { statementLine } from '../test/fixtures';

const billingStaff = makeAccount({ id: 5, account_type_id: 140, accounttype: { id: 140, account_type: 'provider_billing' } });
const master = makeAccount({ id: 9, account_type_id: 200, customer_id: 4, accounttype: { id: 200, account_type: 'master' } });
const billingWrite = perm(300, { read: true, list: true, write: true });
const billingRead = perm(300, { read: true, list: true });

const summary = (customer_id: number, customer_name: string, currency: string, total: string, month = '2026-10') => ({
  customer_id,
  customer_name,
  month,
  currency,
  status: 'open',
  closed_at: null,
  one_time: '0.0000',
  recurring: total,
  usage: '0.0000',
  adjustments: '0.0000',
  total,
  total_due: total.slice(0, -2),
});

const monthly = statementLine();
const setup = statementLine({ kind: 'nrc', quantity: 1, amount: '25.0000' }, { unit_amount: '25.0000', days: null, days_in_month: null });

/** The statements API: the month asked for is kept; `rows` answers the list. */
function statementsApi(
  urls: string[],
  rows = [summary(4, 'Northwind Telecom', 'GBP', '31.1935'), summary(3, 'Andes Voice SA', 'USD', '138.0000')],
) {
  return {
    'GET /billing/statements': ({ url }: { url: string }) => {
      urls.push(url);
      const month = new URL(url, 'http://x').searchParams.get('month')!;
      return { body: { data: rows.map((r) => ({ ...r, month })), month, month_status: month === '2026-09' ? 'closed' : 'open' } };
    },
    'GET /billing/statements/4/2026-10': {
      body: {
        data: [{ ...summary(4, 'Northwind Telecom', 'GBP', '31.1935'), one_time: '25.0000', recurring: '6.1935', lines: [setup, monthly] }],
      },
    },
  };
}
const monthOf = (url: string) => new URL(url, 'http://x').searchParams.get('month');

describe('statements', () => {
  beforeEach(resetAppState);

  it('is in the Management menu of billing staff and of customers who hold the billing right', () => {
    const item = NAV_ITEMS.find((i) => i.path === STATEMENTS_PATH)!;
    expect(item.group).toBe('management');
    expect(isNavItemVisible(item, 140, [billingWrite])).toBe(true);
    expect(isNavItemVisible(item, 200, [billingRead])).toBe(true);
    expect(isNavItemVisible(item, 240, [billingRead])).toBe(true);
    expect(isNavItemVisible(item, 210, [perm(200, { list: true })])).toBe(false);
  });

  it('opens on the previous month, lists every company’s statements to staff and keeps the chosen month in the address', async () => {
    seedSession(billingStaff, [billingWrite]);
    const urls: string[] = [];
    mockApi(statementsApi(urls));
    const user = userEvent.setup();
    const { router } = renderApp(STATEMENTS_PATH);
    expect(await screen.findByRole('heading', { name: 'Statements', level: 1 }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(monthOf(urls[0]!)).toBe(defaultMonth()));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '2026-10');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2026-10'));
    const table = await screen.findByRole('table', { name: 'Statements of October 2026' });
    await waitFor(() => expect(monthOf(urls.at(-1)!)).toBe('2026-10'));
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headings).toEqual(['Company', 'Currency', 'One-time', 'Recurring', 'Usage', 'Adjustments', 'Total', 'Total due']);
    const link = within(table).getByRole('link', { name: 'Open the statement of Northwind Telecom in GBP' });
    expect(link.getAttribute('href')).toBe(`${STATEMENTS_PATH}/4/2026-10`);
    const northwind = within(table).getByRole('row', { name: /Northwind Telecom/ });
    // recurring and total to 4 decimals, the amount due to the cent
    expect(within(northwind).getAllByText('£31.1935')).toHaveLength(2);
    expect(within(northwind).getByText('£31.19')).toBeTruthy();
    expect(within(screen.getByTestId('month-status')).getByText('Open')).toBeTruthy();

    // the month before, one press away; a closed month cannot be closed again
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2026-09'));
    await waitFor(() => expect(within(screen.getByTestId('month-status')).getByText('Closed')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Close month' })).toBeNull();
  });

  it('shows a customer its own company’s statements, without the company column and without closing', async () => {
    seedSession(master, [billingRead]);
    mockApi(statementsApi([], [summary(4, 'Northwind Telecom', 'GBP', '31.1935')]));
    renderApp(`${STATEMENTS_PATH}?month=2026-10`);
    const table = await screen.findByRole('table', { name: 'Statements of October 2026' }, { timeout: 5000 });
    await within(table).findByRole('link', { name: 'Open the statement of Northwind Telecom in GBP' });
    expect(within(table).queryByRole('columnheader', { name: 'Company' })).toBeNull();
    expect(screen.getByText(/Your company's charges of a month/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close month' })).toBeNull();
  });

  it('says so when no company has charges in the month', async () => {
    seedSession(billingStaff, [billingRead]);
    mockApi(statementsApi([], []));
    renderApp(`${STATEMENTS_PATH}?month=2026-10`);
    expect(
      await screen.findByText('No statements for October 2026: no company has charges in this month.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    // reading alone is no right to close
    expect(screen.queryByRole('button', { name: 'Close month' })).toBeNull();
  });

  it('closes a month after a confirmation that says it is final, and shows the server’s refusal in the reader’s language', async () => {
    seedSession(billingStaff, [billingWrite]);
    const api = mockApi({
      ...statementsApi([]),
      'POST /billing/months/2026-10/close': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'billing.month_out_of_order',
          message: 'Months close in order: close the month before it first',
        },
      },
    });
    const user = userEvent.setup();
    renderApp(`${STATEMENTS_PATH}?month=2026-10`);
    await user.click(await screen.findByRole('button', { name: 'Close month' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Close October 2026?' });
    expect(within(dialog).getByText(/This is final: a closed month never changes again/)).toBeTruthy();
    // the focus starts on Cancel, in the dialog
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    await i18n.changeLanguage('fr');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clôturer le mois définitivement' }));
    expect(await screen.findByText('Les mois se clôturent dans l’ordre : clôturez d’abord le mois précédent')).toBeTruthy();
    expect(api.callsTo('POST', '/billing/months/2026-10/close')).toHaveLength(1);
  });

  it('shows a statement’s totals and its lines by group, each line explained on demand from the keyboard', async () => {
    seedSession(billingStaff, [billingWrite]);
    mockApi(statementsApi([]));
    const user = userEvent.setup();
    renderApp(`${STATEMENTS_PATH}/4/2026-10`);
    expect(
      await screen.findByRole('heading', { name: 'Northwind Telecom: statement of October 2026', level: 1 }, { timeout: 5000 }),
    ).toBeTruthy();
    const gbp = screen.getByRole('region', { name: 'In GBP' });
    expect(within(gbp).getByRole('heading', { name: 'One-time charges', level: 3 })).toBeTruthy();
    expect(within(gbp).getByRole('heading', { name: 'Recurring charges', level: 3 })).toBeTruthy();
    expect(within(gbp).queryByRole('heading', { name: 'Usage', level: 3 })).toBeNull();
    const recurring = within(gbp).getByRole('table', { name: 'Recurring charges in GBP' });
    const row = within(recurring).getByRole('row', { name: /\+441612906303/ });
    expect(within(row).getByText('16 days')).toBeTruthy();
    expect(within(row).getByText('£6.1935')).toBeTruthy();

    const how = within(row).getByRole('button', { name: 'How this was computed: +441612906303, Monthly fee' });
    expect(how.getAttribute('aria-expanded')).toBe('false');
    how.focus();
    await user.keyboard('{Enter}');
    expect(how.getAttribute('aria-expanded')).toBe('true');
    const explained = document.getElementById(how.getAttribute('aria-controls')!)!;
    expect(within(explained).getByTestId('explain-formula').textContent).toBe(
      "£12.00 per month × 16 days ÷ 31 days = £6.1935 — from the number's own charges",
    );
    expect(within(explained).getByText('Charged from Oct 16, 2026.')).toBeTruthy();
    const back = screen.getByRole('link', { name: /Back to the statements of October 2026/ });
    expect(back.getAttribute('href')).toBe(`${STATEMENTS_PATH}?month=2026-10`);
  });

  it('says when a company has no charges in the month, with the month’s status', async () => {
    seedSession(billingStaff, [billingRead]);
    mockApi({ ...statementsApi([], []), 'GET /billing/statements/7/2026-09': { body: { data: [] } } });
    renderApp(`${STATEMENTS_PATH}/7/2026-09`);
    expect(await screen.findByText('This company has no charges in September 2026.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Company 7: statement of September 2026', level: 1 })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('month-status')).getByText('Closed')).toBeTruthy());
  });

  it('downloads the statement as a file in the reader’s language', async () => {
    seedSession(billingStaff, [billingRead]);
    const urls: string[] = [];
    mockApi({
      ...statementsApi([]),
      'GET /billing/statements/4/2026-10/download': ({ url }: { url: string }) => {
        urls.push(url);
        return { body: 'pdf', headers: { 'content-disposition': 'attachment; filename="statement-northwind-2026-10.pdf"' } };
      },
    });
    const createObjectURL = vi.fn(() => 'blob:statement');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    renderApp(`${STATEMENTS_PATH}/4/2026-10`);
    await user.click(await screen.findByRole('button', { name: 'Télécharger' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF à lire' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(Object.fromEntries(new URL(urls[0]!, 'http://x').searchParams)).toEqual({ format: 'pdf', language: 'fr' });
  });
});
