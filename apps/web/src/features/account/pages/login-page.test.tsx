import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState } from '../../../test/utils';

const UNAUTHORIZED = 'Unauthorized: Username or password is invalid.';

describe('login page', () => {
  beforeEach(resetAppState);

  it('does not submit while a field is empty', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp('/account/login');
    const submit = await screen.findByRole('button', { name: 'Login' });
    expect(submit).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText(/E-mail/), 'someone@example.com');
    expect(submit).toHaveProperty('disabled', true);
    await user.click(submit);
    // submitting the form another way (Enter) is blocked too
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    expect(api.callsTo('POST', '/account/login')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Password/), 'x');
    expect(submit).toHaveProperty('disabled', false);
  });

  it('shows the server message on a 401 and stays signed out', async () => {
    const api = mockApi({
      'POST /account/login': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: UNAUTHORIZED } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/login');
    await user.type(await screen.findByLabelText(/E-mail/), 'someone@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(UNAUTHORIZED)).toBeTruthy();
    const [call] = api.callsTo('POST', '/account/login');
    expect(call?.body).toEqual({ email: 'someone@example.com', password: 'wrong-password' });
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it('stores the session and permissions, then opens the dashboard of the account type', async () => {
    const account = makeAccount({ id: 7, account_type_id: 110, accounttype: { id: 110, account_type: 'provider_sales' } });
    const api = mockApi({
      'POST /account/login': { body: { token: 'tok-123', expires_at: '2030-01-01T00:00:00.000Z', account, device: 'dev-sales' } },
      'GET /permissions/my_permissions': { body: { data: [perm(200, { read: true, list: true })], count: 1 } },
      'GET /dashboard': { body: { counts: { customers: 4, active_accounts: 9, orders: 2, new_notifications: 1 }, last_logins: [] } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/Login');
    await user.type(await screen.findByLabelText(/E-mail/), 'sales@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/dashboard/provider_sales'));
    expect(localStorage.getItem('token')).toBe('tok-123');
    // this browser's device token for the e-mail, sent with its next sign-in
    expect(JSON.parse(localStorage.getItem('device_tokens') ?? '{}')).toEqual({ 'sales@example.com': 'dev-sales' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').email).toBe(account.email);
    const stored = JSON.parse(localStorage.getItem('permissions') ?? '{}');
    expect(stored.data).toHaveLength(1);
    const lifetime = stored.expires_at - Date.now();
    expect(lifetime).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(2 * 3600_000);
    // the permissions call carried the new token
    expect(api.callsTo('GET', '/permissions/my_permissions')[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(await screen.findByTestId('welcome-line')).toHaveProperty('textContent', 'Welcome, admin (Provider sales)');
  });

  it('sends the token this browser got at an earlier sign-in of the e-mail, and keeps the new one', async () => {
    localStorage.setItem('device_tokens', JSON.stringify({ 'sales@example.com': 'dev-earlier', 'other@example.com': 'dev-other' }));
    const account = makeAccount({ id: 7, account_type_id: 110, accounttype: { id: 110, account_type: 'provider_sales' } });
    const api = mockApi({
      'POST /account/login': { body: { token: 'tok-9', expires_at: '2030-01-01T00:00:00.000Z', account, device: 'dev-earlier' } },
      'GET /permissions/my_permissions': { body: { data: [], count: 0 } },
      'GET /dashboard': { body: { counts: { customers: 0, active_accounts: 0, orders: 0, new_notifications: 0 }, last_logins: [] } },
    });
    const user = userEvent.setup();
    renderApp('/account/login');
    await user.type(await screen.findByLabelText(/E-mail/), 'Sales@Example.com');
    await user.type(screen.getByLabelText(/Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-9'));
    expect(api.callsTo('POST', '/account/login')[0]?.body).toEqual({
      email: 'Sales@Example.com',
      password: 'Secret#123',
      device: 'dev-earlier',
    });
    // signing out keeps the browser's tokens
    expect(JSON.parse(localStorage.getItem('device_tokens') ?? '{}')).toEqual({
      'other@example.com': 'dev-other',
      'sales@example.com': 'dev-earlier',
    });
  });

  it('returns to the page that was asked for when signed out (an e-mail’s link), with its query', async () => {
    const account = makeAccount({ id: 7, account_type_id: 130, accounttype: { id: 130, account_type: 'provider_operation' } });
    mockApi({
      'POST /account/login': { body: { token: 'tok-9', expires_at: '2030-01-01T00:00:00.000Z', account, device: 'dev-ops' } },
      'GET /permissions/my_permissions': { body: { data: [perm(900, { read: true, list: true })], count: 1 } },
      'GET /traffic/alerts': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/report/traffic/alerts?state=open');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    await user.type(await screen.findByLabelText(/E-mail/), 'ops@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/report/traffic/alerts'));
    expect(router.state.location.search).toBe('?state=open');
  });

  it('sends registered users (type 400) to the visitor area', async () => {
    const account = makeAccount({ id: 9, account_type_id: 400, accounttype: { id: 400, account_type: 'registered' } });
    mockApi({
      'POST /account/login': { body: { token: 'tok-400', expires_at: '2030-01-01T00:00:00.000Z', account } },
      'GET /permissions/my_permissions': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/login');
    await user.type(await screen.findByLabelText(/E-mail/), 'me@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visitor'));
    expect(localStorage.getItem('token')).toBe('tok-400');
  });
});
