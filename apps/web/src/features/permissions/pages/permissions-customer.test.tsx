import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { accountTypesBody, functionalitiesBody, permissionRow } from '../../../test/fixtures/administration';
import { customerRow } from '../../../test/fixtures/accounts';

// Staff setting a permission for one company: the company picker on the form and the company's name in the list.
const ALL = { read: true, list: true, write: true, edit: true, delete: true };
const admin = makeAccount();
const master = makeAccount({ id: 7, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });
const northwind = customerRow({ id: 3, name: 'Northwind Telecom' });

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

type Api = ReturnType<typeof mockApi>;
const urls = (api: Api) => api.fetchMock.mock.calls.map((c) => String(c[0]));
const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('permissions for one company', () => {
  beforeEach(resetAppState);

  it('staff pick a company (searched on the server), then only customer types are offered', async () => {
    seedSession(admin, [perm(1010, ALL)]);
    const api = mockApi({
      'GET /account/types/': { body: accountTypesBody },
      'GET /functionalities': { body: functionalitiesBody },
      'GET /permissions': { body: { data: [], count: 0 } },
      'GET /customers/': { body: { data: [northwind], count: 1 } },
      'POST /permissions': ({ body }) => ({ status: 201, body: { message: 'Permission created', data: { id: 99, ...(body as object) } } }),
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/permissions/add');
    await screen.findByRole('form', { name: 'Add a permission' });
    await user.type(screen.getByRole('combobox', { name: /Company/ }), 'North');
    await waitFor(() => expect(urls(api).some((u) => u.includes('/customers') && u.includes('North'))).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Northwind Telecom' }));

    await user.click(screen.getByRole('combobox', { name: /Account type/ }));
    const offered = optionNames();
    expect(offered).toContain('Sub-account (operation)');
    expect(offered).not.toContain('Provider sales');
    await user.click(screen.getByRole('option', { name: 'Sub-account (operation)' }));
    await choose(user, /Functionality/, 'Orders');
    await user.click(screen.getByRole('checkbox', { name: 'Read' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Permission created')).toBeTruthy();
    expect(api.callsTo('POST', '/permissions')[0]?.body).toMatchObject({
      account_type_id: 230,
      functionality_id: 200,
      customer_id: 3,
      read: true,
    });
  });

  it('without a company the row is a default one and any type is offered', async () => {
    seedSession(admin, [perm(1010, ALL)]);
    mockApi({
      'GET /account/types/': { body: accountTypesBody },
      'GET /functionalities': { body: functionalitiesBody },
      'GET /customers/': { body: { data: [northwind], count: 1 } },
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/permissions/add');
    await screen.findByRole('form', { name: 'Add a permission' });
    await user.click(screen.getByRole('combobox', { name: /Account type/ }));
    expect(optionNames()).toEqual(expect.arrayContaining(['Provider sales', 'Sub-account (operation)']));
  });

  it('the list names the company of a company row, and staff filter by company in the address', async () => {
    seedSession(admin, [perm(1010, ALL)]);
    const rows = [
      permissionRow({ id: 1, account_type_id: 230, functionality_id: 900 }),
      permissionRow({ id: 2, account_type_id: 230, functionality_id: 900, customer_id: 3, customer: { id: 3, name: 'Northwind Telecom' } }),
    ];
    const api = mockApi({
      'GET /permissions': { body: { data: rows, count: 2 } },
      'GET /account/types/': { body: accountTypesBody },
      'GET /functionalities': { body: functionalitiesBody },
      'GET /customers/': { body: { data: [northwind], count: 1 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/administration/permissions');
    const table = await screen.findByRole('table', { name: 'Permissions' });
    const [, defaultRow, companyRow] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(companyRow!).getByText('Northwind Telecom')).toBeTruthy();
    expect(within(defaultRow!).queryByText('Northwind Telecom')).toBeNull();
    expect(
      within(companyRow!)
        .getByRole('link', { name: /Northwind Telecom/ })
        .getAttribute('href'),
    ).toBe('/portal/administration/permissions/edit/2');

    await choose(user, /Company/, 'Northwind Telecom');
    await waitFor(() => expect(router.state.location.search).toContain('customer_id=3'));
    await waitFor(() => expect(urls(api).some((u) => u.includes('/permissions?') && u.includes('customer_id=3'))).toBe(true));
  });

  it('edit shows the company of a company row (not changeable)', async () => {
    seedSession(admin, [perm(1010, ALL)]);
    const row = permissionRow({
      id: 2,
      account_type_id: 230,
      functionality_id: 200,
      customer_id: 3,
      customer: { id: 3, name: 'Northwind Telecom' },
    });
    mockApi({
      'GET /permissions/2': { body: row },
      'GET /account/types/': { body: accountTypesBody },
      'GET /functionalities': { body: functionalitiesBody },
    });
    renderApp('/portal/administration/permissions/edit/2');
    const company = (await screen.findByRole('textbox', { name: 'Company' })) as HTMLInputElement;
    expect(company.value).toBe('Northwind Telecom');
    expect(company.disabled).toBe(true);
  });

  it('a master has no company filter (its own company only)', async () => {
    seedSession(master, [perm(1010, ALL)]);
    mockApi({
      'GET /permissions': { body: { data: [], count: 0 } },
      'GET /account/types/': { body: accountTypesBody },
      'GET /functionalities': { body: functionalitiesBody },
    });
    renderApp('/portal/administration/permissions');
    await screen.findByRole('combobox', { name: 'Account type' });
    expect(screen.queryByRole('combobox', { name: /Company/ })).toBeNull();
  });
});
