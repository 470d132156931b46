import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { JURISDICTIONS } from '../../../test/fixtures/coverage';
import { customerUser, ORDERS, orderPerm, orderRow, staffUser } from '../test/fixtures';

const headers = () =>
  within(screen.getByRole('table', { name: 'Orders' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('order list', { timeout: 30_000 }, () => {
  beforeEach(resetAppState);

  it('shows staff the customer column and filter, Make order and Edit by permission, and filters by translated status', async () => {
    seedSession(staffUser, [orderPerm({ list: true, read: true, write: true, edit: true })]);
    const urls: string[] = [];
    mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /customers': { body: { data: [], count: 0 } },
      'GET /orders': ({ url }) => {
        urls.push(url);
        return { body: { data: [orderRow({ status: 'cancellation' })], count: 1 } };
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const row = (await screen.findByRole('rowheader', { name: '41' })).closest('tr') as HTMLElement;
    expect(headers()).toEqual([
      'Customer',
      'Order ID',
      'Service',
      'Country/region',
      'Customer reference',
      'Status',
      'Number quantity',
      'Channel quantity',
      'Currency',
      'NRC (one-time)',
      'MRC (monthly)',
      'Created',
      'Actions',
    ]);
    expect(within(row).getByText('Northwind')).toBeTruthy();
    expect(within(row).getByText('Cancellation requested')).toBeTruthy();
    expect(within(row).getByText('12.50')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit order 41' }).getAttribute('href')).toBe(`${ORDERS}/edit/41`);
    expect(within(row).getByRole('link', { name: 'Show order 41' }).getAttribute('href')).toBe(`${ORDERS}/show/41`);
    expect(screen.getByRole('link', { name: 'Make order' }).getAttribute('href')).toBe(`${ORDERS}/add`);
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBeTruthy();
    expect(screen.getByTestId('orders-note').textContent).toContain('an order prepared by the account manager');
    // the default sort and page size
    expect(urls[0]).toContain('orderby=updatedAt');
    expect(urls[0]).toContain('asc=false');
    expect(urls[0]).toContain('limit=10');

    const search = screen.getByRole('search', { name: 'Search orders' });
    await user.click(within(search).getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(14);
    await user.click(screen.getByRole('option', { name: 'Incomplete' }));
    await user.type(within(search).getByRole('textbox', { name: 'Customer reference' }), 'PO-4');
    await user.type(within(search).getByRole('textbox', { name: 'Order ID' }), '4x1');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(urls.at(-1)).toContain('status=incomplete'));
    expect(urls.at(-1)).toContain('reference=PO-4');
    expect(urls.at(-1)).toContain('order_id=41');
  });

  it('shows customers no customer column or filter, and neither Make order nor Edit without write and edit', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true })]);
    mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /orders': { body: { data: [orderRow()], count: 1 } },
    });
    renderApp(ORDERS);
    const row = (await screen.findByRole('rowheader', { name: '41' })).closest('tr') as HTMLElement;
    expect(headers()[0]).toBe('Order ID');
    expect(headers()).not.toContain('Customer');
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Make order' })).toBeNull();
    expect(within(row).queryByRole('link', { name: 'Edit order 41' })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Show order 41' })).toBeTruthy();
    expect(within(row).getByText('Requested')).toBeTruthy();
  });

  it('offers Make order to a customer with write, and the menu lists Orders', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true, write: true })]);
    mockApi({ 'GET /jurisdictions': JURISDICTIONS, 'GET /orders': { body: { data: [], count: 0 } } });
    renderApp(ORDERS);
    expect(await screen.findByRole('link', { name: 'Make order' })).toBeTruthy();
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  it('sorts by a column heading and shows 10, 25, 50 or 100 a page, both kept in the address', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true })]);
    const urls: string[] = [];
    mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /orders': ({ url }) => {
        urls.push(url);
        return { body: { data: [orderRow()], count: 60 } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`${ORDERS}?status=requested`);
    await screen.findByRole('rowheader', { name: '41' });
    const status = screen.getByRole('columnheader', { name: /Status/ });
    expect(status.getAttribute('aria-sort')).toBe('none');
    await user.click(within(status).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=requested&sort=status&dir=asc'));
    await waitFor(() => expect(urls.at(-1)).toContain('orderby=status'));
    expect(urls.at(-1)).toContain('asc=true');
    expect(urls.at(-1)).toContain('status=requested');
    expect(screen.getByRole('columnheader', { name: /Status/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(screen.getByRole('columnheader', { name: /Status/ })).getByRole('button'));
    await waitFor(() => expect(urls.at(-1)).toContain('asc=false'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(urls.at(-1)).toContain('limit=50'));
    // the address follows the list's state on the next tick (nuqs writes it after the state)
    await waitFor(() => expect(router.state.location.search).toBe('?status=requested&size=50&sort=status&dir=desc'));
    // 60 orders at 50 a page: two pages
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to page 3' })).toBeNull();
  });

  it('shows a loader while the first page loads: no "Results: 0", no "No data found"', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true })]);
    const { fetchMock } = mockApi({ 'GET /jurisdictions': JURISDICTIONS });
    // the order list never answers
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/orders') ? new Promise<Response>(() => {}) : fetchMock(input, init),
    );
    renderApp(ORDERS);
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByText('No data found')).toBeNull();
    expect(screen.getByTestId('list-total').textContent).toBe('');
    expect(screen.queryByText(/Results: 0/)).toBeNull();
  });

  it('says the list failed, not "No data found", when the server fails', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true })]);
    mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /orders': { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' } },
    });
    renderApp(ORDERS);
    expect(await screen.findByTestId('list-failed')).toBeTruthy();
    expect(screen.queryByText('No data found')).toBeNull();
    expect(screen.getByTestId('list-total').textContent).toBe('');
  });

  it('sends a user without list permission to the unauthorised page', async () => {
    seedSession(customerUser, [orderPerm({ read: true })]);
    mockApi({});
    const { router } = renderApp(ORDERS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });
});
