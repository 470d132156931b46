import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { ALL_FLAGS, customerRow } from '../../../test/fixtures/accounts';

const admin = makeAccount({ id: 1 });
const sales = makeAccount({ id: 9, account_type_id: 110, accounttype: { id: 110, account_type: 'provider_sales' } });
const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });

/** The server's answer lists more than the user may create: the form still offers only creatableAccountTypes. */
const typesAnswer = (ids: number[]) => ({
  body: { data: ids.map((id) => ({ id, account_type: String(id), description: `Type ${id}` })), count: ids.length },
});

function optionNames() {
  return screen.getAllByRole('option').map((o) => o.textContent);
}

describe('add account', () => {
  beforeEach(resetAppState);

  it('offers provider sales staff only the provider types, never the administrator (docs/security.md, Accounts)', async () => {
    seedSession(sales, [perm(110, ALL_FLAGS)]);
    mockApi({ 'GET /customer/account/types/': typesAnswer([100, 110, 120, 130, 140, 200, 400]) });
    const user = userEvent.setup();
    renderApp('/portal/account/accounts/add');
    await user.click(await screen.findByRole('combobox', { name: /Account type/ }));
    expect(optionNames()).toEqual(['Provider sales', 'Provider product', 'Provider operation', 'Provider billing']);
  });

  it('offers a master account only the four sub-account types and posts to the customer signup', async () => {
    seedSession(master, [perm(110, ALL_FLAGS)]);
    const api = mockApi({
      'GET /customer/account/types/': typesAnswer([210, 220, 230, 240]),
      'POST /customer/account/signup': { status: 201, body: { message: 'User added successfully', data: {} } },
      'GET /accounts/': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/account/accounts/add');
    await user.click(await screen.findByRole('combobox', { name: /Account type/ }));
    expect(optionNames()).toEqual(['Sub-account (sales)', 'Sub-account (product)', 'Sub-account (operation)', 'Sub-account (billing)']);
    await user.click(screen.getByRole('option', { name: 'Sub-account (billing)' }));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'New.Billing@Example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('User added successfully')).toBeTruthy();
    expect(api.callsTo('POST', '/customer/account/signup')[0]?.body).toEqual({ email: 'New.Billing@Example.com', account_type_id: 240 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/account/accounts'));
  });

  it('requires the type and the e-mail, and a customer when the administrator creates a master account', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS)]);
    const api = mockApi({
      'GET /customer/account/types/': typesAnswer([100, 110, 120, 130, 140, 200]),
      'GET /customers/': { body: { data: [customerRow({ id: 3, name: 'Northwind Telecom' })], count: 1 } },
      'POST /account/signup': { status: 201, body: { message: 'User added successfully' } },
      'GET /accounts/': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/accounts/add');
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Choose an account type')).toBeTruthy();
    expect(screen.getByText('E-mail is required')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: /Account type/ }));
    await user.click(screen.getByRole('option', { name: 'Master account' }));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'boss@northwind.example');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please choose the customer of this account')).toBeTruthy();
    expect(api.callsTo('POST', '/account/signup')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /^Customer/ }));
    await user.click(await screen.findByRole('option', { name: 'Northwind Telecom' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST', '/account/signup')).toHaveLength(1));
    expect(api.callsTo('POST', '/account/signup')[0]?.body).toEqual({
      email: 'boss@northwind.example',
      account_type_id: 200,
      customer_id: 3,
    });
  });
});

describe('add account refusals', () => {
  beforeEach(resetAppState);

  it('shows a refusal under its field and as a toast in the interface language, and focuses the first invalid field', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS)]);
    mockApi({
      'GET /customer/account/types/': typesAnswer([100, 110]),
      'POST /account/signup': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'This e-mail is already used by another account',
          errors: [{ field: 'email', message: 'This e-mail is already used by another account' }],
        },
      },
    });
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    renderApp('/portal/account/accounts/add');
    await user.click(await screen.findByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Type de compte/ })));
    await user.click(screen.getByRole('combobox', { name: /Type de compte/ }));
    await user.click(screen.getByRole('option', { name: 'Ventes du fournisseur' }));
    await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'sam.sales@gsn.example');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    // under the field and as a toast, without the technical field name
    await waitFor(() => expect(screen.getAllByText('Cette adresse e-mail est déjà utilisée par un autre compte')).toHaveLength(2));
    expect(screen.queryByText(/^email:/)).toBeNull();
  });
});

describe('edit account', () => {
  beforeEach(resetAppState);

  it('shows the username read-only and sends only what changed', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS)]);
    const target = makeAccount({ id: 2, username: 'sam.sales', email: 'sam@gsn.example', account_type_id: 110 });
    const api = mockApi({
      'GET /accounts/2': { body: target },
      'PUT /accounts/2': { body: { message: 'User updated successfully', data: target } },
      'GET /accounts/': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/account/accounts/edit/2');
    const username = await screen.findByRole('textbox', { name: 'Username' });
    expect((username as HTMLInputElement).value).toBe('sam.sales');
    expect(username.hasAttribute('readonly')).toBe(true);

    await user.click(screen.getByRole('combobox', { name: /Account type/ }));
    // the administrator may give the provider types; the master type moves only through the customer
    expect(optionNames()).toEqual(['Administrator', 'Provider sales', 'Provider product', 'Provider operation', 'Provider billing']);
    await user.keyboard('{Escape}');

    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    expect(api.callsTo('PUT', '/accounts/2')).toHaveLength(0);

    await user.type(email, 'sam@gsn.example');
    await user.click(screen.getByRole('switch', { name: 'Disabled' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated successfully')).toBeTruthy();
    expect(api.callsTo('PUT', '/accounts/2')[0]?.body).toEqual({ status: 'active', disabled: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/account/accounts'));
  });

  it('resends the activation e-mail of an account still created, and offers it for no other', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS)]);
    const pending = makeAccount({ id: 3, username: 'new', email: 'new@gsn.example', account_type_id: 130, status: 'created' });
    const api = mockApi({
      'GET /accounts/3': { body: pending },
      'POST /accounts/3/resend_activation': { body: { message: 'The activation e-mail has been sent again' } },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/accounts/edit/3');
    await user.click(await screen.findByRole('button', { name: 'Resend activation e-mail' }));
    expect(await screen.findByText('The activation e-mail has been sent again')).toBeTruthy();
    expect(api.callsTo('POST', '/accounts/3/resend_activation')).toHaveLength(1);
  });

  it('shows no resend button for an active account', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS)]);
    mockApi({ 'GET /accounts/2': { body: makeAccount({ id: 2, account_type_id: 110, status: 'active' }) } });
    renderApp('/portal/account/accounts/edit/2');
    expect(await screen.findByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend activation e-mail' })).toBeNull();
  });

  it('lets staff end every session of the account or forget its failed sign-ins, after confirming', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS)]);
    const api = mockApi({
      'GET /accounts/2': { body: makeAccount({ id: 2, email: 'sam@gsn.example', account_type_id: 110 }) },
      'DELETE /accounts/2/sessions': { body: { message: 'Every session of the account has been ended' } },
      'DELETE /accounts/2/sign-in-failures': { body: { message: 'The account’s failed sign-ins have been forgotten' } },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/accounts/edit/2');
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    expect(
      await screen.findByText('sam@gsn.example will be signed out everywhere and must sign in again. API keys keep working.'),
    ).toBeTruthy();
    // Cancel first: nothing sent
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/accounts/2/sessions')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End every session of this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText('Every session of sam@gsn.example has been ended')).toBeTruthy();
    expect(api.callsTo('DELETE', '/accounts/2/sessions')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Forget failed sign-ins' }));
    const forget = await screen.findByRole('dialog', { name: 'Forget the failed sign-ins of this account?' });
    await user.click(within(forget).getByRole('button', { name: 'Forget failed sign-ins' }));
    expect(await screen.findByText('The failed sign-ins of sam@gsn.example have been forgotten')).toBeTruthy();
    expect(api.callsTo('DELETE', '/accounts/2/sign-in-failures')).toHaveLength(1);
  });

  it('offers a master no sign-in security for its sub-accounts (staff secure accounts)', async () => {
    seedSession(master, [perm(110, ALL_FLAGS)]);
    mockApi({ 'GET /accounts/60': { body: makeAccount({ id: 60, account_type_id: 230, customer_id: 3 }) } });
    renderApp('/portal/account/accounts/edit/60');
    expect(await screen.findByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End all sessions' })).toBeNull();
  });

  it('sends a user who may not manage the account to the unauthorised page', async () => {
    seedSession(admin, [perm(110, ALL_FLAGS)]);
    mockApi({ 'GET /accounts/1': { body: admin } });
    const { router } = renderApp('/portal/account/accounts/edit/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });

  it('is closed to users without the edit permission', async () => {
    seedSession(admin, [perm(110, { read: true, list: true })]);
    mockApi({});
    const { router } = renderApp('/portal/account/accounts/edit/2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });
});
