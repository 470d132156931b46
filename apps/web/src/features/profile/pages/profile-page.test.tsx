import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, renderApp, resetAppState, seedSession } from '../../../test/utils';

const EMAIL_MESSAGE = 'Profile updated successfully. You will be log out. Please log with the new email';

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

  it('logs out 2 s after an own e-mail change', async () => {
    const account = makeAccount();
    seedSession(account);
    const api = mockApi({
      'GET /account/profile': { body: account },
      'PUT /account/profile': ({ body }) => ({
        body: { message: EMAIL_MESSAGE, account: { ...account, email: (body as { email: string }).email }, logout: true },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/profile');
    const email = await screen.findByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(EMAIL_MESSAGE)).toBeTruthy();
    const sent = api.callsTo('PUT', '/account/profile')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ email: 'new@example.com', firstname: 'Ada', lastname: 'Lovelace', currency: 'USD', jobtitle: null });
    expect(localStorage.getItem('token')).toBe('test-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'), { timeout: 3500 });
    expect(localStorage.getItem('token')).toBeNull();
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
