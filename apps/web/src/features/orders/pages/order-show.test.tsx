import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { product } from '../../../test/fixtures/coverage';
import { customerUser, ORDERS, orderDetail, orderPerm, staffUser } from '../test/fixtures';

describe('order details (show)', { timeout: 30_000 }, () => {
  beforeEach(resetAppState);

  it('shows summary, product features, missing requirements, custom charges, incomplete message and the timeline', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true })]);
    mockApi({
      'GET /orders/41': {
        body: orderDetail({
          status: 'incomplete',
          service_type: 'SIP Trunking',
          number_quantity: 3,
          channel_quantity: 15,
          provider_remarks: null,
          requirements: { missing: ['end_user_name', 'declaration_letter'], complete: false },
          custom_tariff: { currency: 'USD', nrc: '10.10', mrc: '2.5', nrc_channel_charges: '1.05', mrc_channel_charges: '0.35' },
          servicenumbertypeorderhistory: {
            ...orderDetail().servicenumbertypeorderhistory,
            service_type: 'SIP Trunking',
            product: product({ service_type: 'SIP Trunking' }),
          },
          events: [
            { id: 1, account: null, from_status: null, to_status: 'requested', remarks: null, createdAt: '2025-02-01T10:00:00.000Z' },
            {
              id: 2,
              account: { id: 2, email: 'ops@gsn.example', firstname: 'Olga', lastname: 'Ops' },
              from_status: 'ready',
              to_status: 'incomplete',
              remarks: 'Passport unreadable',
              createdAt: '2025-02-03T10:00:00.000Z',
            },
            {
              id: 3,
              account: { id: 50, email: 'master@northwind.example', firstname: 'Mia', lastname: 'Master' },
              from_status: 'saved',
              to_status: 'saved',
              remarks: 'Document uploaded: declaration_letter (Signed letter.pdf)',
              createdAt: '2025-02-04T10:00:00.000Z',
            },
          ],
        }),
      },
    });
    renderApp(`${ORDERS}/show/41`);
    expect(await screen.findByRole('heading', { name: 'Order 41' })).toBeTruthy();
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getByText('PO-41')).toBeTruthy();
    expect(within(summary).getByText('Mia Master')).toBeTruthy();
    // the status message: incomplete without remarks gives the generic text
    expect(screen.getByTestId('status-message').textContent).toBe(
      'Something went wrong with your order, please communicate with your Account Manager',
    );
    const missing = within(screen.getByTestId('order-requirements')).getByRole('list', { name: 'Missing requirements' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['End user name', 'Signed declaration letter']);
    // custom charges: 10.10 × 3 + 1.05 × 15; 2.5 × 3 + 0.35 × 15
    expect(screen.getByText('Custom pricing, in USD')).toBeTruthy();
    expect(screen.getByTestId('charge-total-nrc_channel_charges').textContent).toBe('$15.75');
    expect(screen.getByTestId('charges-total-one-time').textContent).toBe('$46.05');
    expect(screen.getByTestId('charges-total-monthly').textContent).toBe('$12.75');
    expect(within(screen.getByTestId('order-product')).getByTestId('product-features')).toBeTruthy();
    const timeline = screen.getByTestId('order-timeline');
    expect(within(timeline).getByText('Created as Requested')).toBeTruthy();
    expect(within(timeline).getByText(/Account deleted/)).toBeTruthy();
    expect(within(timeline).getByText('From Ready to Incomplete')).toBeTruthy();
    expect(within(timeline).getByText(/Olga Ops/)).toBeTruthy();
    expect(within(timeline).getByText('Passport unreadable')).toBeTruthy();
    // an upload: no "From Saved to Saved", the document by its label, not its field name
    expect(within(timeline).queryByText('From Saved to Saved')).toBeNull();
    expect(within(timeline).getByText('Saved')).toBeTruthy();
    expect(within(timeline).getByText('Document uploaded: Declaration letter (Signed letter.pdf)')).toBeTruthy();
    expect(timeline.textContent).not.toContain('declaration_letter');
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe(ORDERS);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('shows the provider remarks for incomplete, complete requirements, the snapshot tariff and an Edit link for editors', async () => {
    seedSession(staffUser, [orderPerm({ list: true, read: true, edit: true })]);
    mockApi({
      'GET /orders/41': {
        body: orderDetail({ status: 'incomplete', provider_remarks: 'Please send a readable passport', created_by: null }),
      },
    });
    renderApp(`${ORDERS}/show/41`);
    expect((await screen.findByTestId('status-message')).textContent).toBe('Please send a readable passport');
    expect(screen.getByTestId('requirements-complete')).toBeTruthy();
    expect(within(screen.getByTestId('order-summary')).getByText('Account deleted')).toBeTruthy();
    expect(screen.getByText('Standard tariff, in EUR')).toBeTruthy();
    // 12.50 × 12 numbers
    expect(screen.getByTestId('charges-total-one-time').textContent).toBe('€150.00');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`${ORDERS}/edit/41`);
  });

  it('says so when the order does not exist', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true })]);
    mockApi({});
    renderApp(`${ORDERS}/show/999`);
    expect(await screen.findByText('This order does not exist or you may not see it.')).toBeTruthy();
  });
});
