import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { accountTypesBody, functionalitiesBody, permissionRow } from '../../../test/fixtures/administration';

const ALL = { read: true, list: true, write: true, edit: true, delete: true };
const admin = makeAccount();
const master = makeAccount({ id: 7, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function optionNames() {
  return screen.getAllByRole('option').map((o) => o.textContent);
}

describe('permissions administration', () => {
  beforeEach(resetAppState);

  it('lists permissions 10 per page with flag icons and permission-gated actions', async () => {
    seedSession(admin, [perm(1010, { read: true, list: true, edit: true })]);
    const rows = Array.from({ length: 10 }, (_, i) => permissionRow({ id: i + 1, functionality_id: 400, write: i === 0 }));
    const api = mockApi({
      'GET /permissions': { body: { data: rows, count: 23 } },
      'GET /account/types/': { body: accountTypesBody },
      'GET /functionalities': { body: functionalitiesBody },
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/permissions');
    const table = await screen.findByRole('table', { name: 'Permissions' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('Provider sales')).toBeTruthy();
    expect(within(first).getByText('Notifications')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Create: granted' })).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Delete: not granted' })).toBeTruthy();
    // edit allowed, delete and write not
    expect(within(first).getByRole('link', { name: /^Edit/ }).getAttribute('href')).toBe('/portal/administration/permissions/edit/1');
    expect(within(first).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add permission' })).toBeNull();
    // 23 rows: three pages
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    const firstCall = api.calls.find((c) => c.path === '/permissions');
    expect(firstCall).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => {
      const urls = api.fetchMock.mock.calls.map((c) => String(c[0]));
      expect(urls.some((u) => u.includes('/permissions?') && u.includes('page=1') && u.includes('limit=10'))).toBe(true);
    });
  });

  it('deletes after the confirmation and shows the server message', async () => {
    seedSession(admin, [perm(1010, ALL)]);
    const api = mockApi({
      'GET /permissions': { body: { data: [permissionRow({ id: 9 })], count: 1 } },
      'GET /account/types/': { body: accountTypesBody },
      'GET /functionalities': { body: functionalitiesBody },
      'DELETE /permissions/9': { body: { message: 'Permission deleted' } },
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/permissions');
    expect(await screen.findByRole('link', { name: 'Add permission' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /^Delete: Provider sales/ }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('DELETE', '/permissions/9')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Permission deleted')).toBeTruthy();
    expect(api.callsTo('DELETE', '/permissions/9')).toHaveLength(1);
  });

  it('add shows only the checkboxes the functionality allows, and list follows read', async () => {
    seedSession(admin, [perm(1010, ALL)]);
    const api = mockApi({
      'GET /account/types/': { body: accountTypesBody },
      'GET /functionalities': { body: functionalitiesBody },
      'GET /permissions': { body: { data: [], count: 0 } },
      'POST /permissions': ({ body }) => ({ status: 201, body: { message: 'Permission created', data: { id: 99, ...(body as object) } } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/administration/permissions/add');
    await screen.findByRole('form', { name: 'Add a permission' });
    // no account type yet: the functionality cannot be chosen and no checkbox is shown
    expect(screen.getByRole('combobox', { name: /Functionality/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);

    await choose(user, /Account type/, 'Provider sales');
    // staff side: Support (800) allows read, list, write only
    await choose(user, /Functionality/, 'Support');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('name'))).toEqual(['read', 'list', 'write']);
    const list = screen.getByRole('checkbox', { name: 'List' }) as HTMLInputElement;
    expect(list.disabled).toBe(true);
    expect(list.checked).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Read' }));
    expect(list.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Create' }));

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Permission created')).toBeTruthy();
    expect(api.callsTo('POST', '/permissions')[0]?.body).toEqual({
      account_type_id: 110,
      functionality_id: 800,
      read: true,
      list: true,
      write: true,
      edit: false,
      delete: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/administration/permissions'));
  });

  it('add offers only functionalities with operations for the side of the account type', async () => {
    seedSession(admin, [perm(1010, ALL)]);
    mockApi({ 'GET /account/types/': { body: accountTypesBody }, 'GET /functionalities': { body: functionalitiesBody } });
    const user = userEvent.setup();
    renderApp('/portal/administration/permissions/add');
    await screen.findByRole('form', { name: 'Add a permission' });
    await choose(user, /Account type/, 'Sub-account (sales)');
    await user.click(screen.getByRole('combobox', { name: /Functionality/ }));
    const offered = optionNames();
    // customer side: no tariffs, vendors, account types or functionalities admin
    expect(offered).toContain('Orders');
    expect(offered).toContain('Permissions');
    for (const hidden of ['Tariffs', 'Vendors', 'Account types', 'Functionalities', 'Registered users'])
      expect(offered).not.toContain(hidden);
    // spec 000 §6: five for customers
    expect(offered).toHaveLength(5);
    await user.keyboard('{Escape}');
    await choose(user, /Account type/, 'Provider sales');
    await user.click(screen.getByRole('combobox', { name: /Functionality/ }));
    // and eight for staff, with the audit trail and billing: no profile, notifications, reports, inventory or tariffs
    expect(optionNames()).toHaveLength(10);
    expect(optionNames()).toContain('Audit trail');
    for (const hidden of ['Tariffs', 'Reports', 'Notifications', 'Account types']) expect(optionNames()).not.toContain(hidden);
  });

  it('does not offer a master Delete on a default row, only on its company’s own', async () => {
    seedSession(master, [perm(1010, ALL)]);
    mockApi({
      'GET /permissions': {
        body: {
          data: [
            permissionRow({ id: 1, account_type_id: 210, functionality_id: 200, customer_id: null }),
            permissionRow({ id: 2, account_type_id: 220, functionality_id: 200, customer_id: 3 }),
          ],
          count: 2,
        },
      },
      'GET /account/types/': { body: accountTypesBody },
      'GET /functionalities': { body: functionalitiesBody },
    });
    renderApp('/portal/administration/permissions');
    const table = await screen.findByRole('table', { name: 'Permissions' });
    const [, defaultRow, ownRow] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(defaultRow!).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(ownRow!).getByRole('button', { name: /^Delete/ })).toBeTruthy();
  });

  it('a master sees only its sub-account types 210–240', async () => {
    seedSession(master, [perm(1010, ALL)]);
    mockApi({ 'GET /account/types/': { body: accountTypesBody }, 'GET /functionalities': { body: functionalitiesBody } });
    const user = userEvent.setup();
    renderApp('/portal/administration/permissions/add');
    await screen.findByRole('form', { name: 'Add a permission' });
    await user.click(screen.getByRole('combobox', { name: /Account type/ }));
    expect(optionNames()).toEqual(['Sub-account (sales)', 'Sub-account (product)', 'Sub-account (operation)', 'Sub-account (billing)']);
  });

  it('a master grants no more than it holds itself', async () => {
    seedSession(master, [perm(1010, ALL), perm(1020, { read: true, list: true })]);
    const api = mockApi({
      'GET /account/types/': { body: accountTypesBody },
      'GET /functionalities': { body: functionalitiesBody },
      'POST /permissions': { status: 201, body: { message: 'Permission added successfully' } },
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/permissions/add');
    await screen.findByRole('form', { name: 'Add a permission' });
    await choose(user, /Account type/, 'Sub-account (sales)');
    await user.click(screen.getByRole('combobox', { name: /Functionality/ }));
    expect(optionNames()).toEqual(['Permissions', 'Notification types']);
    await user.click(screen.getByRole('option', { name: 'Notification types' }));
    expect(screen.getAllByRole('checkbox').map((b) => b.getAttribute('name'))).toEqual(['read', 'list']);
    await user.click(screen.getByRole('checkbox', { name: 'Read' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Permission added successfully');
    expect(api.callsTo('POST', '/permissions')[0]?.body).toEqual({
      account_type_id: 210,
      functionality_id: 1020,
      read: true,
      list: true,
      write: false,
      edit: false,
      delete: false,
    });
  });

  it('edit disables both selectors, shows only the allowed checkboxes and sends list equal to read', async () => {
    seedSession(admin, [perm(1010, ALL)]);
    const row = permissionRow({ id: 5, account_type_id: 120, functionality_id: 1020, read: true, list: true, edit: true });
    const api = mockApi({
      'GET /permissions/5': { body: row },
      'PUT /permissions/5': ({ body }) => ({ body: { message: 'Permission updated', data: { ...row, ...(body as object) } } }),
      'GET /permissions': { body: { data: [row], count: 1 } },
      'GET /account/types/': { body: accountTypesBody },
      'GET /functionalities': { body: functionalitiesBody },
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/permissions/edit/5');
    const type = await screen.findByRole('combobox', { name: 'Account type' });
    const functionality = screen.getByRole('combobox', { name: 'Functionality' });
    expect(type.hasAttribute('disabled')).toBe(true);
    expect(functionality.hasAttribute('disabled')).toBe(true);
    expect((type as HTMLInputElement).value).toBe('Provider product');
    expect((functionality as HTMLInputElement).value).toBe('Notification types');
    // notification types (1020): read, list, edit only
    expect(screen.getAllByRole('checkbox').map((b) => b.getAttribute('name'))).toEqual(['read', 'list', 'edit']);
    await user.click(screen.getByRole('checkbox', { name: 'Read' }));
    expect((screen.getByRole('checkbox', { name: 'List' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Permission updated')).toBeTruthy();
    expect(api.callsTo('PUT', '/permissions/5')[0]?.body).toEqual({ read: false, list: false, write: false, edit: true, delete: false });
  });

  it('sends users without the permission to the unauthorised page', async () => {
    seedSession(admin, [perm(1010, { read: true, list: true })]);
    mockApi({});
    const { router } = renderApp('/portal/administration/permissions/add');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });
});
