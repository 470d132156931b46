import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { ALL_FLAGS, accountRow, customerRow } from '../../../test/fixtures/accounts';

const admin = makeAccount({ id: 1 });
const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });
const countries = {
  body: {
    data: [
      { id: 1, code: 'GB', iso3: 'GBR', name: 'United Kingdom', dial_code: '+44', region: 'Europe' },
      { id: 2, code: 'SG', iso3: 'SGP', name: 'Singapore', dial_code: '+65', region: 'Asia' },
    ],
    count: 2,
  },
};
/** GET /accounts/ as the server answers it: `staff=true` leaves the customers' accounts out, `search` narrows. */
const staffAccounts = ({ url }: { url: string }) => {
  const q = new URLSearchParams(url.split('?')[1] ?? '');
  const all = [
    accountRow({ id: 2, account_type_id: 110, email: 'swong@gsn.example', userprofile: { firstname: 'Sam', lastname: 'Wong' } }),
    accountRow({ id: 3, account_type_id: 130, userprofile: { firstname: 'Ana', lastname: 'Ruiz' } }),
    accountRow({ id: 60, account_type_id: 210, customer_id: 3 }),
  ];
  const search = (q.get('search') ?? '').toLowerCase();
  const data = all.filter(
    (a) =>
      (q.get('staff') !== 'true' || a.account_type_id < 200) &&
      // as the server: the name or the e-mail holds what is typed
      `${a.userprofile?.firstname} ${a.userprofile?.lastname} ${a.email}`.toLowerCase().includes(search),
  );
  return { body: { data, count: data.length } };
};
const companies = [
  customerRow({
    id: 3,
    name: 'Northwind Telecom',
    former_name: 'Northwind Communications',
    website: 'https://www.northwind-telecom.example',
    provider_insight_company_code: 'NWT001',
    business_jurisdiction: 'United Kingdom',
    master_id: 50,
    master: { id: 50, email: 'master@northwind.example' },
  }),
  customerRow({ id: 4, name: 'Andes Voice SA', provider_insight_company_code: 'AVS003', business_jurisdiction: 'Chile' }),
];

describe('customers list', () => {
  beforeEach(resetAppState);

  it('shows the columns, filters by signed BDM and search, and offers the permitted actions', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS), perm(120, ALL_FLAGS)]);
    const urls: string[] = [];
    const api = mockApi({
      'GET /customers/': ({ url }) => {
        urls.push(url);
        return { body: { data: companies, count: 2 } };
      },
      'GET /accounts/': staffAccounts,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/account/customers');
    const first = (await screen.findByRole('rowheader', { name: 'Northwind Telecom' })).closest('tr') as HTMLElement;
    const table = screen.getByRole('table', { name: 'Customers (companies)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Company', 'Company alias', 'Website', 'Vendor code', 'Jurisdiction', 'Actions']);
    expect(within(first).getByText('Northwind Communications')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'https://www.northwind-telecom.example' }).getAttribute('rel')).toContain('noopener');
    expect(within(first).getByText('NWT001')).toBeTruthy();
    expect(urls[0]).toContain('limit=10');

    expect(screen.getByRole('link', { name: 'Add customer' }).getAttribute('href')).toBe('/portal/account/customers/add');
    expect(screen.getByRole('link', { name: 'Bulk add' }).getAttribute('href')).toBe('/portal/account/customers/bulk');
    expect(within(first).getByRole('link', { name: 'Edit Northwind Telecom' }).getAttribute('href')).toBe(
      '/portal/account/customers/edit/3',
    );
    expect(within(first).getByRole('button', { name: 'Delete Northwind Telecom' })).toBeTruthy();
    // a master account can be added only to a company without one
    expect(within(first).queryByRole('link', { name: /Add a master account/ })).toBeNull();
    const second = screen.getByRole('rowheader', { name: 'Andes Voice SA' }).closest('tr') as HTMLElement;
    expect(within(second).getByRole('link', { name: 'Add a master account to Andes Voice SA' }).getAttribute('href')).toBe(
      '/portal/account/customers/addmaster/4',
    );

    // the BDM choice asks the server for the provider's staff whose name holds what is typed
    await user.type(screen.getByRole('combobox', { name: 'Signed business development manager' }), 'won');
    const bdms = await screen.findByRole('listbox', { name: 'Signed business development manager' });
    await waitFor(() =>
      expect(
        within(bdms)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Sam Wong']),
    );
    // found by the e-mail while labelled by the name: the server's match is kept, not narrowed again by the label
    await user.clear(screen.getByRole('combobox', { name: 'Signed business development manager' }));
    await user.type(screen.getByRole('combobox', { name: 'Signed business development manager' }), 'swong@');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox', { name: 'Signed business development manager' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Sam Wong']),
    );
    const asked = () => api.fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/accounts/?'));
    await waitFor(() => expect(asked().at(-1)).toContain('search=swong%40'));
    expect(asked().at(-1)).toContain('staff=true');
    await user.click(screen.getByRole('option', { name: 'Sam Wong' }));
    await waitFor(() => expect(urls.at(-1)).toContain('provider_signed_bdm_id=2'));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'north');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(urls.at(-1)).toContain('search=north'));
    expect(urls.at(-1)).toContain('provider_signed_bdm_id=2');

    // 10 a page by default; 10/25/50/100 to choose from, kept in the address with the filters
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', '100']);
    expect((size as HTMLSelectElement).value).toBe('10');
    await user.selectOptions(size, '100');
    await waitFor(() => expect(urls.at(-1)).toContain('limit=100'));
    expect(urls.at(-1)).toContain('search=north');
    // the address follows the list's state on the next tick (nuqs writes it after the state)
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('size')).toBe('100'));
  });

  it('shows a master account only what its permissions allow', async () => {
    seedSession(master, [perm(110, ALL_FLAGS), perm(120, { read: true, list: true, edit: true })]);
    mockApi({ 'GET /customers/': { body: { data: [companies[0]], count: 1 } } });
    renderApp('/portal/account/customers');
    const row = (await screen.findByRole('rowheader', { name: 'Northwind Telecom' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Edit Northwind Telecom' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add customer' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bulk add' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Signed business development manager' })).toBeNull();
  });

  it('refuses to delete a company with accounts before asking, and deletes one without after confirmation', async () => {
    seedSession(admin, [perm(120, ALL_FLAGS)]);
    const api = mockApi({
      'GET /customers/': { body: { data: companies, count: 2 } },
      'GET /customers/3': { body: { ...companies[0], account_count: 2 } },
      'GET /customers/4': { body: { ...companies[1], account_count: 0 } },
      'GET /accounts/': staffAccounts,
      'DELETE /customers/4': { body: { message: 'Customer deleted successfully' } },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/customers');
    await user.click(await screen.findByRole('button', { name: 'Delete Northwind Telecom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete customer' });
    expect((await within(dialog).findByTestId('delete-blocked')).textContent).toBe(
      'Northwind Telecom cannot be deleted: it still has accounts (2). Delete its accounts first.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Delete customer' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(api.callsTo('DELETE', '/customers/3')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Andes Voice SA' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete customer' }));
    expect(await screen.findByText('Customer deleted successfully')).toBeTruthy();
    expect(api.callsTo('DELETE', '/customers/4')).toHaveLength(1);
  });
});

describe('customer forms', () => {
  beforeEach(resetAppState);

  it('asks for the company name and the master e-mail with the spec messages, as field errors and toasts', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS), perm(120, ALL_FLAGS)]);
    const api = mockApi({ 'GET /countries/': countries, 'GET /accounts/': staffAccounts });
    const user = userEvent.setup();
    renderApp('/portal/account/customers/add');
    // every part of the company form
    for (const legend of ['Company', 'Address', 'Commercial contact', 'Financial contact', 'Fault reporting contact', 'Master account']) {
      expect(await screen.findByRole('group', { name: legend })).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: 'Bank information' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('Please introduce the company name')).toHaveLength(2);
    expect(screen.getAllByText('Please add the email for the master account')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /Company name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/customers/')).toHaveLength(0);

    // a contact e-mail must be valid when given
    const commercial = screen.getByRole('group', { name: 'Commercial contact' });
    await user.type(within(commercial).getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await within(commercial).findByText('Please enter a valid e-mail address')).toBeTruthy();
  });

  it('creates a customer with its master e-mail and the nested contacts', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS), perm(120, ALL_FLAGS)]);
    const api = mockApi({
      'GET /countries/': countries,
      'GET /accounts/': staffAccounts,
      'POST /customers/': { status: 201, body: { message: 'Customer added successfully', data: companies[1] } },
      'GET /customers/': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/account/customers/add');
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Blue Harbour');
    await user.click(screen.getByRole('combobox', { name: 'Signed business development manager' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Wong' }));
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Singapore' }));
    const financial = screen.getByRole('group', { name: 'Financial contact' });
    await user.type(within(financial).getByRole('textbox', { name: 'Contact name' }), 'Accounts');
    await user.type(screen.getByRole('textbox', { name: /Master account e-mail/ }), 'master@blueharbour.example');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Customer added successfully')).toBeTruthy();
    expect(api.callsTo('POST', '/customers/')[0]?.body).toMatchObject({
      name: 'Blue Harbour',
      master_email: 'master@blueharbour.example',
      address_country: 'Singapore',
      provider_signed_bdm_id: 2,
      provider_signed_bdm_name: 'Sam Wong',
      commercial_contact: null,
      financial_contact: { name: 'Accounts', phone: null, email: null },
      website: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/account/customers'));
  });

  it('adds a customer from a registered account without a master e-mail field', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS), perm(120, ALL_FLAGS)]);
    const registered = makeAccount({ id: 77, username: 'reg.user', email: 'reg@example.com', account_type_id: 400 });
    const api = mockApi({
      'GET /countries/': countries,
      'GET /accounts/': staffAccounts,
      'GET /accounts/77': { body: registered },
      'POST /customers/': { status: 201, body: { message: 'Customer added successfully' } },
      'GET /customers/': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/customers/master/77');
    const card = await screen.findByRole('region', { name: 'Registered account' });
    expect(within(card).getByText('reg@example.com')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Master account e-mail/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Reg Co');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST', '/customers/')).toHaveLength(1));
    const body = api.callsTo('POST', '/customers/')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Reg Co', master_id: 77 });
    expect(body).not.toHaveProperty('master_email');
  });

  it('shows the master read-only on edit once set', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS), perm(120, ALL_FLAGS)]);
    const api = mockApi({
      'GET /countries/': countries,
      'GET /accounts/': staffAccounts,
      'GET /customers/3': { body: companies[0] },
      'PUT /customers/3': { body: { message: 'Customer updated successfully' } },
      'GET /customers/': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/customers/edit/3');
    const masterField = await screen.findByRole('textbox', { name: 'Master account' });
    expect((masterField as HTMLInputElement).value).toBe('master@northwind.example');
    expect(masterField.hasAttribute('readonly')).toBe(true);
    expect((screen.getByRole('textbox', { name: /Company name/ }) as HTMLInputElement).value).toBe('Northwind Telecom');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Customer updated successfully')).toBeTruthy();
    const body = api.callsTo('PUT', '/customers/3')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Northwind Telecom', business_jurisdiction: 'United Kingdom' });
    expect(body).not.toHaveProperty('master_id');
  });

  it('offers a choice of master on edit while the company has none', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS), perm(120, ALL_FLAGS)]);
    const api = mockApi({
      'GET /countries/': countries,
      'GET /accounts/': ({ url }) =>
        url.includes('customer_id=4')
          ? { body: { data: [accountRow({ id: 80, email: 'ops@andes.example', account_type_id: 230, customer_id: 4 })], count: 1 } }
          : url.includes('account_type_code=400')
            ? { body: { data: [accountRow({ id: 81, email: 'reg@example.com', account_type_id: 400 })], count: 1 } }
            : staffAccounts({ url }),
      'GET /customers/4': { body: companies[1] },
      'PUT /customers/4': { body: { message: 'Customer updated successfully' } },
      'GET /customers/': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/customers/edit/4');
    await user.click(await screen.findByRole('combobox', { name: /Master account/ }));
    await user.click(await screen.findByRole('option', { name: 'reg@example.com (Registered user)' }));
    expect(screen.getByRole('option', { name: 'ops@andes.example (Sub-account (operation))', hidden: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PUT', '/customers/4')).toHaveLength(1));
    expect(api.callsTo('PUT', '/customers/4')[0]?.body).toMatchObject({ master_id: 81 });
  });

  it('adds a master account to a customer with only an e-mail', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS), perm(120, ALL_FLAGS)]);
    const api = mockApi({
      'GET /customers/4': { body: companies[1] },
      'POST /account/signup': { status: 201, body: { message: 'User added successfully' } },
      'GET /customers/': { body: { data: [], count: 0 } },
      'GET /accounts/': staffAccounts,
    });
    const user = userEvent.setup();
    renderApp('/portal/account/customers/addmaster/4');
    expect(await screen.findByText('Andes Voice SA')).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /Master account e-mail/ }), 'master@andes.example');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST', '/account/signup')).toHaveLength(1));
    expect(api.callsTo('POST', '/account/signup')[0]?.body).toEqual({
      email: 'master@andes.example',
      account_type_id: 200,
      customer_id: 4,
    });
  });
});
