import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { accountTypesBody, functionalitiesBody } from '../../../test/fixtures/administration';

const ALL = { read: true, list: true, write: true, edit: true, delete: true };

describe('account types and functionalities (staff only)', () => {
  beforeEach(resetAppState);

  it('lists account types 10 per page; built-in types cannot be deleted', async () => {
    seedSession(makeAccount(), [perm(1000, ALL)]);
    const custom = { id: 600, account_type: 'partner', description: 'Partner' };
    mockApi({ 'GET /account/types/': { body: { data: [...accountTypesBody.data, custom], count: 13 } } });
    const user = userEvent.setup();
    renderApp('/portal/administration/account_types');
    const table = await screen.findByRole('table', { name: 'Account types' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect((within(table).getByRole('button', { name: 'Delete: 100 · administrator' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await within(table).findByText('partner')).toBeTruthy();
    expect((within(table).getByRole('button', { name: 'Delete: 600 · partner' }) as HTMLButtonElement).disabled).toBe(false);
    // breadcrumb: Home > Administration > Account types
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Administration')).toBeTruthy();
    expect(within(crumbs).getByText('Account types').getAttribute('aria-current')).toBe('page');
  });

  it('adds an account type validated like the domain schema', async () => {
    seedSession(makeAccount(), [perm(1000, ALL)]);
    const api = mockApi({
      'GET /account/types/': { body: accountTypesBody },
      'POST /account/types/': ({ body }) => ({ status: 201, body: { message: 'Account type added', data: body } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/administration/account_types/add');
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(api.callsTo('POST', '/account/types/')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /^ID/ }), '600');
    await user.type(screen.getByRole('textbox', { name: /^Account type/ }), 'partner');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Partner company');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Account type added')).toBeTruthy();
    expect(api.callsTo('POST', '/account/types/')[0]?.body).toEqual({ id: 600, account_type: 'partner', description: 'Partner company' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/administration/account_types'));
  });

  it('edits a functionality with its operation lists', async () => {
    seedSession(makeAccount(), [perm(1030, ALL)]);
    const f = functionalitiesBody.data.find((x) => x.id === 230);
    const api = mockApi({
      'GET /functionalities/230': { body: f },
      'GET /functionalities': { body: functionalitiesBody },
      'PUT /functionalities/230': { body: { message: 'Functionality updated' } },
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/functionalities/edit/230');
    const description = (await screen.findByRole('textbox', { name: /^Description/ })) as HTMLInputElement;
    expect(description.value).toBe('Tariffs');
    expect((screen.getByRole('textbox', { name: 'ID' }) as HTMLInputElement).readOnly).toBe(true);
    await user.click(screen.getByRole('combobox', { name: /^Customer operations/ }));
    await user.click(await screen.findByRole('option', { name: 'Read' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Functionality updated')).toBeTruthy();
    expect(api.callsTo('PUT', '/functionalities/230')[0]?.body).toEqual({
      description: 'Tariffs',
      category: 'management',
      sub_category: 'tariff',
      customercrud: ['read'],
      providercrud: ['read', 'list', 'write', 'edit', 'delete'],
    });
  });

  it('refuses customers even with the permission', async () => {
    seedSession(makeAccount({ account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 }), [
      perm(1000, ALL),
      perm(1030, ALL),
    ]);
    mockApi({});
    const { router } = renderApp('/portal/administration/functionalities');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });
});
