import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';

const master = makeAccount({ id: 9, account_type_id: 200, customer_id: 4, accounttype: { id: 200, account_type: 'master' } });
const ops = makeAccount({ id: 2, account_type_id: 130, accounttype: { id: 130, account_type: 'provider_operation' } });
const all = { read: true, list: true, write: true, edit: true, delete: true };

const proof = (over: Record<string, unknown> = {}) => ({
  id: 5,
  customer_id: 4,
  customer_name: 'Northwind Telecom',
  type: 'passport',
  country: 'GB',
  end_user_id: null,
  end_user_name: null,
  valid_until: '2099-01-01',
  state: 'pending',
  reject_reason: null,
  verified_at: null,
  warned_at: null,
  filename: 'x.png',
  original_name: 'passport.png',
  size: 3,
  expired: false,
  expiring_soon: false,
  orders: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('compliance profile', () => {
  beforeEach(resetAppState);

  it("shows the company's proofs with their state, the rejection's reason and the expiry markers", async () => {
    seedSession(master, [perm(200, all)]);
    mockApi({
      'GET /compliance/documents': {
        body: {
          data: [
            proof({ state: 'approved', expiring_soon: true, orders: 3 }),
            proof({ id: 6, type: 'address_proof', state: 'rejected', reject_reason: 'Older than three months', expired: true }),
          ],
          count: 2,
        },
      },
      'GET /compliance/end-users': { body: { data: [] } },
    });
    renderApp('/portal/management/compliance');
    const table = await screen.findByTestId('proofs-table', {}, { timeout: 5000 });
    await within(table).findByText('Address proof');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Passport');
    expect(rows[1]!.textContent).toContain('United Kingdom');
    expect(rows[1]!.textContent).toContain('Approved');
    expect(rows[1]!.textContent).toContain('Expires soon');
    expect(rows[2]!.textContent).toContain('Rejected: Older than three months');
    expect(rows[2]!.textContent).toContain('Expired');
  });

  it('asks for a country and a file before uploading a proof', async () => {
    seedSession(master, [perm(200, all)]);
    const api = mockApi({
      'GET /compliance/documents': { body: { data: [], count: 0 } },
      'GET /compliance/end-users': { body: { data: [] } },
    });
    const user = userEvent.setup();
    renderApp('/portal/management/compliance');
    await user.click(await screen.findByRole('button', { name: 'Add a proof' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a proof' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please choose a country')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('verifications', () => {
  beforeEach(resetAppState);

  it('lists the pending proofs for staff, and rejects one only with a reason', async () => {
    seedSession(ops, [perm(200, all)]);
    const api = mockApi({
      'GET /compliance/verifications': { body: { data: [proof()], count: 1 } },
      'PUT /compliance/documents/5/verification': ({ body }) => ({
        body: { message: 'Verification saved', data: proof(body as Record<string, unknown>) },
      }),
    });
    const user = userEvent.setup();
    renderApp('/portal/management/verifications');
    await user.click(await screen.findByRole('button', { name: 'Verify the Passport of Northwind Telecom' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give the reason for the rejection')).toBeTruthy();
    expect(api.callsTo('PUT', '/compliance/documents/5/verification')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for a rejection/ }), 'Photo unreadable');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/compliance/documents/5/verification')[0]?.body).toEqual({
        state: 'rejected',
        reason: 'Photo unreadable',
        valid_until: '2099-01-01',
      }),
    );
    expect(await screen.findByText('Proof rejected')).toBeTruthy();
  });

  it('keeps customers out of the queue', async () => {
    seedSession(master, [perm(200, all)]);
    mockApi({});
    const { router } = renderApp('/portal/management/verifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });
});
