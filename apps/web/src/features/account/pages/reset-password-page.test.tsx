import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetAppState } from '../../../test/utils';

function ruleStates() {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((li) => [li.getAttribute('data-rule'), li.getAttribute('data-met')]),
  );
}

describe('reset password page', () => {
  beforeEach(resetAppState);

  it('checks the token, shows a live strength checklist and blocks weak passwords', async () => {
    const api = mockApi({
      'POST /account/token_verification': { body: { valid: true, email: 'new@example.com' } },
      'POST /account/activate': { body: { message: 'Password set successfully. You can now log in.' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/reset-password/abc123');

    expect(await screen.findByText('For the account new@example.com')).toBeTruthy();
    expect(ruleStates()).toEqual({ length: 'false', lowercase: 'false', uppercase: 'false', digit: 'false', special: 'false' });

    const newPassword = screen.getByLabelText(/^New password/);
    await user.type(newPassword, 'abcdefgh');
    expect(ruleStates()).toEqual({ length: 'true', lowercase: 'true', uppercase: 'false', digit: 'false', special: 'false' });

    await user.type(screen.getByLabelText(/Repeat the new password/), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText('The password does not meet all the requirements below')).toBeTruthy();
    expect(api.callsTo('POST', '/account/activate')).toHaveLength(0);

    await user.clear(newPassword);
    await user.type(newPassword, 'Abcdef1!');
    expect(Object.values(ruleStates()).every((v) => v === 'true')).toBe(true);
    // still blocked while the repetition differs
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(api.callsTo('POST', '/account/activate')).toHaveLength(0);

    const retry = screen.getByLabelText(/Repeat the new password/);
    await user.clear(retry);
    await user.type(retry, 'Abcdef1!');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    // the link's token goes in the bodies, never in a URL a log keeps
    expect(api.callsTo('POST', '/account/token_verification')[0]?.body).toEqual({ token: 'abc123' });
    expect(api.callsTo('POST', '/account/activate')[0]?.body).toEqual({
      token: 'abc123',
      new_password: 'Abcdef1!',
      retry_password: 'Abcdef1!',
    });
    expect(await screen.findByText('Password set successfully. You can now log in.')).toBeTruthy();
  });

  it('returns to login with the error when the token is not valid', async () => {
    mockApi({
      'POST /account/token_verification': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'This link is invalid or has expired.' },
      },
    });
    const { router } = renderApp('/account/reset-password/expired');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
  });
});
