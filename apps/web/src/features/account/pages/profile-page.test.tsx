import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECURITY_MESSAGES } from '@gsn/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { makeAccount, mockApi, renderApp, resetAppState, seedSession } from '../../../test/utils';

describe('profile page', () => {
  beforeEach(resetAppState);

  it('validates like the domain schema before sending anything', async () => {
    const account = makeAccount();
    seedSession(account);
    const api = mockApi({ 'GET /account/profile': { body: account } });
    const user = userEvent.setup();
    renderApp('/portal/profile');
    const firstname = await screen.findByLabelText(/First name/);
    expect(screen.getByTestId('login-count').textContent).toBe('3');
    await user.clear(firstname);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(api.callsTo('PUT', '/account/profile')).toHaveLength(0);
  });

  it('asks for the current password to change the e-mail, which changes only once the mailed link is followed', async () => {
    const account = makeAccount();
    seedSession(account);
    const api = mockApi({
      'GET /account/profile': { body: account },
      'GET /account/sessions': { body: { data: [] } },
      'PUT /account/profile': { body: { message: SECURITY_MESSAGES.emailChangePending, account, logout: false } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/profile');
    const email = await screen.findByLabelText(/^E-mail/);
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.type(await screen.findByLabelText(/^Current password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated. To change the e-mail, follow the link we sent to the new address.')).toBeTruthy();
    const sent = api.callsTo('PUT', '/account/profile')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ email: 'new@example.com', current_password: 'Secret#123', firstname: 'Ada', lastname: 'Lovelace' });
    // Still signed in, the form back on the current e-mail.
    await waitFor(() => expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe(account.email));
    expect(router.state.location.pathname).toBe('/portal/profile');
    expect(localStorage.getItem('token')).toBe('test-token');
  });

  it('lists the active sessions and ends one or all the others', async () => {
    const account = makeAccount();
    seedSession(account);
    const sessions = [
      {
        id: '11111111-1111-4111-8111-111111111111',
        created_at: '2026-11-01T08:00:00Z',
        last_used_at: '2026-11-01T09:00:00Z',
        ip: '192.0.2.1',
        user_agent: 'Laptop browser',
        current: true,
      },
      {
        id: '22222222-2222-4222-8222-222222222222',
        created_at: '2026-11-01T07:00:00Z',
        last_used_at: '2026-11-01T07:30:00Z',
        ip: '198.51.100.9',
        user_agent: 'Phone browser',
        current: false,
      },
    ];
    const api = mockApi({
      'GET /account/profile': { body: account },
      'GET /account/sessions': { body: { data: sessions } },
      [`DELETE /account/sessions/${sessions[1]!.id}`]: { body: { message: 'Session ended' } },
      'DELETE /account/sessions': { body: { message: 'All other sessions ended' } },
    });
    const user = userEvent.setup();
    renderApp('/portal/profile');
    expect(await screen.findByText('Phone browser')).toBeTruthy();
    expect(screen.getAllByTestId('session-row')).toHaveLength(2);
    expect(screen.getByText('This session')).toBeTruthy();
    expect(screen.getByText('198.51.100.9')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End this session' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/account/sessions/${sessions[1]!.id}`)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/account/sessions')).toHaveLength(1));
  });

  it('creates an API key, shows its secret once with a copy button, lists and revokes keys', async () => {
    const account = makeAccount();
    seedSession(account);
    const existing = {
      id: 3,
      name: 'Billing',
      prefix: 'gsn_AbCd1234',
      created_at: '2026-11-01T08:00:00Z',
      last_used_at: null,
      expires_at: '2027-01-30T08:00:00Z',
      scopes: null,
      allowed_ips: null,
      last_used_ip: null,
    };
    const secret = `gsn_${'Zy9'.repeat(14)}x`;
    let keys = [existing];
    const api = mockApi({
      'GET /account/profile': { body: account },
      'GET /account/sessions': { body: { data: [] } },
      'GET /account/api_keys': () => ({ body: { data: keys } }),
      'POST /account/api_keys': ({ body }) => {
        const created = {
          id: 4,
          name: (body as { name: string }).name,
          prefix: secret.slice(0, 12),
          created_at: '2026-11-02T08:00:00Z',
          last_used_at: null,
          expires_at: '2027-11-02T08:00:00Z',
          scopes: null,
          allowed_ips: null,
          last_used_ip: null,
        };
        keys = [created, existing];
        return { status: 201, body: { ...created, secret } };
      },
      'DELETE /account/api_keys/3': () => {
        keys = keys.filter((k) => k.id !== 3);
        return { body: { message: 'API key revoked' } };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/profile');
    expect(await screen.findByText('gsn_AbCd1234…')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    // when each key stops working
    expect(screen.getByTestId('api-key-expires').textContent).toBe(formatDateTime(existing.expires_at));

    // a name is required
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Please enter a name for the key')).toBeTruthy();
    expect(api.callsTo('POST', '/account/api_keys')).toHaveLength(0);

    await user.type(screen.getByLabelText('Key name'), '  ERP  ');
    // 90 days unless chosen otherwise
    await user.click(screen.getByRole('combobox', { name: 'Expires after' }));
    await user.click(await screen.findByRole('option', { name: '365 days' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('api-key-secret')).textContent).toBe(secret);
    expect(api.callsTo('POST', '/account/api_keys')[0]?.body).toEqual({ name: 'ERP', expires_in_days: 365 });
    expect(screen.getByText(/Copy the key “ERP” now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the key' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have copied the key' }));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')).toBeNull());
    // the secret is nowhere on the page any more; the list shows the new key by its prefix
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(2));
    expect(document.body.textContent).not.toContain(secret);

    await user.click(screen.getByRole('button', { name: 'Revoke the key Billing' }));
    expect(await screen.findByText(/Systems using the key “Billing” will be refused at once/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/account/api_keys/3')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(1));
    expect(await screen.findByText('The key “Billing” has been revoked')).toBeTruthy();
  });

  it('offers no new key once the account holds the maximum', async () => {
    const account = makeAccount();
    seedSession(account);
    const keys = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      name: `k${i}`,
      prefix: `gsn_${String(i).padStart(8, '0')}`,
      created_at: '2026-11-01T08:00:00Z',
      last_used_at: '2026-11-02T08:00:00Z',
      expires_at: '2027-01-30T08:00:00Z',
      scopes: null,
      allowed_ips: null,
      last_used_ip: null,
    }));
    mockApi({
      'GET /account/profile': { body: account },
      'GET /account/sessions': { body: { data: [] } },
      'GET /account/api_keys': { body: { data: keys } },
    });
    renderApp('/portal/profile');
    expect(await screen.findByText('You hold the maximum of 25 keys. Revoke one to create another.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create key' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers account deletion only to registered users (type 400)', async () => {
    const registered = makeAccount({ account_type_id: 400, accounttype: { id: 400, account_type: 'registered' } });
    seedSession(registered);
    const api = mockApi({
      'GET /account/profile': { body: registered },
      'DELETE /accounts/': { body: { message: 'Account deleted successfully' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/visitor/profile');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.type(await screen.findByLabelText(/^Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visitor'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Account deleted successfully')).toBeTruthy();
    expect(api.callsTo('DELETE', '/accounts/')[0]?.body).toEqual({ password: 'Secret#123' });
  });

  it('does not show deletion to other account types', async () => {
    const account = makeAccount({ account_type_id: 200, accounttype: { id: 200, account_type: 'master' } });
    seedSession(account);
    mockApi({ 'GET /account/profile': { body: account } });
    renderApp('/portal/profile');
    expect(await screen.findByLabelText(/First name/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
  });
});
