import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_FLAGS } from '../../../test/fixtures/accounts';
import { mockApi, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { JURISDICTIONS, product, tariff } from '../../../test/fixtures/coverage';
import { emptyDetails, type WizardState } from '../lib/wizard-state';
import { customerUser, ORDERS, orderDetail, orderPerm, staffUser, storedTemporaryOrder, storeTemporaryOrder } from '../test/fixtures';

const ADD = `${ORDERS}/add`;
const step = () => screen.getByTestId('wizard-step').textContent;
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('add order wizard', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await resetAppState();
  });

  it('customer: search, select, features, details, terms, confirm, POST and the edit page — with every back rule', async () => {
    seedSession(customerUser, [orderPerm(ALL_FLAGS)]);
    const did = product({ id: 5, portability: false, tariff: tariff({ currency: 'EUR', nrc: '12.50', mrc: '3.75' }) });
    const api = mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /servicenumbers/type/coverage/cities': { body: { data: [{ city: 'Paris', city_dial_code: '1' }], count: 1 } },
      'GET /servicenumbers/type': { body: { data: [did], count: 1 } },
      'POST /orders': { status: 201, body: { message: 'Order created successfully', data: orderDetail({ id: 77 }) } },
      'GET /orders/77': { body: orderDetail({ id: 77 }) },
    });
    const user = userEvent.setup();
    const { router } = renderApp(ADD);

    // step 1: the §8 messages, no search without them; customers pick no customer
    await user.click(await screen.findByRole('button', { name: 'Search products' }));
    expect(await screen.findByText('Please select a service type')).toBeTruthy();
    expect(screen.getByText('No jurisdiction selected')).toBeTruthy();
    expect(screen.queryByText(/No customer selected/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
    expect(api.callsTo('GET', '/servicenumbers/type')).toHaveLength(0);

    await choose(user, 'Service', 'DID');
    await choose(user, 'Country/region', 'France');
    await choose(user, 'City', 'Paris');
    await user.click(screen.getByRole('button', { name: 'Search products' }));

    // step 2: the results; back clears them
    const table = await screen.findByRole('table', { name: 'Products found' });
    expect(step()).toBe('select');
    const url = api.fetchMock.mock.calls.map((c) => String(c[0])).find((u) => u.includes('/servicenumbers/type?')) ?? '';
    expect(url).toContain('service_type=DID');
    expect(url).toContain('jurisdiction=France');
    expect(url).toContain('city=Paris');
    expect(url).toContain('expired=false');
    expect(within(table).getByText('€12.50')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(step()).toBe('search');
    expect(screen.queryByRole('table', { name: 'Products found' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Service' }) as HTMLInputElement).value).toBe('DID');
    expect(storedTemporaryOrder().query).toBeNull();

    // step 3: selecting shows the features; back to the list clears the product
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    await user.click(await screen.findByRole('button', { name: 'Select France DID #5' }));
    expect(await screen.findByTestId('product-features')).toBeTruthy();
    expect(step()).toBe('features');
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(step()).toBe('select');
    expect(storedTemporaryOrder().product).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Select France DID #5' }));
    await user.click(await screen.findByRole('button', { name: 'Add to order' }));

    // step 4: defaults, messages on the fields, translation choices
    expect(step()).toBe('details');
    expect(textbox('Customer reference').value).toMatch(/^Northwind \d{1,6}$/);
    expect(screen.queryByRole('textbox', { name: 'Channel quantity' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Port existing numbers' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Set custom pricing for this order' })).toBeNull();
    await user.clear(textbox('Customer reference'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('No number quantity introduced')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('No reference introduced (compulsory)').length).toBeGreaterThan(0);
    expect(step()).toBe('details');

    await user.type(textbox('Number quantity'), '12');
    await user.type(textbox('Customer reference'), 'PO-77');
    await user.click(screen.getByRole('switch', { name: 'Number translation required' }));
    // each format shows its code with its meaning, and what it asks for with an example
    const format = screen.getByRole('combobox', { name: 'Translation format' }) as HTMLInputElement;
    expect(format.value).toBe('e.164 — International number without “+”');
    const described = (format.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('The translation number in international format, without “+”. Example: 33123456789');
    await user.click(format);
    expect((await screen.findByRole('option', { name: /^e\.164prefix\+ — Prefix, then the number with “\+”/ })).textContent).toContain(
      'Example with prefix 0099: 0099+33123456789',
    );
    await user.click(format);
    expect(screen.queryByRole('textbox', { name: 'Translation prefix' })).toBeNull();
    await choose(user, 'Translation format', /^e\.164prefix — /);
    await user.type(textbox('Translation prefix'), '+331');
    expect(screen.queryByRole('textbox', { name: 'Translation numbers' })).toBeNull();
    await choose(user, 'Translation format', /^numberrange — /);
    expect(screen.queryByRole('textbox', { name: 'Translation prefix' })).toBeNull();
    expect(textbox('Translation numbers')).toBeTruthy();
    await choose(user, 'Translation format', /^e\.164prefix\+ — /);
    expect(textbox('Translation prefix').value).toBe('');
    await user.type(textbox('Translation prefix'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Translation number does not follow correct format')).length).toBeGreaterThan(0);
    await user.clear(textbox('Translation prefix'));
    await user.type(textbox('Translation prefix'), '+331');

    // back from 4 resets the translation settings
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(step()).toBe('features');
    await user.click(screen.getByRole('button', { name: 'Add to order' }));
    expect((screen.getByRole('switch', { name: 'Number translation required' }) as HTMLInputElement).checked).toBe(false);
    expect(textbox('Number quantity').value).toBe('12');
    await user.click(screen.getByRole('switch', { name: 'Number translation required' }));
    await choose(user, 'Translation format', /^e\.164prefix — /);
    await user.type(textbox('Translation prefix'), '+331');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // step 5: its own address, the charges, terms required, then confirm
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ADD}/submit-order`));
    expect(await screen.findByTestId('submit-summary')).toBeTruthy();
    expect(screen.getByTestId('charges-total-one-time').textContent).toBe('€150.00');
    expect(screen.getByTestId('charges-total-monthly').textContent).toBe('€45.00');
    // a DID order: no SIP channel terms
    expect(screen.queryByText(/minimum order is 10 channels per new connection/)).toBeNull();
    expect(screen.getByText(/minimum contract period is 12 months/)).toBeTruthy();
    // earlier steps' toasts may still fill Mantine's queue (5 at a time) on a slow machine
    act(() => notifications.clean());
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('Please accept Terms & Conditions before submitting your order')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit this order?' });
    expect(api.callsTo('POST', '/orders')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`${ORDERS}/edit/77`));
    expect(api.callsTo('POST', '/orders')[0]?.body).toEqual({
      service_number_type_id: 5,
      city: 'Paris',
      city_specific: true,
      number_quantity: 12,
      channel_quantity: 0,
      reference: 'PO-77',
      additional_remarks: null,
      translation_number_required: true,
      translation_number_format: 'e.164prefix',
      translation_number_prefix: '+331',
      translation_number_to: null,
      porting: false,
      porting_number_to: null,
      custom_tariff: null,
      terms_accepted: true,
      status: 'requested',
    });
    expect(await screen.findByText('Order created successfully')).toBeTruthy();
    expect(JSON.stringify(storedTemporaryOrder())).not.toContain('PO-77');
  });

  it('staff: customer required; a reload keeps the details; SIP channels in fives; custom pricing makes it processed', async () => {
    seedSession(staffUser, [orderPerm(ALL_FLAGS)]);
    const sip = product({
      id: 8,
      service_type: 'SIP Trunking',
      portability: true,
      tariff: tariff({ service_type: 'SIP Trunking', nrc_channel_charges: '2.00', mrc_channel_charges: '1.10' }),
    });
    const api = mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /customers': { body: { data: [], count: 0 } },
      'POST /orders': { status: 201, body: { message: 'Order created successfully', data: orderDetail({ id: 78 }) } },
      'GET /orders/78': { body: orderDetail({ id: 78 }) },
    });
    const user = userEvent.setup();

    // a new wizard: staff must name the customer
    const first = renderApp(ADD);
    await user.click(await screen.findByRole('button', { name: 'Search products' }));
    expect(await screen.findByText('No customer selected: the order cannot proceed without a customer')).toBeTruthy();
    first.unmount();

    // a reload on step 4 finds the temporary order as typed
    const search = { customer_id: '7', customer_name: 'Northwind', service_type: 'SIP Trunking', jurisdiction: 'France', city: null };
    const saved: WizardState = {
      step: 3,
      search,
      query: search,
      page: 1,
      product: sip,
      details: { ...emptyDetails(), reference: 'Northwind 5', channel_quantity: 12 },
      terms: false,
      numbers: [],
    };
    storeTemporaryOrder(saved);
    const { router } = renderApp(ADD);
    expect(((await screen.findByRole('textbox', { name: 'Customer reference' })) as HTMLInputElement).value).toBe('Northwind 5');
    expect(textbox('Channel quantity').value).toBe('12');
    expect(screen.getByRole('switch', { name: 'Port existing numbers' })).toBeTruthy();
    // no more channels than an order may ask for: the field stops at 100,000 once left
    await user.clear(textbox('Channel quantity'));
    await user.type(textbox('Channel quantity'), '2500000');
    await user.tab();
    expect(textbox('Channel quantity').value).toBe('100000');
    await user.clear(textbox('Channel quantity'));
    await user.type(textbox('Channel quantity'), '12');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Quantity must be multiple of five, minimum order 10')).length).toBeGreaterThan(0);
    await user.clear(textbox('Channel quantity'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('No number or channel quantity introduced')).length).toBeGreaterThan(0);
    await user.type(textbox('Channel quantity'), '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // five is a multiple of five but below the initial minimum of ten
    expect((await screen.findAllByText('Quantity must be multiple of five, minimum order 10')).length).toBeGreaterThan(0);
    await user.clear(textbox('Channel quantity'));
    await user.type(textbox('Channel quantity'), '15');

    // porting numbers are checked like the translation numbers
    await user.click(screen.getByRole('switch', { name: 'Port existing numbers' }));
    await user.type(textbox('Numbers to port'), 'garbage-number');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Porting number does not follow correct format')).length).toBeGreaterThan(0);
    expect(step()).toBe('details');
    await user.clear(textbox('Numbers to port'));
    await user.type(textbox('Numbers to port'), '+33 1 23 45 67 89');

    await user.click(screen.getByRole('switch', { name: 'Set custom pricing for this order' }));
    expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLInputElement).value).toBe('USD');
    expect(screen.getByRole('textbox', { name: 'NRC per channel (one-time)' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Per-minute rate from fixed lines' })).toBeNull();
    await user.type(textbox('NRC per number (one-time)'), '1,2.3.4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Please enter an amount such as 12.50 (up to 4 decimals, not negative)')).length).toBeGreaterThan(0);
    await user.clear(textbox('NRC per number (one-time)'));
    await user.type(textbox('NRC per number (one-time)'), '0.1');
    await user.type(textbox('NRC per channel (one-time)'), '0.2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ADD}/submit-order`));
    // 0.2 × 15 channels exactly
    expect((await screen.findByTestId('charges-total-one-time')).textContent).toBe('$3.00');
    expect(screen.getByText(/minimum order is 10 channels per new connection/)).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ORDERS}/edit/78`));
    const body = api.callsTo('POST', '/orders')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      customer_id: 7,
      service_number_type_id: 8,
      number_quantity: 0,
      channel_quantity: 15,
      reference: 'Northwind 5',
      porting: true,
      porting_number_to: '+33 1 23 45 67 89',
      status: 'processed',
      custom_tariff: {
        currency: 'USD',
        nrc: '0.1',
        mrc: null,
        nrc_channel_charges: '0.2',
        mrc_channel_charges: null,
        inbound_charges: null,
        outbound_charges_fixed: null,
        outbound_charges_mobile: null,
        outbound_charges_special: null,
      },
    });
    expect(Object.keys(body.custom_tariff as object)).not.toContain('fix_usage_rate');
  });

  it('staff: products alike are told apart by their vendor and option on the results step', async () => {
    seedSession(staffUser, [orderPerm(ALL_FLAGS)]);
    const alike = (id: number, vendor: string, option: string) => ({
      ...product({ id }),
      vendor_id: id,
      vendor,
      vendor_option: option,
      vendor_plan: null,
    });
    mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /customers': { body: { data: [], count: 0 } },
      'GET /servicenumbers/type': {
        body: { data: [alike(5, 'Acme Telecom', 'Paris DID'), alike(6, 'Globex', 'Paris DID premium')], count: 2 },
      },
    });
    const search = { customer_id: '7', customer_name: 'Northwind', service_type: 'DID', jurisdiction: 'France', city: 'Paris' };
    const saved: WizardState = {
      step: 1,
      search,
      query: search,
      page: 1,
      product: null,
      details: emptyDetails(),
      terms: false,
      numbers: [],
    };
    storeTemporaryOrder(saved);
    renderApp(ADD);
    const table = await screen.findByRole('table', { name: 'Products found' });
    expect(await within(table).findByRole('columnheader', { name: 'Vendor' })).toBeTruthy();
    expect(within(table).getByText('Globex')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select France DID Paris DID premium #6' })).toBeTruthy();
  });
});
