import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, pageStatuses, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';

const dashboard = {
  counts: { customers: 12, active_accounts: 48, orders: 7, new_notifications: 3 },
  last_logins: [{ id: 2, email: 'bob@customer.com', account_type_id: 200, account_type: 'master', last_login: null, login_count: 5 }],
};

describe('dashboard', () => {
  beforeEach(resetAppState);

  it('shows the staff banner, the counters with their links and the last logins', async () => {
    seedSession(makeAccount({ account_type_id: 100 }));
    mockApi({ 'GET /dashboard': { body: dashboard } });
    renderApp('/portal/dashboard/admin');
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    const orders = await screen.findByRole('link', { name: 'Orders 7' });
    expect(orders.getAttribute('href')).toBe('/portal/management/orders');
    expect(screen.getByRole('link', { name: 'Customers 12' }).getAttribute('href')).toBe('/portal/account/customers');
    expect(screen.getByRole('link', { name: 'Active accounts 48' }).getAttribute('href')).toBe('/portal/account/accounts');
    expect(screen.getByRole('link', { name: 'New notifications 3' }).getAttribute('href')).toBe('/portal/notification/notifications');
    const table = screen.getByRole('table');
    const row = within(table).getByText('bob@customer.com').closest('tr') as HTMLElement;
    expect(within(row).getByText('Master account')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByText('5')).toBeTruthy();
  });

  it('keeps the last logins\' place while they load: placeholder rows and a loading status, never "No data found"', async () => {
    seedSession(makeAccount({ account_type_id: 100 }));
    const api = mockApi({ 'GET /dashboard': { body: dashboard } });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/dashboard')) await held;
      return (answer as NonNullable<typeof answer>)(input, init);
    });
    renderApp('/portal/dashboard/admin');
    const table = await screen.findByRole('table');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getAllByTestId('loading-row')).toHaveLength(10);
    expect(pageStatuses().map((s) => s.textContent)).toEqual([expect.stringMatching(/Loading/)]);
    expect(screen.queryByText('No data found')).toBeNull();

    release();
    expect(await within(table).findByText('bob@customer.com')).toBeTruthy();
    expect(within(table).queryAllByTestId('loading-row')).toHaveLength(0);
    expect(table.getAttribute('aria-busy')).toBe('false');
  });

  it('offers customers who may make orders the make-order banner, others (who may only follow them) the coverage banner', async () => {
    const master = makeAccount({ account_type_id: 200, accounttype: { id: 200, account_type: 'master' } });
    seedSession(master, [perm(200, { read: true, list: true, write: true })]);
    mockApi({ 'GET /dashboard': { body: dashboard } });
    const first = renderApp('/portal/dashboard/master');
    const make = await screen.findByRole('link', { name: 'Make an order' });
    expect(make.getAttribute('href')).toBe('/portal/management/orders');
    // the portal's content takes the full width (no 1100 px cap that squeezed the wide tables)
    expect(document.querySelector('main')).toBeTruthy();
    expect(document.querySelector('main .mantine-Container-root:not([data-fluid])')).toBeNull();
    first.unmount();

    seedSession(master, [perm(200, { read: true, list: false })]);
    const second = renderApp('/portal/dashboard/master');
    const coverage = await screen.findByRole('link', { name: 'View service coverage' });
    expect(coverage.getAttribute('href')).toBe('/visitor/service_number_coverage');
    second.unmount();

    // a billing sub-account lists orders but cannot order
    const billing = makeAccount({ account_type_id: 240, accounttype: { id: 240, account_type: 'sub-account-billing' } });
    seedSession(billing, [perm(200, { read: true, list: true })]);
    renderApp('/portal/dashboard/sub-account-billing');
    expect(await screen.findByRole('link', { name: 'View service coverage' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Make an order' })).toBeNull();
  });

  it("sends a user who opens another type's dashboard to their own", async () => {
    seedSession(makeAccount({ account_type_id: 230, accounttype: { id: 230, account_type: 'sub-account-operation' } }));
    mockApi({ 'GET /dashboard': { body: dashboard } });
    const { router } = renderApp('/portal/dashboard/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/dashboard/sub-account-operation'));
  });

  it('resolves the login-landing aliases to the dashboard of the account type', async () => {
    seedSession(makeAccount({ account_type_id: 120, accounttype: { id: 120, account_type: 'provider_product' } }));
    mockApi({ 'GET /dashboard': { body: dashboard } });
    const { router } = renderApp('/portal/administrator');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/dashboard/provider_product'));
  });

  it('shows 0 on the badges, without an error toast, while downloads and notifications are not served', async () => {
    seedSession(makeAccount({ account_type_id: 100 }));
    const api = mockApi({ 'GET /dashboard': { body: dashboard } });
    renderApp('/portal/dashboard/admin');
    await waitFor(() => expect(api.callsTo('GET', '/downloads')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', '/notifications')).toHaveLength(1));
    const downloads = await screen.findByRole('link', { name: 'Downloads (0)' });
    expect(downloads.getAttribute('href')).toBe('/portal/downloads');
    expect(screen.getByRole('link', { name: 'Notifications (0)' })).toBeTruthy();
    expect(screen.queryByText('We couldnt find what you are looking for')).toBeNull();
    // the administrator also gets the configuration link
    expect(screen.getByRole('link', { name: 'Configuration' }).getAttribute('href')).toBe('/portal/administration/configuration/edit');
  });

  it('shows the unread count and hides the configuration link from other types', async () => {
    seedSession(makeAccount({ account_type_id: 110, accounttype: { id: 110, account_type: 'provider_sales' } }));
    mockApi({ 'GET /dashboard': { body: dashboard }, 'GET /notifications': { body: { data: [], count: 4 } } });
    renderApp('/portal/dashboard/provider_sales');
    expect(await screen.findByRole('link', { name: 'Notifications (4)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Configuration' })).toBeNull();
  });
});
