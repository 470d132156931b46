import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, renderApp, resetAppState, seedSession } from '../../../test/utils';

describe('confirm e-mail page', () => {
  beforeEach(resetAppState);

  it('follows the link once, confirms the change and signs the user out', async () => {
    seedSession(makeAccount());
    const api = mockApi({
      'POST /account/confirm-email': {
        body: { message: 'Your e-mail has been changed. Please sign in with the new address.', email: 'new@example.com' },
      },
    });
    renderApp('/account/confirm-email/tok123456789');
    expect(await screen.findByText('Your e-mail has been changed. Please sign in with the new address.')).toBeTruthy();
    // the token goes in the body, never in a URL a log keeps
    expect(api.callsTo('POST', '/account/confirm-email').map((c) => c.body)).toEqual([{ token: 'tok123456789' }]);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toBeTruthy();
  });

  it('says so when the link is invalid or expired', async () => {
    mockApi({
      'POST /account/confirm-email': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'This link is invalid or has expired.' },
      },
    });
    renderApp('/account/confirm-email/expired12345');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('This link is invalid or has expired.')).toBeTruthy();
  });
});
