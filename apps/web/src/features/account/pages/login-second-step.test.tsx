import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session';
import { deviceTokenFor } from '../api/device-tokens';
import { makeAccount, mockApi, perm, renderApp, resetAppState } from '../../../test/utils';

const CHALLENGE = {
  mfa_required: true,
  mfa_token: 'mfa-token-1234567890',
  expires_at: '2030-01-01T00:05:00.000Z',
  methods: ['totp', 'recovery_code'],
};

async function typePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/E-mail/), 'sales@example.com');
  await user.type(screen.getByLabelText(/Password/), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('sign-in with a second factor', () => {
  beforeEach(resetAppState);

  it('asks for the code after the password, says a wrong one beside the field, and signs in with the right one', async () => {
    const account = makeAccount({ id: 7, account_type_id: 110, accounttype: { id: 110, account_type: 'provider_sales' } });
    const api = mockApi({
      'POST /account/login': { body: CHALLENGE },
      'POST /account/login/mfa': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: { token: 'tok-2', expires_at: '2030-01-01T00:00:00.000Z', account, device: 'device-token-for-sales-01' } }
          : { status: 401, body: { statusCode: 401, code: 'auth.mfa_code_invalid', message: 'The code is not valid' } },
      'GET /permissions/my_permissions': { body: { data: [perm(200, { read: true })], count: 1 } },
      'GET /dashboard': { body: { counts: { customers: 0, active_accounts: 0, orders: 0, new_notifications: 0 }, last_logins: [] } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/login');
    await typePassword(user);

    const code = await screen.findByLabelText(/Code/);
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    // no session before the second step
    expect(getSession()).toBeNull();
    expect(screen.queryByRole('button', { name: /passkey/ })).toBeNull();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code is not valid. Check it and try again.')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/dashboard/provider_sales'));
    expect(api.callsTo('POST', '/account/login/mfa').map((c) => c.body)).toEqual([
      { mfa_token: CHALLENGE.mfa_token, code: '000000' },
      { mfa_token: CHALLENGE.mfa_token, code: '123456' },
    ]);
    expect(getSession()?.token).toBe('tok-2');
    // the sign-in completed at the second step: this browser keeps the device token it answered, and sends it to both
    // steps next time
    expect(deviceTokenFor('sales@example.com')).toBe('device-token-for-sales-01');
  });

  it('offers the passkey when the account has one, and goes back to the password when the step has expired', async () => {
    mockApi({
      'POST /account/login': { body: { ...CHALLENGE, methods: ['webauthn'], webauthn: { challenge: 'abc', rpId: 'localhost' } } },
    });
    const user = userEvent.setup();
    renderApp('/account/login');
    await typePassword(user);
    expect(await screen.findByRole('button', { name: 'Use a passkey or security key' })).toBeTruthy();
    expect(screen.queryByLabelText(/Code/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('sends an account that must add a second factor to the enrolment page, and keeps it there', async () => {
    const account = makeAccount({ id: 8, account_type_id: 110, accounttype: { id: 110, account_type: 'provider_sales' } });
    mockApi({
      'POST /account/login': { body: { token: 'tok-3', expires_at: '2030-01-01T00:00:00.000Z', account, mfa_enrolment_required: true } },
      'GET /permissions/my_permissions': { body: { data: [], count: 0 } },
      'GET /account/mfa': { body: { factors: [], recovery_codes_left: 0, required: true, enrolment_required: true } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/login');
    await typePassword(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/enrol'));
    expect(await screen.findByRole('heading', { name: 'Add a second factor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add an authenticator app' })).toBeTruthy();
    // the portal is closed until a factor is added
    await router.navigate('/portal/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/enrol'));
  });
});
