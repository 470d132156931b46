import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../test/utils';
import { apiGet, ApiError, apiPost, apiPut } from './api';
import { getSession, setSession } from './session';

describe('API client', () => {
  beforeEach(resetAppState);

  it('ends the session on a 401 of an authenticated call and warns about the timeout', async () => {
    seedSession(makeAccount(), [perm(110, { read: true, list: true })]);
    const api = mockApi({
      'GET /dashboard': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Session expired' } },
    });
    const { router } = renderApp('/portal/dashboard/admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    // sign-in will return to the page the session ended on
    expect(router.state.location.state).toEqual({ from: '/portal/dashboard/admin' });
    expect(api.callsTo('GET', '/dashboard')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('permissions')).toBeNull();
    expect(getSession()).toBeNull();
    // the warning follows about half a second later, once
    expect(await screen.findByText('Timeout, please login again', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getAllByText('Timeout, please login again')).toHaveLength(1);
    expect(screen.queryByText('Session expired')).toBeNull();
  });

  it('clears the session when the stored expiry passes without a renewal', async () => {
    setSession({ token: 'short', user: makeAccount(), expiresAt: new Date(Date.now() + 300).toISOString() });
    mockApi({});
    renderApp('/visitor/contacts');
    await waitFor(() => expect(getSession()).toBeNull(), { timeout: 2000 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Timeout, please login again', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('sends a fresh Idempotency-Key with each signed-in POST, none where a secret is answered, on PUT or signed out', async () => {
    seedSession();
    const api = mockApi({
      'POST /orders': { status: 201, body: {} },
      'POST /webhooks': { status: 201, body: {} },
      'PUT /orders/1': { body: {} },
    });
    await apiPost('/orders', { reference: 'a' });
    await apiPost('/orders', { reference: 'a' });
    await apiPost('/webhooks', { url: 'https://x.example' }, { idempotent: false });
    await apiPut('/orders/1', { status: 'saved' });
    const keys = api.callsTo('POST', '/orders').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(api.callsTo('POST', '/webhooks')[0]?.headers.get('Idempotency-Key')).toBeNull();
    expect(api.callsTo('PUT', '/orders/1')[0]?.headers.get('Idempotency-Key')).toBeNull();
  });

  it('renews the stored expiry from x-session-expires', async () => {
    seedSession();
    mockApi({ 'GET /account/profile': { body: makeAccount(), headers: { 'x-session-expires': '2031-05-06T07:08:09.000Z' } } });
    await apiGet('/account/profile');
    expect(localStorage.getItem('session_expires')).toBe('2031-05-06T07:08:09.000Z');
    expect(getSession()?.expiresAt).toBe('2031-05-06T07:08:09.000Z');
  });

  it('reads empty bodies as null and shows each field error as a toast', async () => {
    mockApi({
      'GET /empty': { status: 200 },
      'GET /invalid': {
        status: 422,
        body: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: 'Validation failed',
          errors: [
            { field: 'email', message: 'Please enter a valid e-mail address' },
            { field: 'firstname', message: 'First name is required' },
          ],
        },
      },
      'GET /missing': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such thing' } },
    });
    renderApp('/visitor/contacts');
    expect(await apiGet('/empty')).toBeNull();
    await expect(apiGet('/invalid')).rejects.toBeInstanceOf(ApiError);
    // the messages alone, never prefixed with the raw field name
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.queryByText(/^email:/)).toBeNull();
    await expect(apiGet('/missing')).rejects.toMatchObject({ status: 404 });
    expect(await screen.findByText('We couldnt find what you are looking for')).toBeTruthy();
  });
});
