import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { ALL_FLAGS } from '../../../test/fixtures/accounts';
import { JURISDICTIONS, productRow, tariffRow } from '../../../test/fixtures/products';

const staff = makeAccount({ id: 1, account_type_id: 120, accounttype: { id: 120, account_type: 'product' } });
const LIST = '/portal/management/tariff';

const textbox = (name: string) => screen.queryByRole('textbox', { name }) as HTMLInputElement | null;
const DID_CHARGES = ['One-time charge per number (NRC)', 'Monthly charge per number (MRC)', 'Inbound charge per minute'];
const TOLL_FREE = ['Per-minute rate from fixed lines', 'Per-minute rate from mobiles', 'Per-minute rate from payphones'];
const OUTBOUND = ['Outbound per minute to fixed lines', 'Outbound per minute to mobiles', 'Outbound per minute to special numbers'];
const CHANNELS = ['One-time charge per channel', 'Monthly charge per channel'];

describe('tariffs', { timeout: 30_000 }, () => {
  beforeEach(resetAppState);

  it('lists tariffs with product, currency, NRC, MRC, increment and commencement, actions by permission', async () => {
    seedSession(staff, [perm(230, { list: true, read: true, edit: true })]);
    const urls: string[] = [];
    mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /tariff/': ({ url }) => {
        urls.push(url);
        return { body: { data: [tariffRow()], count: 1 } };
      },
    });
    const user = userEvent.setup();
    renderApp(LIST);
    const row = (await screen.findByRole('rowheader', { name: 'France · DID · Paris DID' })).closest('tr') as HTMLElement;
    expect(
      within(screen.getByRole('table', { name: 'Tariffs' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Service number type',
      'Currency',
      'One-time charge (NRC)',
      'Monthly charge (MRC)',
      'Billing increment',
      'Commencement date',
      'Actions',
    ]);
    expect(within(row).getByText('EUR')).toBeTruthy();
    expect(within(row).getByText('10.00')).toBeTruthy();
    expect(within(row).getByText('60/60')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit the tariff of France · DID · Paris DID' }).getAttribute('href')).toBe(
      `${LIST}/edit/9`,
    );
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add tariff' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'SGD' }));
    await waitFor(() => expect(urls.at(-1)).toContain('currency=SGD'));
  });

  it('adds the tariff of a preselected DID product: only its charges, amounts sent as the exact strings typed', async () => {
    seedSession(staff, [perm(230, ALL_FLAGS), perm(210, ALL_FLAGS)]);
    const api = mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /servicenumbers/type': { body: { data: [], count: 0 } },
      'GET /servicenumbers/type/5': { body: productRow() },
      'GET /tariff/': { body: { data: [], count: 0 } },
      'POST /tariff/': { status: 201, body: { message: 'Tariff added successfully', data: tariffRow() } },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`${LIST}/add?product=5`);
    await screen.findByRole('textbox', { name: DID_CHARGES[0] });
    expect((screen.getByRole('combobox', { name: 'Service number type' }) as HTMLInputElement).value).toContain('France · DID · Paris DID');
    for (const label of DID_CHARGES) expect(textbox(label)).toBeTruthy();
    for (const label of [...TOLL_FREE, ...OUTBOUND, ...CHANNELS]) expect(textbox(label)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please select a currency')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    await user.type(textbox(DID_CHARGES[0] as string) as HTMLInputElement, '12.5');
    await user.type(textbox(DID_CHARGES[1] as string) as HTMLInputElement, '1999999.9999');
    await user.type(textbox(DID_CHARGES[2] as string) as HTMLInputElement, '0.0125');
    await user.type(screen.getByLabelText('Commencement date'), '2025-03-01');
    await user.type(screen.getByLabelText('Billing start date'), '2025-02-01');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The billing start date cannot be before the commencement date')).toBeTruthy();
    expect(api.callsTo('POST', '/tariff/')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Billing start date'));
    await user.type(screen.getByLabelText('Billing start date'), '2025-03-15');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Tariff added successfully')).toBeTruthy();
    expect(api.callsTo('POST', '/tariff/')[0]?.body).toEqual({
      service_number_type_id: 5,
      currency: 'EUR',
      nrc: '12.5',
      mrc: '1999999.9999',
      inbound_charges: '0.0125',
      nrc_channel_charges: null,
      mrc_channel_charges: null,
      fix_usage_rate: null,
      mobile_usage_rate: null,
      payphone_usage_rate: null,
      outbound_charges_fixed: null,
      outbound_charges_mobile: null,
      outbound_charges_special: null,
      billing_incremental: null,
      billing_start_date: '2025-03-15',
      commencement_date: '2025-03-01',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it('offers only products without a tariff and shows the toll-free per-minute rates for ITFS', async () => {
    seedSession(staff, [perm(230, ALL_FLAGS), perm(210, ALL_FLAGS)]);
    mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /servicenumbers/type': {
        body: {
          data: [
            productRow({ tariff: tariffRow() }),
            productRow({ id: 6, service_type: 'ITFS', jurisdiction: 'Singapore', vendor_option: 'SG toll free', cities: [] }),
          ],
          count: 2,
        },
      },
    });
    const user = userEvent.setup();
    renderApp(`${LIST}/add`);
    expect(await screen.findByText('Choose a service number type to see the charges it uses.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Service number type' }));
    expect(screen.queryByRole('option', { name: /France · DID/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: /Singapore · ITFS · SG toll free/ }));
    for (const label of ['One-time charge per number (NRC)', 'Monthly charge per number (MRC)', ...TOLL_FREE])
      expect(textbox(label)).toBeTruthy();
    for (const label of [...OUTBOUND, ...CHANNELS, 'Inbound charge per minute']) expect(textbox(label)).toBeNull();
  });

  it('edits a SIP Trunking tariff through PUT /pricing/{id}, with channel and outbound charges, and rejects a float-like typo', async () => {
    seedSession(staff, [perm(230, ALL_FLAGS)]);
    const sip = tariffRow({
      service_type: 'SIP Trunking',
      vendor_option: 'Paris SIP',
      nrc_channel_charges: '5.00',
      mrc_channel_charges: '3.00',
    });
    const api = mockApi({
      'GET /tariff/9': { body: sip },
      'GET /tariff/': { body: { data: [sip], count: 1 } },
      'PUT /pricing/9': { body: { message: 'Tariff updated successfully', data: sip } },
    });
    const user = userEvent.setup();
    renderApp(`${LIST}/edit/9`);
    expect(await screen.findByText('France · SIP Trunking · Paris SIP (Orange Wholesale International)')).toBeTruthy();
    for (const label of [...DID_CHARGES, ...CHANNELS, ...OUTBOUND]) expect(textbox(label)).toBeTruthy();
    for (const label of TOLL_FREE) expect(textbox(label)).toBeNull();
    expect(textbox('Monthly charge per channel')?.value).toBe('3.00');

    const fixed = textbox('Outbound per minute to fixed lines') as HTMLInputElement;
    await user.type(fixed, '0.1.2');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(fixed.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter an amount such as 12.50 (up to 4 decimals, not negative)')).toBeTruthy();
    await user.clear(fixed);
    await user.type(fixed, '0.10');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Tariff updated successfully')).toBeTruthy();
    const body = api.callsTo('PUT', '/pricing/9')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      currency: 'EUR',
      nrc: '10.00',
      mrc_channel_charges: '3.00',
      outbound_charges_fixed: '0.10',
      billing_incremental: '60/60',
    });
    expect(body).not.toHaveProperty('service_number_type_id');
  });

  it('/delete/{id} confirms and deletes', async () => {
    seedSession(staff, [perm(230, ALL_FLAGS)]);
    const api = mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /tariff/': { body: { data: [tariffRow()], count: 1 } },
      'GET /tariff/9': { body: tariffRow() },
      'DELETE /tariff/9': { body: { message: 'Tariff deleted successfully' } },
    });
    const user = userEvent.setup();
    renderApp(`${LIST}/delete/9`);
    const dialog = await screen.findByRole('dialog', { name: 'Delete tariff' });
    expect(within(dialog).getByText(/keep the prices/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete tariff' }));
    expect(await screen.findByText('Tariff deleted successfully')).toBeTruthy();
    expect(api.callsTo('DELETE', '/tariff/9')).toHaveLength(1);
  });
});
