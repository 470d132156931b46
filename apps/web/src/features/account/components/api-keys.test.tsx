import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';

/** A company master's permissions as the server codes them: orders in full, products read. */
const MASTER_PERMISSIONS = [
  perm(200, { read: true, list: true, write: true, edit: true, delete: true }),
  perm(210, { read: true, list: true }),
];

const restricted = {
  id: 7,
  name: 'Reporting',
  prefix: 'gsn_Rr11Rr11',
  created_at: '2026-11-01T08:00:00Z',
  last_used_at: '2026-11-03T08:00:00Z',
  expires_at: '2027-01-30T08:00:00Z',
  scopes: ['orders:read', 'products:read'],
  allowed_ips: ['203.0.113.0/24'],
  last_used_ip: '203.0.113.9',
};

describe('API keys on the profile', () => {
  beforeEach(resetAppState);

  it('shows each key’s access and allowed addresses; creates a read-only key for chosen addresses', async () => {
    seedSession(makeAccount(), MASTER_PERMISSIONS);
    const api = mockApi({
      'GET /account/profile': { body: makeAccount() },
      'GET /account/sessions': { body: { data: [] } },
      'GET /account/api_keys': { body: { data: [restricted] } },
      'POST /account/api_keys': ({ body }) => ({
        status: 201,
        body: { ...restricted, id: 8, ...(body as object), secret: `gsn_${'Ab1'.repeat(14)}x` },
      }),
    });
    const user = userEvent.setup();
    renderApp('/portal/profile');
    const row = await screen.findByTestId('api-key-row');
    expect(within(row).getByText('Orders: read')).toBeTruthy();
    expect(within(row).getByText('Products: read')).toBeTruthy();
    expect(within(row).getByText('203.0.113.0/24')).toBeTruthy();
    expect(within(row).getByText('from 203.0.113.9')).toBeTruthy();

    await user.type(screen.getByLabelText('Key name'), 'Reader');
    await user.click(screen.getByRole('radio', { name: /Read only/ }));
    // a bad address is named, and nothing is sent
    await user.type(screen.getByLabelText(/Allowed addresses/), '203.0.113.7/24');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(/203\.0\.113\.7\/24 has bits set after its prefix/)).toBeTruthy();
    expect(api.callsTo('POST', '/account/api_keys')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Allowed addresses/));
    await user.type(screen.getByLabelText(/Allowed addresses/), '203.0.113.0/24{enter}2001:db8::/32');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await screen.findByTestId('api-key-secret');
    expect(api.callsTo('POST', '/account/api_keys')[0]?.body).toEqual({
      name: 'Reader',
      expires_in_days: 90,
      scopes: ['orders:read', 'products:read'],
      allowed_ips: ['203.0.113.0/24', '2001:db8::/32'],
    });
  });

  it('offers per-area scopes of what the account holds only; writing includes reading', async () => {
    seedSession(makeAccount(), MASTER_PERMISSIONS);
    const api = mockApi({
      'GET /account/profile': { body: makeAccount() },
      'GET /account/sessions': { body: { data: [] } },
      'GET /account/api_keys': { body: { data: [] } },
      'POST /account/api_keys': () => ({ status: 201, body: { ...restricted, secret: `gsn_${'Ab1'.repeat(14)}x` } }),
    });
    const user = userEvent.setup();
    renderApp('/portal/profile');
    await user.type(await screen.findByLabelText('Key name'), 'Orders robot');
    await user.click(screen.getByRole('radio', { name: 'Choose per area' }));
    const table = screen.getByTestId('api-key-scopes');
    // products are read only for this account; vendors are not offered at all
    expect(within(table).queryByRole('checkbox', { name: 'Products: write' })).toBeNull();
    expect(within(table).queryByText('Vendors')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Choose at least one permission')).toBeTruthy();
    await user.click(within(table).getByRole('checkbox', { name: 'Orders: write' }));
    expect((within(table).getByRole('checkbox', { name: 'Orders: read' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(api.callsTo('POST', '/account/api_keys')).toHaveLength(1));
    expect(api.callsTo('POST', '/account/api_keys')[0]?.body).toMatchObject({ scopes: ['orders:read', 'orders:write'] });
  });

  it('renames a key', async () => {
    seedSession(makeAccount(), MASTER_PERMISSIONS);
    let keys = [restricted];
    const api = mockApi({
      'GET /account/profile': { body: makeAccount() },
      'GET /account/sessions': { body: { data: [] } },
      'GET /account/api_keys': () => ({ body: { data: keys } }),
      'PATCH /account/api_keys/7': ({ body }) => {
        keys = [{ ...restricted, name: (body as { name: string }).name }];
        return { body: { message: 'API key renamed', data: keys[0] } };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/profile');
    await user.click(await screen.findByRole('button', { name: 'Rename the key Reporting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the API key' });
    const name = within(dialog).getByLabelText('Key name');
    expect((name as HTMLInputElement).value).toBe('Reporting');
    await user.clear(name);
    await user.type(name, 'Monthly reporting');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/account/api_keys/7')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/account/api_keys/7')[0]?.body).toEqual({ name: 'Monthly reporting' });
    expect(await screen.findByText('The key is now called “Monthly reporting”')).toBeTruthy();
    expect(await screen.findByText('Monthly reporting')).toBeTruthy();
  });
});
