import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
            {
              id: 1,
              kind: 'status',
              account: null,
              from_status: null,
              to_status: 'requested',
              remarks: null,
              details: null,
              createdAt: '2025-02-01T10:00:00.000Z',
            },
            {
              id: 2,
              kind: 'status',
              details: null,
              account: { id: 2, email: 'ops@gsn.example', firstname: 'Olga', lastname: 'Ops' },
              from_status: 'ready',
              to_status: 'incomplete',
              remarks: 'Passport unreadable',
              createdAt: '2025-02-03T10:00:00.000Z',
            },
            {
              id: 3,
              kind: 'status',
              details: null,
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

  it('shows a customer why its order is incomplete, first on the page, in place of the generic text', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true })]);
    mockApi({
      'GET /orders/41': {
        body: orderDetail({ status: 'incomplete', incomplete_reason: 'Please upload a readable passport copy', provider_remarks: null }),
      },
    });
    renderApp(`${ORDERS}/show/41`);
    const alert = await screen.findByTestId('incomplete-alert');
    expect(within(alert).getByText('What we need from you')).toBeTruthy();
    expect(within(alert).getByTestId('status-message').textContent).toBe('Please upload a readable passport copy');
    expect(within(alert).getByText('Complete the order, then submit it again.')).toBeTruthy();
    expect(alert.getAttribute('role')).toBe('alert');
    // before the summary, and never "something went wrong" nor "complete" beside it
    expect(alert.compareDocumentPosition(screen.getByTestId('order-summary')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.body.textContent).not.toContain('Something went wrong');
    expect(screen.getByTestId('requirements-complete').textContent).toBe(
      'Every required field is filled in, but the order still needs what is asked above.',
    );
  });

  it('shows staff the customer’s data and document links of a completed order, and the whole record in the history', async () => {
    seedSession(staffUser, [orderPerm({ list: true, read: true, edit: true })]);
    const p = product({
      end_user_name_req: true,
      business_registration_req: true,
      declaration_letter_req: true,
      itu_assignment_notification_req: true,
    });
    const api = mockApi({
      'GET /orders/41': {
        body: orderDetail({
          status: 'completed',
          steps: ['features', 'details', 'confirmation'],
          confirmation_only: true,
          end_user_name: 'Northwind Ltd',
          business_registration_number: 'GB-998877',
          declaration_letter: 'f1c2.pdf',
          documents: {
            declaration_letter: {
              filename: 'f1c2.pdf',
              original_name: 'Signed letter.pdf',
              size: 9,
              createdAt: '2025-02-03T10:00:00.000Z',
            },
          },
          servicenumbertypeorderhistory: { ...orderDetail().servicenumbertypeorderhistory, product: p },
          events: [
            {
              id: 1,
              kind: 'pricing',
              account: { id: 1, email: 'sales@gsn.example', firstname: 'Sam', lastname: 'Sales' },
              from_status: 'requested',
              to_status: 'requested',
              remarks: null,
              details: { old: { currency: 'EUR', nrc: '12.50', mrc: '3.75' }, new: { currency: 'EUR', nrc: '12.50', mrc: '3.00' } },
              internal_note: 'Matched the rival offer',
              createdAt: '2025-02-01T11:00:00.000Z',
            },
            {
              id: 3,
              kind: 'status',
              account: { id: 2, email: 'ops@gsn.example', firstname: 'Olga', lastname: 'Ops' },
              from_status: 'accepted',
              to_status: 'assigned',
              remarks: null,
              details: { short_reason: 'Only 10 of 12 numbers in stock' },
              internal_note: null,
              createdAt: '2025-02-04T10:00:00.000Z',
            },
            {
              id: 2,
              kind: 'status',
              account: { id: 2, email: 'ops@gsn.example', firstname: 'Olga', lastname: 'Ops' },
              from_status: 'testing',
              to_status: 'completed',
              remarks: 'Your numbers are live',
              details: null,
              internal_note: null,
              createdAt: '2025-02-05T10:00:00.000Z',
            },
          ],
        }),
      },
      'GET /documents/order/7/41/f1c2.pdf': { body: 'pdf' },
    });
    const created: Blob[] = [];
    const realCreate = URL.createObjectURL;
    const realRevoke = URL.revokeObjectURL;
    URL.createObjectURL = (b: Blob | MediaSource) => {
      created.push(b as Blob);
      return 'blob:test';
    };
    URL.revokeObjectURL = () => {};
    try {
      const user = userEvent.setup();
      renderApp(`${ORDERS}/show/41`);
      const section = await screen.findByTestId('order-customer-data-section');
      expect(within(section).getByRole('heading', { name: "Customer's details and documents" })).toBeTruthy();
      expect(within(section).getByRole('row', { name: /End user name Northwind Ltd/ })).toBeTruthy();
      expect(within(section).getByRole('row', { name: /GB-998877/ })).toBeTruthy();
      // the ITU document was never uploaded: said so, no link
      expect(within(section).getByRole('row', { name: 'ITU assignment notification No file uploaded' })).toBeTruthy();
      await user.click(within(section).getByRole('button', { name: 'Download Signed letter.pdf' }));
      await waitFor(() => expect(api.callsTo('GET', '/documents/order/7/41/f1c2.pdf')).toHaveLength(1));
      expect(created).toHaveLength(1);

      const timeline = screen.getByTestId('order-timeline');
      const pricing = within(timeline).getByText('Custom pricing changed').closest('[data-event-id]') as HTMLElement;
      const table = within(pricing).getByRole('table', { name: 'Charges before and after' });
      // only what changed: the MRC, before and after
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.textContent),
      ).toEqual(['Monthly charge per number (MRC)€3.75€3.00']);
      const note = within(pricing).getByTestId('internal-note');
      expect(note.textContent).toBe('InternalMatched the rival offer');
      expect(within(timeline).getByTestId('short-reason').textContent).toBe('Fewer numbers than ordered: Only 10 of 12 numbers in stock');
      expect(within(timeline).getByText('From Testing to Completed')).toBeTruthy();
      expect(within(timeline).getByTestId('event-message').textContent).toBe('Shown to the customer: Your numbers are live');
    } finally {
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
    }
  });

  it('shows a customer its own data and documents, the history without internal notes', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true })]);
    const p = product({ end_user_name_req: true });
    mockApi({
      'GET /orders/41': {
        body: orderDetail({
          status: 'accepted',
          steps: ['features', 'details', 'confirmation'],
          end_user_name: 'Northwind Ltd',
          servicenumbertypeorderhistory: { ...orderDetail().servicenumbertypeorderhistory, product: p },
          events: [
            {
              id: 1,
              kind: 'status',
              account: null,
              from_status: 'ready',
              to_status: 'accepted',
              remarks: 'Accepted',
              details: null,
              createdAt: '2025-02-05T10:00:00.000Z',
            },
          ],
        }),
      },
    });
    renderApp(`${ORDERS}/show/41`);
    const section = await screen.findByTestId('order-customer-data-section');
    expect(within(section).getByRole('heading', { name: 'Your details and documents' })).toBeTruthy();
    expect(within(section).getByRole('row', { name: /Northwind Ltd/ })).toBeTruthy();
    const timeline = screen.getByTestId('order-timeline');
    expect(within(timeline).queryByTestId('internal-note')).toBeNull();
    expect(within(timeline).getByTestId('event-message').textContent).toBe('Accepted');
  });

  it("shows the order's port: its state, the FOC countdown, the exception and the customer's steps", async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true, edit: true })]);
    const port = {
      id: 5,
      order_id: 41,
      order_reference: 'PO-41',
      customer_id: 7,
      customer: 'Northwind',
      service_type: 'DID',
      jurisdiction: 'France',
      state: 'exception',
      numbers: 1,
      losing_carriers: 'Orange',
      losing_account: null,
      requested_foc_date: '2099-01-05',
      confirmed_foc_date: null,
      exception_code: 'new_loa',
      exception_reason: 'Signed by a director, please',
      earliest_foc_date: '2099-01-02',
      lead_business_days: 5,
      loa: { original_name: 'loa.pdf', uploaded_at: '2025-02-02T10:00:00.000Z' },
      number_list: [{ number: '+33142685300', result: 'pending', reason: null }],
      events: [],
      notes: [],
      moves: ['submit', 'cancel'],
      editable: true,
      createdAt: '2025-02-02T10:00:00.000Z',
      updatedAt: '2025-02-02T10:00:00.000Z',
    };
    let current = port;
    const api = mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'accepted', porting: true }) },
      'GET /orders/41/port': () => ({ body: { data: current } }),
      'POST /ports/5/moves': () => {
        current = { ...port, state: 'submitted', moves: ['cancel'], editable: false };
        return { body: { message: 'Port updated', data: current } };
      },
    });
    renderApp(`${ORDERS}/show/41`);
    const panel = await screen.findByRole('region', { name: 'Number port' });
    expect(await within(panel).findByText('Exception')).toBeTruthy();
    expect(within(panel).getByText('Upload a new letter of authorisation')).toBeTruthy();
    expect(within(panel).getByText('Signed by a director, please')).toBeTruthy();
    expect(within(panel).getByTestId('port-countdown').textContent).toMatch(/^Requested FOC date 2099-01-05 — in \d+ day\(s\)$/);
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Submit the port' }));
    await waitFor(() => expect(api.callsTo('POST', '/ports/5/moves')).toHaveLength(1));
    expect(api.callsTo('POST', '/ports/5/moves')[0]!.body).toEqual({ move: 'submit' });
    expect(await within(panel).findByText('Submitted')).toBeTruthy();
  });
});
