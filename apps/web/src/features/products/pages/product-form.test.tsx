import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { ALL_FLAGS } from '../../../test/fixtures/accounts';
import { CITIES, JURISDICTIONS, productRow, VENDORS } from '../../../test/fixtures/products';

const staff = makeAccount({ id: 1, account_type_id: 120, accounttype: { id: 120, account_type: 'product' } });
const ADD = '/portal/management/service_number_types/add';

function reference(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /vendors/': VENDORS,
    'GET /jurisdictions': JURISDICTIONS,
    'GET /cities': CITIES,
    'GET /servicenumbers/type': { body: { data: [], count: 0 } },
    ...extra,
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('service number type form: dependencies (spec 2 §4, §5)', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await resetAppState();
    seedSession(staff, [perm(210, ALL_FLAGS)]);
  });

  it('requires vendor, vendor option, service type and jurisdiction, with the spec messages, and focuses the first', async () => {
    const api = reference();
    const user = userEvent.setup();
    renderApp(ADD);
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please select a vendor')).toBeTruthy();
    expect(screen.getByText('Please introduce the vendor option')).toBeTruthy();
    expect(screen.getByText('Please select a service type')).toBeTruthy();
    expect(screen.getByText('Please select a jurisdiction')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Vendor' })));
    expect(api.callsTo('POST', '/servicenumbers/type')).toHaveLength(0);
  });

  it('DID starts one empty city row and shows number type and outbound calling; ITFN clears them', async () => {
    reference();
    const user = userEvent.setup();
    renderApp(ADD);
    await screen.findByRole('group', { name: 'Product' });
    expect(screen.queryByLabelText('City 1')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Number type' })).toBeNull();

    await choose(user, 'Service type', 'DID');
    const city = await screen.findByLabelText('City 1');
    expect((city as HTMLInputElement).value).toBe('');
    expect(screen.queryByLabelText('City 2')).toBeNull();
    await choose(user, 'Number type', 'Fixed');
    await user.type(city, 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Add city' }));
    expect(screen.getByLabelText('City 2')).toBeTruthy();

    // outbound display format only with outbound calling
    expect(screen.queryByRole('combobox', { name: 'Outbound call display format' })).toBeNull();
    await user.click(checkbox('Outbound calling enabled'));
    await choose(user, 'Outbound call display format', 'E.164');
    await user.click(checkbox('Outbound calling enabled'));
    expect(screen.queryByRole('combobox', { name: 'Outbound call display format' })).toBeNull();
    await user.click(checkbox('Outbound calling enabled'));
    expect((screen.getByRole('combobox', { name: 'Outbound call display format' }) as HTMLInputElement).value).toBe('');

    await choose(user, 'Service type', 'ITFN');
    expect(screen.queryByLabelText('City 1')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Number type' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Outbound calling enabled' })).toBeNull();

    // back to DID: the old cities and number type are gone, one empty row again
    await choose(user, 'Service type', 'DID');
    expect((screen.getByLabelText('City 1') as HTMLInputElement).value).toBe('');
    expect(screen.queryByLabelText('City 2')).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Number type' }) as HTMLInputElement).value).toBe('');
    expect(checkbox('Outbound calling enabled').checked).toBe(false);
  });

  it('UIFN shows the service access code and ITU notification; SIP Trunking shows emergency services', async () => {
    reference();
    const user = userEvent.setup();
    renderApp(ADD);
    await screen.findByRole('group', { name: 'Product' });
    expect(screen.queryByRole('textbox', { name: 'Service access code' })).toBeNull();
    await choose(user, 'Service type', 'UIFN');
    await user.type(screen.getByRole('textbox', { name: 'Service access code' }), '+800');
    await user.click(checkbox('ITU assignment notification required'));
    expect(screen.queryByRole('checkbox', { name: 'Emergency services' })).toBeNull();

    await choose(user, 'Service type', 'SIP Trunking');
    expect(screen.queryByRole('textbox', { name: 'Service access code' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'ITU assignment notification required' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Emergency services' })).toBeTruthy();

    await choose(user, 'Service type', 'UIFN');
    expect((screen.getByRole('textbox', { name: 'Service access code' }) as HTMLInputElement).value).toBe('');
    expect(checkbox('ITU assignment notification required').checked).toBe(false);
  });

  it('portability: checking selects the default option, unchecking clears every sub-field', async () => {
    reference();
    const user = userEvent.setup();
    renderApp(ADD);
    await screen.findByRole('group', { name: 'Product' });
    await choose(user, 'Service type', 'ITFS');
    expect(screen.queryByRole('checkbox', { name: 'End user consent letter required' })).toBeNull();

    await user.click(checkbox('Number portability'));
    expect(checkbox('Between in-country carriers').checked).toBe(true);
    // ITFS also offers the in-country and international carrier options
    expect(checkbox('In-country carrier').checked).toBe(false);
    await user.click(checkbox('International carrier'));
    await user.click(checkbox('End user consent letter required'));
    await user.type(screen.getByRole('textbox', { name: 'Consent letter template (link)' }), 'c.pdf');
    await user.click(checkbox('Portability forms required'));
    await user.click(checkbox('Latest invoices required'));

    await user.click(checkbox('Number portability'));
    expect(screen.queryByRole('checkbox', { name: 'Between in-country carriers' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'End user consent letter required' })).toBeNull();

    await user.click(checkbox('Number portability'));
    expect(checkbox('Between in-country carriers').checked).toBe(true);
    expect(checkbox('International carrier').checked).toBe(false);
    expect(checkbox('End user consent letter required').checked).toBe(false);
    expect(checkbox('Portability forms required').checked).toBe(false);
    expect(checkbox('Latest invoices required').checked).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Consent letter template (link)' })).toBeNull();
  });

  it('address, registration and declaration flags show and clear their sub-fields', async () => {
    reference();
    const user = userEvent.setup();
    renderApp(ADD);
    await screen.findByRole('group', { name: 'Requirements of an order' });
    await user.click(checkbox('End user address required'));
    await user.click(checkbox('Proof of address required'));
    await user.type(screen.getByRole('textbox', { name: 'Accepted proofs of address' }), 'Bill');
    await user.click(checkbox('End user address required'));
    expect(screen.queryByRole('checkbox', { name: 'Proof of address required' })).toBeNull();
    await user.click(checkbox('End user address required'));
    expect(checkbox('Proof of address required').checked).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Accepted proofs of address' })).toBeNull();

    await user.click(checkbox('Business registration required'));
    await user.click(checkbox('Business registration document required'));
    await user.type(screen.getByRole('textbox', { name: 'Accepted registration documents' }), 'Cert');
    await user.click(checkbox('Business registration required'));
    await user.click(checkbox('Business registration required'));
    expect(checkbox('Business registration document required').checked).toBe(false);

    await user.click(checkbox('Declaration letter required'));
    await user.type(screen.getByRole('textbox', { name: 'Declaration letter template (link)' }), 'd.pdf');
    await user.click(checkbox('Declaration letter required'));
    await user.click(checkbox('Declaration letter required'));
    expect((screen.getByRole('textbox', { name: 'Declaration letter template (link)' }) as HTMLInputElement).value).toBe('');
  });

  it('expandable concurrent calls toggles which per-number field shows and clears the other; 999 shows the carrier note', async () => {
    reference();
    const user = userEvent.setup();
    renderApp(ADD);
    await screen.findByRole('group', { name: 'Features' });
    const total = screen.getByRole('textbox', { name: 'Maximum concurrent calls' });
    expect(screen.getByText('999 = depends on the local carrier')).toBeTruthy();
    expect(screen.queryByTestId('concurrent-note')).toBeNull();
    await user.type(total, '999');
    expect(screen.getByTestId('concurrent-note').textContent).toContain('depends on the local carrier’s settings');

    await user.type(screen.getByRole('textbox', { name: 'Maximum concurrent calls per number' }), '4');
    expect(screen.queryByRole('textbox', { name: 'Default concurrent calls per number' })).toBeNull();
    await user.click(checkbox('Concurrent calls expandable'));
    expect(screen.queryByRole('textbox', { name: 'Maximum concurrent calls per number' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Default concurrent calls per number' }), '2');
    await user.click(checkbox('Concurrent calls expandable'));
    expect((screen.getByRole('textbox', { name: 'Maximum concurrent calls per number' }) as HTMLInputElement).value).toBe('');
    await user.click(checkbox('Concurrent calls expandable'));
    expect((screen.getByRole('textbox', { name: 'Default concurrent calls per number' }) as HTMLInputElement).value).toBe('');
  });
});

describe('service number type form: saving', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await resetAppState();
    seedSession(staff, [perm(210, ALL_FLAGS)]);
  });

  it('adds a DID product: jurisdiction dial code and city dial code filled in, exact payload, back to the list', async () => {
    const api = reference({
      'POST /servicenumbers/type': { status: 201, body: { message: 'Service number type added successfully', data: productRow() } },
    });
    const user = userEvent.setup();
    const { router } = renderApp(ADD);
    await screen.findByRole('group', { name: 'Product' });
    await choose(user, 'Vendor', 'Singtel Global');
    await user.type(screen.getByRole('textbox', { name: 'Vendor option' }), 'Paris DID');
    await choose(user, 'Service type', 'DID');
    await choose(user, 'Jurisdiction', 'France');
    expect((screen.getByRole('textbox', { name: 'Jurisdiction dial code' }) as HTMLInputElement).value).toBe('33');
    await user.type(screen.getByLabelText('City 1'), 'Pa');
    await user.click(await screen.findByRole('option', { name: 'Paris' }));
    expect((screen.getByRole('textbox', { name: 'Dial code of city 1' }) as HTMLInputElement).value).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Add city' }));
    await user.type(screen.getByRole('textbox', { name: 'Provisioning lead time (days)' }), '5');
    await user.click(checkbox('Number portability'));

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Service number type added successfully')).toBeTruthy();
    const body = api.callsTo('POST', '/servicenumbers/type')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      vendor_id: 8,
      vendor_option: 'Paris DID',
      vendor_plan: null,
      service_type: 'DID',
      jurisdiction: 'France',
      jurisdiction_dial_code: '33',
      // the empty second row is not sent
      cities: [{ city: 'Paris', city_dial_code: '1' }],
      provisioning_lead_time: 5,
      portability: true,
      portability_options: ['between in country carriers'],
      service_access_code: null,
      conc_max_callpnumber: null,
    });
    expect(body).not.toHaveProperty('vendor_name');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/management/service_number_types'));
  });

  it('edits a product and shows a server error on its field', async () => {
    const api = reference({
      'GET /servicenumbers/type/5': { body: productRow({ outbound_calling_enabled: true, outbound_call_display_format: 'E.164' }) },
      'PUT /servicenumbers/type/5': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'A service number type with this vendor, vendor option, plan, service type and jurisdiction already exists',
          errors: [
            {
              field: 'vendor_option',
              message: 'A service number type with this vendor, vendor option, plan, service type and jurisdiction already exists',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/management/service_number_types/edit/5');
    const option = (await screen.findByRole('textbox', { name: 'Vendor option' })) as HTMLInputElement;
    expect(option.value).toBe('Paris DID');
    expect((screen.getByLabelText('City 1') as HTMLInputElement).value).toBe('Paris');
    expect((screen.getByRole('combobox', { name: 'Outbound call display format' }) as HTMLInputElement).value).toBe('E.164');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(option.getAttribute('aria-invalid')).toBe('true'));
    const form = screen.getByRole('form', { name: 'Edit service number type' });
    expect(within(form).getByText(/already exists/)).toBeTruthy();
    expect(api.callsTo('PUT', '/servicenumbers/type/5')[0]?.body).toMatchObject({
      vendor_id: 7,
      cities: [{ city: 'Paris', city_dial_code: '1' }],
      outbound_calling_enabled: true,
      outbound_call_display_format: 'E.164',
    });
  });

  it('returns to the list as it was filtered once the product is saved', async () => {
    reference({
      'GET /servicenumbers/type': { body: { data: [productRow()], count: 1 } },
      'GET /servicenumbers/type/5': { body: productRow() },
      'PUT /servicenumbers/type/5': { body: { message: 'Service number type updated successfully' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/management/service_number_types?service_type=DID&jurisdiction=France');
    await user.click(await screen.findByRole('link', { name: /^Edit / }));
    await screen.findByRole('textbox', { name: 'Vendor option' });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/management/service_number_types'));
    expect(new URLSearchParams(router.state.location.search).get('jurisdiction')).toBe('France');
    expect(new URLSearchParams(router.state.location.search).get('service_type')).toBe('DID');
  });
});
