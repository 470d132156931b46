import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { ALL_FLAGS, accountRow, customerRow } from '../../../test/fixtures/accounts';

const admin = makeAccount({ id: 1 });
const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });

const staffRows = [
  accountRow({ id: 1, username: 'admin', account_type_id: 100 }),
  accountRow({ id: 2, username: 'sam.sales', account_type_id: 110 }),
  accountRow({ id: 3, username: 'reg.user', account_type_id: 400, status: 'created' }),
  accountRow({
    id: 4,
    username: 'sub.one',
    account_type_id: 210,
    customer_id: 3,
    customer: { id: 3, name: 'Northwind Telecom' },
    disabled: true,
  }),
];

function rowOf(username: string): HTMLElement {
  return screen.getByRole('rowheader', { name: username }).closest('tr') as HTMLElement;
}

describe('accounts list', () => {
  beforeEach(resetAppState);

  it('shows the columns, staff filters and the actions the administrator may take', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS), perm(120, ALL_FLAGS)]);
    const urls: string[] = [];
    mockApi({
      'GET /accounts/': ({ url }) => {
        urls.push(url);
        return { body: { data: staffRows, count: 4 } };
      },
      'GET /customers/': { body: { data: [customerRow({ id: 3, name: 'Northwind Telecom' })], count: 1 } },
    });
    renderApp('/portal/account/accounts');
    await screen.findByRole('rowheader', { name: 'sub.one' });
    const table = screen.getByRole('table', { name: 'Accounts you may see' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Username', 'Company', 'First name', 'Last name', 'Account type', 'Status', 'Disabled', 'Actions']);

    const sub = rowOf('sub.one');
    expect(within(sub).getByText('Northwind Telecom')).toBeTruthy();
    expect(within(sub).getByText('Sub-account (sales)')).toBeTruthy();
    expect(within(sub).getByText('Disabled')).toBeTruthy();
    expect(urls[0]).toContain('limit=10');
    expect(urls[0]).toContain('page=0');

    // staff filter by account type and customer as well as status and disabled
    expect(screen.getByRole('combobox', { name: 'Account type' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Disabled' })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Add account' }).getAttribute('href')).toBe('/portal/account/accounts/add');
    // never on oneself
    expect(within(rowOf('admin')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rowOf('admin')).queryByRole('link', { name: /Edit/ })).toBeNull();
    // the administrator may not act on customer sub-accounts (spec 1 §6)
    expect(within(sub).queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(within(rowOf('sam.sales')).getByRole('link', { name: 'Edit sam.sales' }).getAttribute('href')).toBe(
      '/portal/account/accounts/edit/2',
    );
    expect(within(rowOf('sam.sales')).getByRole('button', { name: 'Delete sam.sales' })).toBeTruthy();
    // add customer only on registered (400) rows
    expect(
      within(rowOf('reg.user'))
        .getByRole('link', { name: /Add a customer with reg.user/ })
        .getAttribute('href'),
    ).toBe('/portal/account/customers/master/3');
    expect(within(rowOf('sam.sales')).queryByRole('link', { name: /Add a customer/ })).toBeNull();
  });

  it('sends the chosen filters and goes back to the first page', async () => {
    seedSession(admin, [perm(110, { read: true, list: true })]);
    const urls: string[] = [];
    mockApi({
      'GET /accounts/': ({ url }) => {
        urls.push(url);
        return { body: { data: staffRows, count: 35 } };
      },
      'GET /customers/': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/account/accounts?page=2');
    await screen.findByRole('rowheader', { name: 'sam.sales' });
    expect(urls[0]).toContain('page=1');
    expect(screen.getByTestId('list-total').textContent).toBe('Results: 35');
    // 4 pages, one neighbour each side
    expect(screen.getByRole('button', { name: 'Go to page 4' })).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Terminated' }));
    await waitFor(() => expect(urls.at(-1)).toContain('status=terminated'));
    expect(urls.at(-1)).toContain('page=0');

    await user.click(screen.getByRole('combobox', { name: 'Disabled' }));
    await user.click(await screen.findByRole('option', { name: 'Disabled' }));
    await waitFor(() => expect(urls.at(-1)).toContain('disabled=true'));

    await user.click(screen.getByRole('combobox', { name: 'Account type' }));
    await user.click(await screen.findByRole('option', { name: 'Registered user' }));
    await waitFor(() => expect(urls.at(-1)).toContain('account_type_code=400'));

    // 10 a page by default; 10/25/50/100 to choose from, kept in the address
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', '100']);
    expect((size as HTMLSelectElement).value).toBe('10');
    await user.selectOptions(size, '25');
    await waitFor(() => expect(urls.at(-1)).toContain('limit=25'));
    expect(urls.at(-1)).toContain('account_type_code=400');
    // the address follows the list's state on the next tick (nuqs writes it after the state)
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('size')).toBe('25'));
    // 35 accounts at 25 a page: two pages
    expect(await screen.findByRole('button', { name: 'Go to page 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to page 3' })).toBeNull();

    // no write/edit/delete permission: no buttons at all
    expect(screen.queryByRole('link', { name: 'Add account' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('gives customers only the account type filter, limited to company types', async () => {
    seedSession(master, [perm(110, ALL_FLAGS)]);
    mockApi({
      'GET /accounts/': {
        body: {
          data: [
            accountRow({ id: 50, username: 'me.master', account_type_id: 200, customer_id: 3 }),
            accountRow({ id: 51, username: 'sub.sales', account_type_id: 210, customer_id: 3 }),
          ],
          count: 2,
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/accounts');
    await screen.findByRole('rowheader', { name: 'sub.sales' });
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Account type' }));
    // the options of this filter's list, not those of the page size choice
    const options = within(screen.getByRole('listbox', { name: 'Account type' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Master account',
      'Sub-account (sales)',
      'Sub-account (product)',
      'Sub-account (operation)',
      'Sub-account (billing)',
    ]);
    // a master manages its sub-accounts, never itself
    expect(within(rowOf('sub.sales')).getByRole('link', { name: 'Edit sub.sales' })).toBeTruthy();
    expect(within(rowOf('me.master')).queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(within(rowOf('me.master')).queryByRole('button', { name: /Delete/ })).toBeNull();
    // no add-customer action for customers
    expect(screen.queryByRole('link', { name: /Add a customer/ })).toBeNull();
  });

  it("shows 'No data found' for an empty list", async () => {
    seedSession(admin, [perm(110, { read: true, list: true })]);
    mockApi({ 'GET /accounts/': { body: { data: [], count: 0 } }, 'GET /customers/': { body: { data: [], count: 0 } } });
    renderApp('/portal/account/accounts');
    expect(await screen.findByText('No data found')).toBeTruthy();
    expect(screen.getByTestId('list-total').textContent).toBe('Results: 0');
  });

  it('deletes after confirming in the modal and shows the server message', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS)]);
    const api = mockApi({
      'GET /accounts/': { body: { data: staffRows, count: 4 } },
      'GET /customers/': { body: { data: [], count: 0 } },
      'DELETE /accounts/2': { body: { message: 'User deleted successfully' } },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/accounts');
    await screen.findByRole('rowheader', { name: 'sam.sales' });
    await user.click(within(rowOf('sam.sales')).getByRole('button', { name: 'Delete sam.sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(within(dialog).getByText(/Delete the account sam.sales\?/)).toBeTruthy();
    // focus starts on Cancel; Escape closes without deleting
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/accounts/2')).toHaveLength(0);

    await user.click(within(rowOf('sam.sales')).getByRole('button', { name: 'Delete sam.sales' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    expect(api.callsTo('DELETE', '/accounts/2')).toHaveLength(1);
  });

  it('resends the activation e-mail of an account still created, after confirming, and offers it for no other', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS)]);
    const api = mockApi({
      'GET /accounts/': { body: { data: staffRows, count: 4 } },
      'GET /customers/': { body: { data: [], count: 0 } },
      'POST /accounts/3/resend_activation': { body: { message: 'The activation e-mail has been sent again' } },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/accounts');
    await screen.findByRole('rowheader', { name: 'reg.user' });
    expect(screen.getAllByRole('button', { name: /^Resend the activation e-mail/ })).toHaveLength(1);
    for (const active of ['admin', 'sam.sales', 'sub.one']) {
      expect(within(rowOf(active)).queryByRole('button', { name: /Resend/ })).toBeNull();
    }
    await user.click(within(rowOf('reg.user')).getByRole('button', { name: 'Resend the activation e-mail to reg.user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend activation e-mail' });
    expect(
      within(dialog).getByText('Send a new activation link to user3@example.com? The account reg.user has not been activated yet.'),
    ).toBeTruthy();
    // focus starts on Cancel; Cancel sends nothing
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/accounts/3/resend_activation')).toHaveLength(0);

    await user.click(within(rowOf('reg.user')).getByRole('button', { name: 'Resend the activation e-mail to reg.user' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The activation e-mail has been sent again')).toBeTruthy();
    expect(api.callsTo('POST', '/accounts/3/resend_activation')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets a master resend for its own sub-account, in its language, and says so when it was activated meanwhile', async () => {
    seedSession(master, [perm(110, ALL_FLAGS)]);
    mockApi({
      'GET /accounts/': {
        body: {
          data: [
            accountRow({ id: 50, username: 'me.master', account_type_id: 200, customer_id: 3 }),
            accountRow({ id: 52, username: 'new.sub', account_type_id: 210, customer_id: 3, status: 'created' }),
          ],
          count: 2,
        },
      },
      'POST /accounts/52/resend_activation': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'This account is already activated' },
      },
    });
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    renderApp('/portal/account/accounts');
    await screen.findByRole('rowheader', { name: 'new.sub' });
    await user.click(within(rowOf('new.sub')).getByRole('button', { name: 'Renvoyer l’e-mail d’activation à new.sub' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renvoyer l’e-mail d’activation' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Ce compte est déjà activé')).toBeTruthy();
  });

  it('opens the confirmation from /delete/{id}', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS)]);
    mockApi({
      'GET /accounts/': { body: { data: staffRows, count: 4 } },
      'GET /accounts/2': { body: makeAccount({ id: 2, username: 'sam.sales', account_type_id: 110 }) },
      'GET /customers/': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/account/accounts/delete/2');
    expect(await screen.findByRole('dialog', { name: 'Delete account' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/account/accounts'));
  });
});
