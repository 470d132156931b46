import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession, fileInputOf } from '../../../test/utils';
import type { OrderDetail } from '../api/use-orders';
import { orderDetail, snapshotProduct } from './test/fixtures';

const ORDER_PERMS = [perm(200, { read: true, list: true, write: true, edit: true })];
const customer = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });
const staff = makeAccount({ id: 1, account_type_id: 120, accounttype: { id: 120, account_type: 'product' } });
const PATH = '/portal/management/orders/edit/42';

const stepLabels = () => Array.from(document.querySelectorAll('.mantine-Stepper-stepLabel')).map((e) => e.textContent);
const activeStep = () => document.querySelector('.mantine-Stepper-step[data-progress] .mantine-Stepper-stepLabel')?.textContent;
const actionNames = () =>
  within(screen.getByTestId('order-actions'))
    .getAllByRole('button')
    .map((b) => [b.textContent, (b as HTMLButtonElement).disabled]);

function serve(order: OrderDetail, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /orders/42': { body: order }, 'GET /orders': { body: { data: [], count: 0 } }, ...extra });
}

describe('edit order wizard: steps', () => {
  beforeEach(resetAppState);

  it('shows the steps of the product flags and order, landing on the first', async () => {
    seedSession(customer, ORDER_PERMS);
    const p = snapshotProduct({ end_user_name_req: true, portability: true, prt_hstcarriers_req: true });
    serve(
      orderDetail('customer', { product: p, translation_number_required: true, translation_number_format: 'individual', porting: true }),
    );
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Edit order 42' });
    await waitFor(() =>
      expect(stepLabels()).toEqual(['Product features', 'Details required', 'Translation inputs', 'Porting inputs', 'Confirmation']),
    );
    expect(activeStep()).toBe('Product features');
    expect(screen.getByTestId('product-features')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(activeStep()).toBe('Details required');
    expect(screen.getByRole('textbox', { name: 'End user name' })).toBeTruthy();
    // the porting flag belongs to the porting step
    expect(screen.queryByRole('textbox', { name: 'Current hosting carriers' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Translation numbers' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Current hosting carriers' })).toBeTruthy();
    expect(screen.getByLabelText('Numbers to port spreadsheet')).toBeTruthy();
  });

  it('checks only the step being left, shows errors at their fields, and does not tick a step with missing requirements', async () => {
    seedSession(customer, ORDER_PERMS);
    const p = snapshotProduct({ end_user_name_req: true, portability: true });
    const api = serve(
      orderDetail('customer', {
        product: p,
        translation_number_required: true,
        translation_number_format: 'individual',
        porting: true,
      }),
      { 'PUT /orders/42': { body: { message: 'Order updated successfully', data: orderDetail('customer', { product: p }) } } },
    );
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByTestId('product-features');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(activeStep()).toBe('Translation inputs');
    // the details step was left without the end user name: marked, not ticked
    const details = document.querySelector('[data-step="details"]') as HTMLElement;
    expect(details.hasAttribute('data-incomplete')).toBe(true);
    expect(within(details).getByText('Information missing')).toBeTruthy();
    // a wrong number on this step: the error is at its field, the step stays
    await user.type(screen.getByRole('textbox', { name: 'Translation numbers' }), 'garbage');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(activeStep()).toBe('Translation inputs');
    expect(screen.getByRole('textbox', { name: 'Translation numbers' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT', '/orders/42')).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: 'Translation numbers' }));
    await user.type(screen.getByRole('textbox', { name: 'Translation numbers' }), '+44 20 7946 0000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('PUT', '/orders/42')).toHaveLength(1));
  });

  it('Save on a step is not refused for a field of another step', async () => {
    seedSession(customer, ORDER_PERMS);
    const p = snapshotProduct({ end_user_name_req: true, portability: true });
    // a stored number list of another step that the client check would refuse
    const order = orderDetail('customer', {
      product: p,
      translation_number_required: true,
      translation_number_format: 'individual',
      translation_number_to: 'garbage',
    });
    const api = serve(order, {
      'PUT /orders/42': { body: { message: 'Order updated successfully', data: order } },
    });
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByTestId('product-features');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(activeStep()).toBe('Details required');
    await user.type(screen.getByRole('textbox', { name: 'End user name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/orders/42')).toHaveLength(1));
    expect(screen.queryByText('Translation number does not follow correct format')).toBeNull();
    expect(activeStep()).toBe('Details required');
  });

  it('without requirements, translation or porting the wizard is features then confirmation', async () => {
    seedSession(customer, ORDER_PERMS);
    serve(orderDetail('customer'));
    renderApp(PATH);
    await screen.findByTestId('product-features');
    expect(stepLabels()).toEqual(['Product features', 'Confirmation']);
  });

  it.each([
    ['customer', 'ready'],
    ['customer', 'processed'],
    ['staff', 'accepted'],
    ['staff', 'cancellation'],
  ] as const)('%s in %s sees only the confirmation page', async (who, status) => {
    seedSession(who === 'customer' ? customer : staff, ORDER_PERMS);
    serve(orderDetail(who, { status, product: snapshotProduct({ end_user_name_req: true }), end_user_name: 'ACME' }));
    renderApp(PATH);
    await screen.findByTestId('step-confirmation');
    expect(stepLabels()).toEqual([]);
    expect(screen.queryByTestId('product-features')).toBeNull();
  });
});

describe('edit order wizard: translation formats in words', () => {
  beforeEach(resetAppState);

  it('explains the chosen format with an example on the translation step', async () => {
    seedSession(customer, ORDER_PERMS);
    serve(orderDetail('customer', { translation_number_required: true, translation_number_format: 'individual' }));
    renderApp(PATH);
    await screen.findByTestId('product-features');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('step-translation');
    const format = screen.getByTestId('translation-format');
    expect(format.textContent).toContain('individual — Individual numbers');
    expect(format.textContent).toContain('Example: +33123456789, +33123456790');
  });

  it('shows the code, its meaning and the prefix on the confirmation page', async () => {
    seedSession(customer, ORDER_PERMS);
    serve(
      orderDetail('customer', {
        status: 'ready',
        translation_number_required: true,
        translation_number_format: 'e.164prefix+',
        translation_number_prefix: '0099',
      }),
    );
    renderApp(PATH);
    await screen.findByTestId('step-confirmation');
    const row = document.querySelector('tr[data-field="translation"]');
    expect(row?.querySelector('td')?.textContent).toBe('e.164prefix+ — Prefix, then the number with “+” · Translation prefix: 0099');
  });
});

describe('edit order wizard: actions by role and status', () => {
  beforeEach(resetAppState);

  it('customer, requested with all requirements: Save, Submit order, Cancel order, and the pending-check message', async () => {
    seedSession(customer, ORDER_PERMS);
    serve(orderDetail('customer', { status: 'requested', confirmation_only: true }));
    renderApp(PATH);
    await screen.findByTestId('order-actions');
    expect(actionNames()).toEqual([
      ['Save', false],
      ['Submit order', false],
      ['Cancel order', false],
    ]);
    expect(screen.getByTestId('customer-message').textContent).toContain('All requirements are provided');
  });

  it('customer, requirements missing: Submit order disabled with the reason and the missing fields listed', async () => {
    seedSession(customer, ORDER_PERMS);
    serve(
      orderDetail('customer', {
        status: 'saved',
        confirmation_only: true,
        product: snapshotProduct({ end_user_name_req: true, declaration_letter_req: true }),
      }),
    );
    renderApp(PATH);
    await screen.findByTestId('order-actions');
    expect(actionNames()).toEqual([
      ['Save', false],
      ['Submit order', true],
      ['Cancel order', false],
    ]);
    const submit = screen.getByRole('button', { name: 'Submit order' });
    expect(document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The order cannot be accepted until its requirements are provided',
    );
    const missing = screen.getByRole('list', { name: 'Missing information' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['End user name', 'Declaration letter']);
  });

  it('customer, incomplete: the provider remarks are the message', async () => {
    seedSession(customer, ORDER_PERMS);
    serve(orderDetail('customer', { status: 'incomplete', provider_remarks: 'The address proof is unreadable', confirmation_only: true }));
    renderApp(PATH);
    expect((await screen.findByTestId('customer-message')).textContent).toContain('The address proof is unreadable');
  });

  it('customer, accepted: only Cancel order, with the cancellation-charges note', async () => {
    seedSession(customer, ORDER_PERMS);
    serve(orderDetail('customer', { status: 'accepted' }));
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByTestId('order-actions');
    expect(actionNames()).toEqual([['Cancel order', false]]);
    expect(screen.getByTestId('customer-message').textContent).toContain('Cancellation after acceptance may incur charges');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancellation after acceptance may incur charges')).toBeTruthy();
  });

  it('staff, ready: Save, Move to incomplete, Move to accepted (disabled while requirements are missing)', async () => {
    seedSession(staff, ORDER_PERMS);
    serve(orderDetail('staff', { status: 'ready', confirmation_only: true, product: snapshotProduct({ end_user_name_req: true }) }));
    renderApp(PATH);
    await screen.findByTestId('order-actions');
    expect(actionNames()).toEqual([
      ['Save', false],
      ['Move to incomplete', false],
      ['Move to accepted', true],
    ]);
    expect(screen.queryByTestId('customer-message')).toBeNull();
  });

  it('staff, accepted: Assign only', async () => {
    seedSession(staff, ORDER_PERMS);
    serve(orderDetail('staff', { status: 'accepted' }));
    renderApp(PATH);
    await screen.findByTestId('order-actions');
    expect(actionNames()).toEqual([['Assign', false]]);
  });

  it('operation staff, who cannot price, are told the account manager must add the custom pricing', async () => {
    const ops = makeAccount({ id: 7, account_type_id: 130, accounttype: { id: 130, account_type: 'provider_operation' } });
    seedSession(ops, ORDER_PERMS);
    serve(orderDetail('staff', { status: 'requested', confirmation_only: true, may_custom_price: false }));
    renderApp(PATH);
    await screen.findByTestId('order-actions');
    const process = screen.getByRole('button', { name: 'Process order' });
    expect(process).toHaveProperty('disabled', true);
    const reason = document.getElementById(process.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(reason).toBe('The account manager (sales or product staff) must add custom pricing before the order can be processed');
    expect(screen.queryByText('Add custom pricing before processing the order')).toBeNull();
  });

  it('staff with custom pricing: Process order needs the checkbox, and the PUT carries the tariff', async () => {
    seedSession(staff, ORDER_PERMS);
    const api = serve(orderDetail('staff', { status: 'requested', confirmation_only: true, may_custom_price: true }), {
      'PUT /orders/42': ({ body }) => ({
        body: { message: 'Order updated successfully', data: orderDetail('staff', { status: (body as { status: 'processed' }).status }) },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await screen.findByTestId('order-actions');
    expect(screen.getByRole('button', { name: 'Process order' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Custom pricing' }));
    const nrc = within(screen.getByTestId('custom-pricing')).getByRole('textbox', { name: /NRC/ });
    await user.clear(nrc);
    await user.type(nrc, '9.5');
    await user.type(screen.getByRole('textbox', { name: 'Provider remarks' }), 'Volume discount');
    await user.click(screen.getByRole('button', { name: 'Process order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('PUT', '/orders/42')).toHaveLength(1));
    const body = api.callsTo('PUT', '/orders/42')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 'processed',
      updatedAt: '2025-03-02T10:00:00.000Z',
      provider_remarks: 'Volume discount',
      custom_tariff: { currency: 'USD', nrc: '9.50', mrc: '3.75', inbound_charges: '0.0125' },
    });
    expect(body).not.toHaveProperty('end_user_name');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/management/orders'));
  });
});

describe('edit order wizard: updates', () => {
  beforeEach(resetAppState);

  it('Next saves what was typed; submit after the confirmation dialog: PUT with status, data and updatedAt, then the list', async () => {
    seedSession(customer, ORDER_PERMS);
    const p = snapshotProduct({ end_user_name_req: true });
    const order = orderDetail('customer', { status: 'saved', product: p, end_user_name: 'ACME' });
    const saved = { ...order, end_user_name: 'ACME Ltd', updatedAt: '2025-03-02T10:05:00.000Z' };
    const api = serve(order, {
      'PUT /orders/42': ({ body }) => ({
        body: {
          message: 'Order updated successfully',
          data: (body as { status: string }).status === 'saved' ? saved : { ...saved, status: 'ready' },
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await screen.findByTestId('product-features');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByRole('textbox', { name: 'End user name' });
    await user.clear(name);
    await user.type(name, 'ACME Ltd');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // leaving a step with changed data saves it first (status saved), so the requirements are judged on it
    await waitFor(() => expect(api.callsTo('PUT', '/orders/42')).toHaveLength(1));
    expect(api.callsTo('PUT', '/orders/42')[0]?.body).toEqual({
      status: 'saved',
      updatedAt: '2025-03-02T10:00:00.000Z',
      end_user_name: 'ACME Ltd',
    });
    await user.click(await screen.findByRole('button', { name: 'Submit order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Submit order 42 for checking/)).toBeTruthy();
    expect(api.callsTo('PUT', '/orders/42')).toHaveLength(1);
    // a customer writes a message only: no internal note
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .map((b) => b.getAttribute('aria-label') ?? b.id),
    ).toHaveLength(1);
    expect(within(dialog).queryByRole('textbox', { name: /Internal note/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Please hurry');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('PUT', '/orders/42')).toHaveLength(2));
    expect(api.callsTo('PUT', '/orders/42')[1]?.body).toEqual({
      status: 'ready',
      updatedAt: '2025-03-02T10:05:00.000Z',
      end_user_name: 'ACME Ltd',
      remarks: 'Please hurry',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/management/orders'));
    expect((await screen.findAllByText('Order updated successfully')).length).toBeGreaterThan(0);
  });

  it('Save on a step sends status saved with the data and stays', async () => {
    seedSession(customer, ORDER_PERMS);
    const p = snapshotProduct({ end_user_name_req: true });
    const order = orderDetail('customer', { status: 'requested', product: p });
    const api = serve(order, {
      'PUT /orders/42': ({ body }) => ({
        body: {
          data: orderDetail('customer', { product: p, status: 'saved', end_user_name: (body as { end_user_name: string }).end_user_name }),
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await screen.findByTestId('product-features');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: 'End user name' }), 'ACME');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/orders/42')).toHaveLength(1));
    expect(api.callsTo('PUT', '/orders/42')[0]?.body).toEqual({
      status: 'saved',
      updatedAt: '2025-03-02T10:00:00.000Z',
      end_user_name: 'ACME',
    });
    await screen.findByText('Order updated successfully');
    expect(router.state.location.pathname).toBe(PATH);
    expect(activeStep()).toBe('Details required');
    expect((screen.getByRole('textbox', { name: 'End user name' }) as HTMLInputElement).value).toBe('ACME');
  });

  it('a 409 shows the stale message and the current state', async () => {
    seedSession(customer, ORDER_PERMS);
    const order = orderDetail('customer', { status: 'saved', confirmation_only: true });
    const current = orderDetail('customer', { status: 'incomplete', provider_remarks: 'Send a newer invoice', confirmation_only: true });
    serve(order, {
      'PUT /orders/42': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'The order was changed by someone else meanwhile; its current state is shown',
          data: current,
        },
      },
    });
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Submit order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const problem = await screen.findByTestId('order-problem');
    expect(problem.textContent).toContain('The order was changed by someone else meanwhile; its current state is shown');
    await waitFor(() => expect(screen.getByTestId('customer-message').textContent).toContain('Send a newer invoice'));
    expect(within(screen.getByTestId('order-summary')).getByText('Incomplete')).toBeTruthy();
  });

  it('a 422 lists the missing fields', async () => {
    seedSession(staff, ORDER_PERMS);
    serve(orderDetail('staff', { status: 'ready', confirmation_only: true }), {
      'PUT /orders/42': {
        status: 422,
        body: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: 'The order cannot be accepted until its requirements are provided',
          errors: [
            { field: 'end_user_name', message: 'The order cannot be accepted until its requirements are provided' },
            { field: 'declaration_letter', message: 'The order cannot be accepted until its requirements are provided' },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Move to accepted' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const problem = await screen.findByTestId('order-problem');
    expect(
      within(problem)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['End user name', 'Declaration letter']);
  });
});

describe('edit order wizard: documents', () => {
  beforeEach(resetAppState);
  const p = snapshotProduct({ declaration_letter_req: true, end_user_name_req: true });

  async function openDetails() {
    // applyAccept off: the browser's file dialog filter is not what is under test, the page's own check is
    const user = userEvent.setup({ applyAccept: false });
    renderApp(PATH);
    await screen.findByTestId('product-features');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    return { user, input: fileInputOf(screen.getByLabelText('Declaration letter')) };
  }

  it('refuses a wrong file type before sending', async () => {
    seedSession(customer, ORDER_PERMS);
    const api = serve(orderDetail('customer', { product: p }));
    const { user, input } = await openDetails();
    expect(input.accept).toBe('.pdf,.doc,.docx');
    await user.upload(input, new File(['x'], 'letter.png', { type: 'image/png' }));
    expect(await screen.findAllByText('Please upload pdf/doc/docx file')).not.toHaveLength(0);
    expect(input.files).toHaveLength(0);
    expect(input.value).toBe('');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('uploads at once into the company proofs, confirms and fetches the order again; a server error is shown and clears the field', async () => {
    seedSession(customer, ORDER_PERMS);
    let uploads = 0;
    const uploaded = orderDetail('customer', {
      product: p,
      declaration_letter: 'a1.pdf',
      documents: {
        declaration_letter: { filename: 'a1.pdf', original_name: 'letter.pdf', size: 3, createdAt: '2025-03-03T00:00:00.000Z' },
      },
    });
    let current = orderDetail('customer', { product: p, status: 'requested' });
    const api = mockApi({
      'GET /orders/42': () => ({ body: current }),
      // a declaration letter is a proof the company keeps: the upload joins its compliance profile
      'POST /compliance/orders/42/proofs/declaration_letter': () => {
        uploads += 1;
        if (uploads === 1) {
          current = uploaded;
          return {
            status: 201,
            body: { message: 'Proof used for the order', data: { input_id: 'declaration_letter', document_id: 7, filename: 'a1.pdf' } },
          };
        }
        return { status: 415, body: { statusCode: 415, error: 'Unsupported Media Type', message: 'Please upload pdf/doc/docx file' } };
      },
    });
    const { user, input } = await openDetails();
    await user.upload(input, new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('File uploaded')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Download letter.pdf' })).toBeTruthy();
    expect(api.callsTo('GET', '/orders/42').length).toBeGreaterThan(1);
    expect(api.callsTo('POST', '/compliance/orders/42/proofs/declaration_letter')[0]?.headers.get('authorization')).toBe(
      'Bearer test-token',
    );

    const again = fileInputOf(screen.getByLabelText('Declaration letter'));
    await user.upload(again, new File(['fake'], 'renamed.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(uploads).toBe(2));
    expect(await screen.findAllByText('Please upload pdf/doc/docx file')).not.toHaveLength(0);
    expect(again.files).toHaveLength(0);
    expect(again.value).toBe('');
  });

  it("offers the company's proofs beside the upload and uses the one chosen", async () => {
    seedSession(customer, ORDER_PERMS);
    const proof = {
      id: 7,
      customer_id: 3,
      customer_name: 'Acme',
      type: 'declaration_letter',
      country: 'GB',
      end_user_id: null,
      end_user_name: null,
      valid_until: '2099-01-01',
      state: 'approved',
      reject_reason: null,
      verified_at: null,
      warned_at: null,
      filename: 'p7.pdf',
      original_name: 'declaration.pdf',
      size: 3,
      expired: false,
      expiring_soon: false,
      orders: 2,
      createdAt: '2025-03-03T00:00:00.000Z',
    };
    let current = orderDetail('customer', { product: p, status: 'requested' });
    const api = mockApi({
      'GET /orders/42': () => ({ body: current }),
      'GET /compliance/documents': { body: { data: [proof], count: 1 } },
      'PUT /compliance/orders/42/proofs/declaration_letter': () => {
        current = orderDetail('customer', {
          product: p,
          declaration_letter: 'p7.pdf',
          documents: {
            declaration_letter: { filename: 'p7.pdf', original_name: 'declaration.pdf', size: 3, createdAt: '2025-03-03T00:00:00.000Z' },
          },
        });
        return {
          body: {
            message: 'Proof used for the order',
            data: { input_id: 'declaration_letter', document_id: 7, filename: 'p7.pdf' },
            order: { status: 'saved', updatedAt: '2025-03-03T00:00:00.000Z' },
          },
        };
      },
    });
    const { user } = await openDetails();
    const [chooser] = await screen.findAllByLabelText(/company's proofs for “Declaration letter”/);
    expect(api.calls.some((c) => c.method === 'GET' && c.path === '/compliance/documents')).toBe(true);
    await user.click(chooser!);
    await user.click(await screen.findByRole('option', { name: /Declaration letter · United Kingdom · The company itself/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/compliance/orders/42/proofs/declaration_letter')[0]?.body).toEqual({ document_id: 7 }));
    expect(await screen.findByText('Proof used for the order')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Download declaration.pdf' })).toBeTruthy();
  });

  it('staff see the customer data disabled and only download links', async () => {
    seedSession(staff, ORDER_PERMS);
    serve(
      orderDetail('staff', {
        product: p,
        status: 'saved',
        end_user_name: 'ACME',
        declaration_letter: 'a1.pdf',
        documents: {
          declaration_letter: { filename: 'a1.pdf', original_name: 'letter.pdf', size: 3, createdAt: '2025-03-03T00:00:00.000Z' },
        },
      }),
    );
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByTestId('product-features');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByRole('textbox', { name: 'End user name' }) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect(name.value).toBe('ACME');
    expect(screen.getByRole('button', { name: 'Download letter.pdf' })).toBeTruthy();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('edit order: the move dialog', () => {
  beforeEach(resetAppState);
  const ops = makeAccount({ id: 2, account_type_id: 130, accounttype: { id: 130, account_type: 'operation' } });
  const moved = (status: OrderDetail['status']) => ({
    'PUT /orders/42': () => ({
      body: { message: 'Order updated successfully', data: orderDetail('staff', { status, confirmation_only: true }) },
    }),
  });

  it('staff write the message to the customer and the internal note apart; both go with the move', async () => {
    seedSession(ops, ORDER_PERMS);
    const api = serve(orderDetail('staff', { status: 'ready', confirmation_only: true }), moved('accepted'));
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Move to accepted' }));
    const dialog = await screen.findByRole('dialog');
    const message = within(dialog).getByRole('textbox', { name: 'Message to the customer (shown on the order and in its e-mail)' });
    const note = within(dialog).getByRole('textbox', { name: 'Internal note (staff only)' });
    // each field says who reads it
    expect(document.getElementById(note.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe(
      "For the provider's staff only: never shown or sent to the customer.",
    );
    await user.type(message, 'Accepted: numbers follow this week');
    await user.type(note, 'Vendor ref ACM-4471');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('PUT', '/orders/42')).toHaveLength(1));
    expect(api.callsTo('PUT', '/orders/42')[0]?.body).toMatchObject({
      status: 'accepted',
      remarks: 'Accepted: numbers follow this week',
      internal_note: 'Vendor ref ACM-4471',
    });
  });

  it('marking an order incomplete needs the message the customer will read', async () => {
    seedSession(ops, ORDER_PERMS);
    const api = serve(orderDetail('staff', { status: 'ready', confirmation_only: true }), moved('incomplete'));
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Move to incomplete' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Internal note (staff only)' }), 'Only internal');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const message = within(dialog).getByRole('textbox', { name: /Message to the customer/ });
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Tell the customer what is missing: it is shown on the order and in its e-mail.')).toBeTruthy();
    expect(document.activeElement).toBe(message);
    expect(api.callsTo('PUT', '/orders/42')).toHaveLength(0);
    await user.type(message, 'The address proof is unreadable');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('PUT', '/orders/42')).toHaveLength(1));
    expect(api.callsTo('PUT', '/orders/42')[0]?.body).toMatchObject({
      status: 'incomplete',
      remarks: 'The address proof is unreadable',
      internal_note: 'Only internal',
    });
  });

  it('assigning fewer numbers than ordered asks for the reason; a full order does not', async () => {
    seedSession(ops, ORDER_PERMS);
    const short = {
      ...orderDetail('staff', { status: 'accepted', confirmation_only: true, number_quantity: 10 }),
      numbers: { count: 8, states: {} },
    };
    const api = serve(short, moved('assigned'));
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for fewer numbers than ordered' });
    expect(within(dialog).getByText('The order holds 8 of its 10 numbers.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT', '/orders/42')).toHaveLength(0);
    await user.type(reason, 'Only 8 London numbers in stock');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('PUT', '/orders/42')).toHaveLength(1));
    expect(api.callsTo('PUT', '/orders/42')[0]?.body).toMatchObject({ status: 'assigned', short_reason: 'Only 8 London numbers in stock' });
  });

  it('asks no reason when the order holds all its numbers, or when the answer has no numbers summary', async () => {
    for (const numbers of [{ count: 10, states: {} }, undefined]) {
      seedSession(ops, ORDER_PERMS);
      const order = { ...orderDetail('staff', { status: 'accepted', confirmation_only: true, number_quantity: 10 }), numbers };
      const api = serve(order as unknown as OrderDetail, moved('assigned'));
      const user = userEvent.setup();
      const { unmount } = renderApp(PATH);
      await user.click(await screen.findByRole('button', { name: 'Assign' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).queryByRole('textbox', { name: /Reason for fewer numbers/ })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(api.callsTo('PUT', '/orders/42')).toHaveLength(1));
      expect(api.callsTo('PUT', '/orders/42')[0]?.body).not.toHaveProperty('short_reason');
      unmount();
      resetAppState();
    }
  });

  it('shows staff the customer’s data and documents on a confirmation-only page', async () => {
    seedSession(ops, ORDER_PERMS);
    const p = snapshotProduct({ end_user_name_req: true, declaration_letter_req: true });
    serve(
      orderDetail('staff', {
        product: p,
        status: 'testing',
        confirmation_only: true,
        end_user_name: 'ACME',
        declaration_letter: 'a1.pdf',
        documents: {
          declaration_letter: { filename: 'a1.pdf', original_name: 'letter.pdf', size: 3, createdAt: '2025-03-03T00:00:00.000Z' },
        },
      }),
    );
    renderApp(PATH);
    const data = await screen.findByTestId('customer-data');
    expect(within(data).getByRole('heading', { name: "Customer's details and documents" })).toBeTruthy();
    expect(within(data).getByRole('row', { name: /End user name ACME/ })).toBeTruthy();
    expect(within(data).getByRole('button', { name: 'Download letter.pdf' })).toBeTruthy();
  });
});
