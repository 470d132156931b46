import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, renderApp, resetAppState, seedSession } from '../test/utils';
import { ApiError, apiPost } from './api';
import { getSession } from './session';

const STEP_UP = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', code: 'auth.step_up_required', message: 'Please confirm it is you' },
};
const NO_FACTORS = { body: { factors: [], recovery_codes_left: 0, required: false, enrolment_required: false } };

describe('step-up in the API client', () => {
  beforeEach(resetAppState);

  it('keeps the session, asks for the password in a dialog, then repeats the call and resolves it', async () => {
    seedSession(makeAccount(), []);
    let proved = false;
    const api = mockApi({
      'GET /account/mfa': NO_FACTORS,
      'POST /account/api_keys': () => (proved ? { status: 201, body: { id: 7, secret: 'gsn_x' } } : STEP_UP),
      'POST /account/reauth': ({ body }) => {
        if ((body as { password?: string }).password !== 'Right!pass1') {
          return {
            status: 422,
            body: { statusCode: 422, code: 'account.current_password_wrong', message: 'The current password is incorrect' },
          };
        }
        proved = true;
        return { body: { message: 'Thank you, you may continue' } };
      },
    });
    renderApp('/visitor/contacts');
    const user = userEvent.setup();
    // the control the user acted from
    const opener = (await screen.findAllByRole('link'))[0]!;
    opener.focus();

    const call = apiPost<{ id: number }>('/account/api_keys', { name: 'Billing' });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const password = await screen.findByLabelText('Password');
    // focus moves into the dialog
    await waitFor(() => expect(document.activeElement).toBe(password));
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'Right!pass1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await expect(call).resolves.toEqual({ id: 7, secret: 'gsn_x' });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    // and focus is back where it was
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(api.callsTo('POST', '/account/api_keys')).toHaveLength(2);
    expect(api.callsTo('POST', '/account/reauth').map((c) => c.body)).toEqual([{ password: 'wrong' }, { password: 'Right!pass1' }]);
    // the session was never treated as lost
    expect(getSession()?.token).toBe('test-token');
    expect(screen.queryByText('Timeout, please login again')).toBeNull();
  });

  it('offers the authenticator code when the account has one; cancelling rejects the call and keeps the session', async () => {
    seedSession(makeAccount(), []);
    const api = mockApi({
      'GET /account/mfa': {
        body: {
          factors: [{ id: 1, kind: 'totp', name: 'Phone', created_at: '2026-01-01T00:00:00Z', last_used_at: null }],
          recovery_codes_left: 10,
          required: false,
          enrolment_required: false,
        },
      },
      'POST /account/mfa/recovery_codes': STEP_UP,
    });
    renderApp('/visitor/contacts');
    const user = userEvent.setup();
    const call = apiPost('/account/mfa/recovery_codes', {}).catch((e: unknown) => e);
    // a second refused call waits for the same dialog
    const other = apiPost('/account/mfa/recovery_codes', {}).catch((e: unknown) => e);
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(await screen.findByRole('radio', { name: 'Code' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Passkey' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const error = await call;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('auth.step_up_required');
    expect(await other).toBeInstanceOf(ApiError);
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
    expect(api.callsTo('POST', '/account/reauth')).toHaveLength(0);
    expect(getSession()?.token).toBe('test-token');
  });
});
