import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InventoryNumber } from '../api/use-inventory';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession, fileInputOf } from '../../../test/utils';
import { ALL_FLAGS, customerRow } from '../../../test/fixtures/accounts';

const ops = makeAccount({ id: 7, account_type_id: 130, accounttype: { id: 130, account_type: 'operation' } });
const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });

function inv(o: Partial<InventoryNumber> & Pick<InventoryNumber, 'id' | 'service_number'>): InventoryNumber {
  return {
    state: 'available',
    state_changed_at: '2025-02-01T10:00:00.000Z',
    reserved_until: null,
    aging_until: null,
    service_type: 'ITFS',
    jurisdiction: 'France',
    city: null,
    number_type: null,
    access_type: null,
    vendor_insight_code: null,
    vendor_plan: null,
    vendor_option: null,
    customer_insight_code: null,
    order_id: null,
    routing_vendor: null,
    translated_routing: null,
    ocn_for_customer: null,
    translation_termination_number: null,
    irouting_billing: null,
    currency: null,
    nrc: null,
    mrc: null,
    inbound_charges: null,
    outbound_charges_fixed: null,
    outbound_charges_mobile: null,
    outbound_charges_special: null,
    billing_incremental: null,
    commencement_date: null,
    billing_start_date: null,
    expiration_date: null,
    expired: false,
    sr_reference: null,
    provider_remarks: null,
    daisy_loopback_trunk: null,
    allinone_loopback_trunk: null,
    bothways_enabled: false,
    over_limited_channel: null,
    outbound_idd_callout_country: null,
    customer_id: null,
    customer_name: null,
    vendor_id: null,
    createdAt: '2025-01-10T08:00:00.000Z',
    updatedAt: '2025-02-10T08:00:00.000Z',
    ...o,
  };
}

const NUMBERS = [
  inv({
    id: 11,
    service_number: '+33180000001',
    service_type: 'DID',
    jurisdiction: 'France',
    city: 'Paris',
    customer_insight_code: 'NWT01',
    customer_name: 'Northwind Telecom',
    routing_vendor: 'Orange',
    order_id: 501,
    currency: 'EUR',
    nrc: '10.00',
    mrc: '2.50',
    state: 'active',
  }),
  inv({ id: 12, service_number: '+80012345678', service_type: 'UIFN', jurisdiction: 'Singapore', expired: true }),
];

const answer = (data: InventoryNumber[], count = data.length, capped = false) => ({
  body: { data, count, ...(capped ? { count_capped: true } : {}) },
});

const lists = (urls: string[]) => ({
  'GET /invnumbers': ({ url }: { url: string }) => {
    urls.push(url);
    return answer(NUMBERS);
  },
  'GET /invnumbers/jurisdictions': { body: { data: ['France', 'Singapore'] } },
  'GET /invnumbers/cities': ({ url }: { url: string }) => ({
    body: { data: new URL(url, 'http://x').searchParams.get('jurisdiction') === 'France' ? ['Lyon', 'Paris'] : [] },
  }),
  'GET /customers/': {
    body: {
      data: [
        customerRow({ id: 3, name: 'Northwind Telecom', provider_insight_company_code: 'NWT01' }),
        customerRow({ id: 4, name: 'Blue Harbour', provider_insight_company_code: 'BLU02' }),
        customerRow({ id: 5, name: 'No Code Ltd', provider_insight_company_code: null }),
      ],
      count: 3,
    },
  },
});

const last = (urls: string[]) => new URL(urls.at(-1)!, 'http://x').searchParams;

describe('inventory list', () => {
  beforeEach(resetAppState);

  it('shows the columns sorted by jurisdiction, 10 a page, and sends every filter (staff)', async () => {
    seedSession(ops, [perm(220, ALL_FLAGS)]);
    const urls: string[] = [];
    mockApi(lists(urls));
    const user = userEvent.setup();
    renderApp('/portal/management/invnumbers');
    const first = (await screen.findByRole('rowheader', { name: '+33180000001' })).closest('tr') as HTMLElement;
    const table = screen.getByRole('table', { name: 'Inventory numbers, sorted by jurisdiction' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Service number',
      'Service type',
      'Jurisdiction',
      'City',
      'Customer',
      'Routing vendor',
      'Order ID',
      'State',
      'Currency',
      'NRC (one-time)',
      'MRC (monthly)',
      'Expired',
      'Actions',
    ]);
    expect(first.textContent).toBe('+33180000001DIDFranceParisNorthwind TelecomNWT01Orange501ActiveEUR10.002.50NoShow');
    const second = screen.getByRole('rowheader', { name: '+80012345678' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Yes')).toBeTruthy();
    expect(within(second).getByText('Available').closest('[data-status]')?.getAttribute('data-status')).toBe('available');
    expect(within(first).getByRole('link', { name: 'Show +33180000001' }).getAttribute('href')).toBe(
      '/portal/management/invnumbers/show/11',
    );
    expect(last(urls).get('limit')).toBe('10');
    expect(last(urls).get('page')).toBe('0');
    expect(last(urls).get('orderby')).toBe('jurisdiction');
    expect(last(urls).get('asc')).toBe('true');
    expect(screen.getByRole('link', { name: 'Add number' }).getAttribute('href')).toBe('/portal/management/invnumbers/add');
    expect(screen.getByRole('link', { name: 'Bulk add' }).getAttribute('href')).toBe('/portal/management/invnumbers/bulk');

    const filters = screen.getByRole('search', { name: 'Search inventory numbers' });
    await user.click(within(filters).getByRole('combobox', { name: 'Customer code' }));
    expect(screen.queryByRole('option', { name: /No Code Ltd/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'NWT01 — Northwind Telecom' }));
    await user.click(within(filters).getByRole('combobox', { name: 'Service type' }));
    await user.click(await screen.findByRole('option', { name: 'DID' }));
    const city = within(filters).getByRole('combobox', { name: 'City' });
    expect((city as HTMLInputElement).disabled).toBe(true);
    await user.click(within(filters).getByRole('combobox', { name: 'Jurisdiction' }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await waitFor(() => expect((city as HTMLInputElement).disabled).toBe(false));
    await user.click(city);
    await user.click(await screen.findByRole('option', { name: 'Paris' }));
    await user.type(within(filters).getByRole('searchbox', { name: 'Service number' }), 'Orange');
    await user.type(within(filters).getByRole('textbox', { name: 'Order ID' }), '5x01');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(last(urls).get('routing_vendor')).toBe('Orange'));
    const q = last(urls);
    expect(q.get('customer_code')).toBe('NWT01');
    expect(q.get('service_type')).toBe('DID');
    expect(q.get('jurisdiction')).toBe('France');
    expect(q.get('city')).toBe('Paris');
    expect(q.get('order_id')).toBe('501');
    expect(q.get('page')).toBe('0');
  }, 30_000);

  it('shows a customer their numbers without the customer filter, column, Add or Bulk add', async () => {
    seedSession(master, [perm(220, { read: true, list: true })]);
    const urls: string[] = [];
    mockApi(lists(urls));
    renderApp('/portal/management/invnumbers?customer=BLU02&type=ITFS');
    const row = (await screen.findByRole('rowheader', { name: '+33180000001' })).closest('tr') as HTMLElement;
    expect(within(row).queryByText('Northwind Telecom')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Customer code' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add number' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bulk add' })).toBeNull();
    expect(last(urls).get('customer_code')).toBeNull();
    expect(last(urls).get('service_type')).toBe('ITFS');
  });

  it('hides Add and Bulk add from staff without 220 write, and their pages send them away', async () => {
    seedSession(ops, [perm(220, { read: true, list: true })]);
    mockApi(lists([]));
    const { router } = renderApp('/portal/management/invnumbers');
    expect(await screen.findByRole('rowheader', { name: '+33180000001' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add number' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bulk add' })).toBeNull();
    await router.navigate('/portal/management/invnumbers/add');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });

  it('keeps the add form from customers even with 220 write', async () => {
    seedSession(master, [perm(220, ALL_FLAGS)]);
    mockApi(lists([]));
    const { router } = renderApp('/portal/management/invnumbers/bulk');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });

  it('shows a capped count as "10,000+" and no Download button without results', async () => {
    seedSession(ops, [perm(220, ALL_FLAGS)]);
    mockApi({
      ...lists([]),
      'GET /invnumbers': ({ url }) =>
        new URL(url, 'http://x').searchParams.get('order_id') ? answer([], 0) : answer(NUMBERS, 10000, true),
    });
    const user = userEvent.setup();
    renderApp('/portal/management/invnumbers');
    expect(await screen.findByRole('rowheader', { name: '+33180000001' })).toBeTruthy();
    expect(screen.getByTestId('list-total').textContent).toBe('Numbers: 10,000+');
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Order ID' }), '9');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = screen.getByRole('table', { name: 'Inventory numbers, sorted by jurisdiction' });
    expect(await within(table).findByText('No data found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.getByTestId('list-total').textContent).toBe('Numbers: 0');
  });

  it('requests an export with the current filters, shows the message with a link to Downloads and refreshes the badge', async () => {
    seedSession(ops, [perm(220, ALL_FLAGS)]);
    const api = mockApi({
      ...lists([]),
      'GET /reports/download/inventory/inventorynumbers': ({ url }) =>
        new URL(url, 'http://x').searchParams.get('format') === 'xlsx'
          ? {
              status: 422,
              body: {
                statusCode: 422,
                error: 'Unprocessable Entity',
                message: 'This export has more than 100,000 rows; please choose CSV',
              },
            }
          : {
              status: 202,
              body: {
                message: 'Your export is being prepared. Follow its progress in Downloads.',
                data: { filename: 'inventorynumbers-20250304093000-0a1b2c3d.csv', status: 'Pending', percentage: 0 },
              },
            },
      'GET /downloads': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    renderApp('/portal/management/invnumbers?jurisdiction=France&type=DID&number=%2B331');
    expect(await screen.findByRole('rowheader', { name: '+33180000001' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/downloads')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel workbook (xlsx)' }));
    expect(await screen.findByText('This export has more than 100,000 rows; please choose CSV')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV text file' }));
    const notice = (await screen.findByText(/Your export is being prepared/)).closest('[role="status"]') as HTMLElement;
    expect(notice.textContent).toContain('Your export is being prepared. Follow its progress in Downloads.');
    expect(within(notice).getByRole('link', { name: 'Go to Downloads' }).getAttribute('href')).toBe('/portal/downloads');

    const calls = api.calls.filter((c) => c.path === '/reports/download/inventory/inventorynumbers');
    expect(calls).toHaveLength(2);
    const sent = api.fetchMock.mock.calls
      .map(([u]) => String(u))
      .filter((u) => u.includes('/reports/download/'))
      .map((u) => new URL(u, 'http://x').searchParams);
    expect(sent[1]?.get('format')).toBe('csv');
    expect(sent[1]?.get('jurisdiction')).toBe('France');
    expect(sent[1]?.get('service_type')).toBe('DID');
    expect(sent[1]?.get('routing_vendor')).toBe('+331');
    expect(sent[1]?.has('customer_code')).toBe(false);
    // the header badge is read again
    await waitFor(() => expect(api.callsTo('GET', '/downloads')).toHaveLength(2));
  });
});

describe('inventory number detail', () => {
  beforeEach(resetAppState);

  it('lists every field with labels, N/A for empty values, yes/no and amounts with their currency', async () => {
    seedSession(master, [perm(220, { read: true, list: true })]);
    mockApi({
      'GET /invnumbers/11': {
        body: { ...NUMBERS[0], bothways_enabled: true, translation_termination_number: '+442079460000', commencement_date: '2025-01-15' },
      },
    });
    renderApp('/portal/management/invnumbers/show/11');
    expect(await screen.findByRole('heading', { name: 'Inventory number +33180000001' })).toBeTruthy();
    const value = (field: string) => (document.querySelector(`[data-field="${field}"] dd`) as HTMLElement).textContent;
    expect(value('service_number')).toBe('+33180000001');
    expect(value('nrc')).toBe('EUR 10.00');
    expect(value('mrc')).toBe('EUR 2.50');
    expect(value('inbound_charges')).toBe('N/A');
    expect(value('vendor_plan')).toBe('N/A');
    expect(value('bothways_enabled')).toBe('Yes');
    expect(value('expired')).toBe('No');
    expect(value('translation_termination_number')).toBe('+442079460000');
    expect(value('commencement_date')).toBe('2025-01-15');
    expect(value('customer_name')).toBe('Northwind Telecom');
    expect(screen.getByText('Outbound IDD call-out country')).toBeTruthy();
    // every field, the customer's name and the two timestamps, then the state and since when (no hold, no quarantine)
    expect(document.querySelectorAll('[data-field]').length).toBe(35 + 3 + 2);
    expect(value('state')).toBe('Active');
    expect(document.querySelector('[data-field="reserved_until"]')).toBeNull();
    // customers read no history and edit nothing
    expect(screen.queryByRole('heading', { name: 'State history' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/portal/management/invnumbers');
  });
});

describe('add inventory number', () => {
  beforeEach(resetAppState);

  const formApi = (post: Parameters<typeof mockApi>[0][string]) => ({
    'GET /jurisdictions': {
      body: {
        data: [
          { id: 1, name: 'United Kingdom' },
          { id: 2, name: 'France' },
        ],
        count: 2,
      },
    },
    'GET /customers/': {
      body: { data: [customerRow({ id: 3, name: 'Northwind Telecom', provider_insight_company_code: 'NWT01' })], count: 1 },
    },
    'GET /vendors/': {
      body: { data: [customerRow({ id: 9, name: 'Orange Wholesale', provider_insight_company_code: 'VORW01' })], count: 1 },
    },
    'POST /invnumbers': post,
    'GET /invnumbers': { body: { data: [], count: 0 } },
    'GET /invnumbers/jurisdictions': { body: { data: [] } },
  });

  it('checks the fields with the domain schema (E.164) and sends the canonical payload', async () => {
    seedSession(ops, [perm(220, ALL_FLAGS)]);
    const api = mockApi(formApi({ status: 201, body: { message: 'Inventory number added successfully', data: NUMBERS[0] } }));
    const user = userEvent.setup();
    const { router } = renderApp('/portal/management/invnumbers/add');
    for (const legend of ['Number', 'Customer and order', 'Vendor', 'Routing', 'Charges', 'Dates', 'Remarks']) {
      expect(await screen.findByRole('group', { name: legend })).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter the service number')).toBeTruthy();
    expect(screen.getByText('Please select a service type')).toBeTruthy();
    expect(screen.getByText('Please select a jurisdiction')).toBeTruthy();

    const number = screen.getByRole('textbox', { name: /^Service number/ });
    await user.type(number, '12345');
    await user.type(screen.getByRole('textbox', { name: 'NRC (one-time)' }), '12.5.0');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter a valid number in E.164 format, for example +442079460000')).toBeTruthy();
    expect(screen.getByText('Please enter an amount such as 12.50 (up to 4 decimals, not negative)')).toBeTruthy();
    expect(api.callsTo('POST', '/invnumbers')).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '+44 20 7946 0000');
    await user.clear(screen.getByRole('textbox', { name: 'NRC (one-time)' }));
    await user.type(screen.getByRole('textbox', { name: 'NRC (one-time)' }), '12.5');
    await user.click(screen.getByRole('combobox', { name: /^Service type/ }));
    await user.click(await screen.findByRole('option', { name: 'ITFS' }));
    await user.click(screen.getByRole('combobox', { name: /^Jurisdiction/ }));
    await user.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await user.click(screen.getByRole('combobox', { name: 'Customer code' }));
    await user.click(await screen.findByRole('option', { name: 'NWT01 — Northwind Telecom' }));
    await user.click(screen.getByRole('combobox', { name: 'Vendor code' }));
    await user.click(await screen.findByRole('option', { name: 'VORW01 — Orange Wholesale' }));
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'GBP' }));
    await user.click(screen.getByRole('checkbox', { name: 'Both ways enabled' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Inventory number added successfully')).toBeTruthy();
    const body = api.callsTo('POST', '/invnumbers')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      service_number: '+442079460000',
      service_type: 'ITFS',
      jurisdiction: 'United Kingdom',
      customer_insight_code: 'NWT01',
      vendor_insight_code: 'VORW01',
      currency: 'GBP',
      nrc: '12.50',
      mrc: null,
      bothways_enabled: true,
      expired: false,
      city: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/management/invnumbers'));
  }, 30_000);

  it('shows the server errors on their fields', async () => {
    seedSession(ops, [perm(220, ALL_FLAGS)]);
    mockApi(
      formApi({
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'This service number is already in the inventory',
          errors: [
            { field: 'service_number', message: 'This service number is already in the inventory' },
            { field: 'customer_insight_code', message: 'No customer has this code' },
          ],
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/management/invnumbers/add');
    const number = await screen.findByRole('textbox', { name: /^Service number/ });
    await user.type(number, '+442079460000');
    await user.click(screen.getByRole('combobox', { name: /^Service type/ }));
    await user.click(await screen.findByRole('option', { name: 'DID' }));
    await user.click(screen.getByRole('combobox', { name: /^Jurisdiction/ }));
    await user.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This service number is already in the inventory').length).toBeGreaterThan(0);
    expect(screen.getAllByText('No customer has this code').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Customer code' }).getAttribute('aria-invalid')).toBe('true');
  }, 30_000);
});

describe('inventory bulk add', () => {
  beforeEach(resetAppState);

  it('offers the invnumbers template, mentions 50,000 rows and shows the per-row results', async () => {
    seedSession(ops, [perm(220, ALL_FLAGS)]);
    const api = mockApi({
      'POST /invnumbers/bulk': {
        body: {
          data: [
            { row: 2, status: 'created', errors: [] },
            {
              row: 3,
              status: 'error',
              errors: [{ field: 'service_number', message: 'Please enter a valid number in E.164 format, for example +442079460000' }],
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/management/invnumbers/bulk');
    expect(await screen.findByRole('heading', { name: 'Bulk add inventory numbers' })).toBeTruthy();
    expect(screen.getByText(/up to 50,000 rows/)).toBeTruthy();
    expect(screen.getByText(/^service_number, service_type, jurisdiction, city/)).toBeTruthy();
    await user.upload(
      fileInputOf(screen.getByLabelText('Spreadsheet file')),
      new File(['x'], 'numbers.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const table = await screen.findByRole('table', { name: 'Result of each row of the file' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['created', 'error']);
    expect(rows[1]?.textContent).toContain('service_number: Please enter a valid number in E.164 format');
    expect(api.callsTo('POST', '/invnumbers/bulk')).toHaveLength(1);
  });
});

describe('inventory number states', () => {
  beforeEach(resetAppState);

  it('reads the state filter from the address, sends it, and writes a new one back', async () => {
    seedSession(ops, [perm(220, ALL_FLAGS)]);
    const urls: string[] = [];
    mockApi(lists(urls));
    const user = userEvent.setup();
    const { router } = renderApp('/portal/management/invnumbers?state=reserved');
    expect(await screen.findByRole('rowheader', { name: '+33180000001' })).toBeTruthy();
    expect(last(urls).get('state')).toBe('reserved');
    const filters = screen.getByRole('search', { name: 'Search inventory numbers' });
    const state = within(filters).getByRole('combobox', { name: 'State' }) as HTMLInputElement;
    expect(state.value).toBe('Reserved');

    await user.click(state);
    for (const name of ['Available', 'Reserved', 'Assigned', 'Active', 'Aging'])
      expect(await screen.findByRole('option', { name })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Aging' }));
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(last(urls).get('state')).toBe('aging'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('state')).toBe('aging'));

    // an address naming another state (a shared link, Back) shows it in the filter and asks for it
    await router.navigate('/portal/management/invnumbers?state=assigned');
    await waitFor(() => expect(last(urls).get('state')).toBe('assigned'));
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement).value).toBe('Assigned'));

    // clearing the filters drops it from the address and the request
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(last(urls).has('state')).toBe(false));
    await waitFor(() => expect(router.state.location.search).not.toContain('state='));
  }, 30_000);

  it('ignores a state the portal does not know', async () => {
    seedSession(master, [perm(220, { read: true, list: true })]);
    const urls: string[] = [];
    mockApi(lists(urls));
    renderApp('/portal/management/invnumbers?state=sold');
    expect(await screen.findByRole('rowheader', { name: '+33180000001' })).toBeTruthy();
    expect(last(urls).has('state')).toBe(false);
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement).value).toBe('');
  });

  const HISTORY = [
    {
      id: 1,
      from_state: null,
      to_state: 'available',
      order_id: null,
      customer_id: null,
      account: { id: 7, name: 'Olga Ops' },
      note: 'uploaded',
      createdAt: '2025-01-10T08:00:00.000Z',
    },
    {
      id: 2,
      from_state: 'available',
      to_state: 'reserved',
      order_id: 501,
      customer_id: 3,
      account: { id: 50, name: 'Mia Master' },
      note: 'held in the order wizard',
      createdAt: '2025-02-01T09:30:00.000Z',
    },
    {
      id: 3,
      from_state: 'reserved',
      to_state: 'available',
      order_id: null,
      customer_id: 3,
      account: null,
      note: null,
      createdAt: '2025-02-01T10:00:00.000Z',
    },
  ];

  it('shows staff the state, the hold, the history oldest first with order links, and Edit with 220 edit', async () => {
    seedSession(ops, [perm(220, { read: true, list: true, edit: true })]);
    const held = {
      ...NUMBERS[1],
      state: 'reserved',
      reserved_until: '2025-03-01T10:30:00.000Z',
      state_changed_at: '2025-03-01T10:00:00.000Z',
    };
    const api = mockApi({
      'GET /invnumbers/12': { body: held },
      'GET /invnumbers/12/history': { body: { data: HISTORY } },
    });
    renderApp('/portal/management/invnumbers/show/12');
    expect(await screen.findByRole('heading', { name: 'Inventory number +80012345678' })).toBeTruthy();
    const value = (field: string) => (document.querySelector(`[data-field="${field}"] dd`) as HTMLElement).textContent;
    expect(value('state')).toBe('Reserved');
    expect(value('reserved_until')).toMatch(/2025/);
    expect(document.querySelector('[data-field="aging_until"]')).toBeNull();

    const table = await screen.findByRole('table', { name: "Every change of this number's state, oldest first" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-history-id'))).toEqual(['1', '2', '3']);
    expect(rows[0]?.textContent).toContain('New');
    expect(rows[0]?.textContent).toContain('Available');
    expect(rows[0]?.textContent).toContain('Olga Ops');
    expect(rows[1]?.textContent).toMatch(/^Available.*Reserved/);
    expect(rows[1]?.textContent).toContain('held in the order wizard');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Order 501' })
        .getAttribute('href'),
    ).toBe('/portal/management/orders/show/501');
    expect(rows[2]?.textContent).toContain('System');
    expect(within(rows[2] as HTMLElement).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/portal/management/invnumbers/edit/12');
    expect(api.callsTo('GET', '/invnumbers/12/history')).toHaveLength(1);
  });

  it('keeps Edit and the edit page from staff without 220 edit', async () => {
    seedSession(ops, [perm(220, { read: true, list: true, write: true })]);
    mockApi({ 'GET /invnumbers/12': { body: NUMBERS[1] }, 'GET /invnumbers/12/history': { body: { data: [] } } });
    const { router } = renderApp('/portal/management/invnumbers/show/12');
    expect(await screen.findByText('No change of state has been recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await router.navigate('/portal/management/invnumbers/edit/12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });
});

describe('edit inventory number', () => {
  beforeEach(resetAppState);

  const STORED = inv({
    id: 11,
    service_number: '+33180000001',
    service_type: 'DID',
    jurisdiction: 'France',
    city: 'Paris',
    customer_insight_code: 'NWT01',
    customer_name: 'Northwind Telecom',
    order_id: 501,
    routing_vendor: 'Orange',
    currency: 'EUR',
    mrc: '2.50',
    state: 'active',
    updatedAt: '2025-02-10T08:00:00.000Z',
  });
  const editApi = (put: Parameters<typeof mockApi>[0][string], stored: InventoryNumber | (() => InventoryNumber) = STORED) => ({
    'GET /invnumbers/11': () => ({ body: typeof stored === 'function' ? stored() : stored }),
    'GET /invnumbers/11/history': { body: { data: [] } },
    'PUT /invnumbers/11': put,
    'GET /jurisdictions': {
      body: {
        data: [
          { id: 1, name: 'United Kingdom' },
          { id: 2, name: 'France' },
        ],
        count: 2,
      },
    },
    'GET /vendors/': { body: { data: [], count: 0 } },
  });
  const staffEditor = () => seedSession(ops, [perm(220, ALL_FLAGS)]);

  it('shows the fields of the number’s life read-only and sends PUT with the changes and updatedAt', async () => {
    staffEditor();
    const api = mockApi(
      editApi(({ body }) => ({
        body: { message: 'Inventory number updated', data: { ...STORED, ...(body as object), updatedAt: '2025-03-01T00:00:00.000Z' } },
      })),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/portal/management/invnumbers/edit/11');
    expect(await screen.findByRole('heading', { name: 'Edit inventory number +33180000001' })).toBeTruthy();
    const life = screen.getByRole('group', { name: "Follows the number's life" });
    expect(life.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(life).getByText(/change only as the number is ordered, assigned, activated or given back/)).toBeTruthy();
    const readOnly = (name: string) => within(life).getByRole('textbox', { name }) as HTMLInputElement;
    expect(readOnly('Service number').readOnly).toBe(true);
    expect(readOnly('Service number').value).toBe('+33180000001');
    expect(readOnly('Customer code').value).toBe('NWT01 — Northwind Telecom');
    expect(readOnly('Order ID').value).toBe('501');
    expect(readOnly('State').value).toBe('Active');
    // those fields are nowhere else in the form
    expect(screen.getAllByRole('textbox', { name: /^Service number/ })).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: 'Customer code' })).toBeNull();

    const city = screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement;
    expect(city.value).toBe('Paris');
    expect((screen.getByRole('combobox', { name: /^Jurisdiction/ }) as HTMLInputElement).value).toBe('France');
    await user.clear(city);
    await user.type(city, 'Lyon');
    await user.type(screen.getByRole('textbox', { name: 'NRC (one-time)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/management/invnumbers/show/11'));
    expect(await screen.findByText('Inventory number updated')).toBeTruthy();
    const body = api.callsTo('PUT', '/invnumbers/11')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      city: 'Lyon',
      nrc: '5.00',
      mrc: '2.50',
      jurisdiction: 'France',
      service_type: 'DID',
      routing_vendor: 'Orange',
      updatedAt: '2025-02-10T08:00:00.000Z',
    });
    for (const field of ['service_number', 'customer_insight_code', 'order_id', 'state']) expect(body).not.toHaveProperty(field);
  }, 30_000);

  it('checks the fields before sending and shows the server’s per-field errors', async () => {
    staffEditor();
    const api = mockApi(
      editApi({
        status: 422,
        body: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: 'No vendor has this code',
          errors: [
            { field: 'vendor_insight_code', message: 'No vendor has this code' },
            { field: 'translation_termination_number', message: 'Please enter a valid number in E.164 format, for example +442079460000' },
          ],
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/management/invnumbers/edit/11');
    const termination = await screen.findByRole('textbox', { name: 'Termination number' });
    await user.type(termination, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid number in E.164 format, for example +442079460000')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(termination));
    expect(api.callsTo('PUT', '/invnumbers/11')).toHaveLength(0);

    await user.clear(termination);
    await user.type(termination, '+442079460000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Vendor code' }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('No vendor has this code').length).toBeGreaterThan(0);
    expect(termination.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT', '/invnumbers/11')).toHaveLength(1);
  }, 30_000);

  it('on a stale answer says someone changed the number and reloads it on request, then saves with the new updatedAt', async () => {
    staffEditor();
    const current = { ...STORED, city: 'Marseille', routing_vendor: 'SFR', updatedAt: '2025-02-20T12:00:00.000Z' };
    let puts = 0;
    const api = mockApi(
      editApi(() => {
        puts += 1;
        return puts === 1
          ? {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                code: 'inventory.stale',
                message: 'This inventory number was changed meanwhile',
                data: current,
              },
            }
          : { body: { message: 'Inventory number updated', data: current } };
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/portal/management/invnumbers/edit/11');
    const city = (await screen.findByRole('textbox', { name: 'City' })) as HTMLInputElement;
    await user.clear(city);
    await user.type(city, 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This number has changed');
    expect(alert.textContent).toContain('Someone else saved this number after you opened it');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // what was typed stays until the user chooses to reload
    expect(city.value).toBe('Lyon');
    expect(router.state.location.pathname).toBe('/portal/management/invnumbers/edit/11');

    await user.click(within(alert).getByRole('button', { name: 'Reload the number' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Marseille'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Routing vendor' }) as HTMLInputElement).value).toBe('SFR');
    expect(screen.getByText('The number was reloaded with its current values.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/management/invnumbers/show/11'));
    const sent = api.callsTo('PUT', '/invnumbers/11').map((c) => (c.body as { updatedAt: string }).updatedAt);
    expect(sent).toEqual(['2025-02-10T08:00:00.000Z', '2025-02-20T12:00:00.000Z']);
  }, 30_000);

  it('reads the number again when a stale answer does not carry it', async () => {
    staffEditor();
    let stored = STORED;
    mockApi(
      editApi(
        () => ({ status: 409, body: { statusCode: 409, error: 'Conflict', code: 'inventory.stale', message: 'changed' } }),
        () => stored,
      ),
    );
    const user = userEvent.setup();
    renderApp('/portal/management/invnumbers/edit/11');
    const city = (await screen.findByRole('textbox', { name: 'City' })) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    stored = { ...STORED, city: 'Nice', updatedAt: '2025-02-21T00:00:00.000Z' };
    await user.click(within(alert).getByRole('button', { name: 'Reload the number' }));
    await waitFor(() => expect(city.value).toBe('Nice'));
  }, 30_000);
});
