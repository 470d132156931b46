import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../test/utils';
import { backPath } from './pages/paths';
import { formatCharge, templateHref } from './lib/product-format';
import { JURISDICTIONS, product, tariff } from '../../test/fixtures/coverage';

const READ_LIST = { read: true, list: true };
const ADD_TO_ORDER = 'Add to order';
const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });
const staff = makeAccount({ id: 1, account_type_id: 120, accounttype: { id: 120, account_type: 'product' } });

const ROWS = [
  product({ id: 5, tariff: tariff() }),
  product({
    id: 6,
    service_type: 'SIP Trunking',
    number_type: 'Non-Geo',
    cities: [
      { city: 'Paris', city_dial_code: '1' },
      { city: 'Lyon', city_dial_code: '4' },
      { city: 'Lille', city_dial_code: '3' },
      { city: 'Nice', city_dial_code: '4' },
    ],
    tariff: tariff({ id: 91, currency: 'EUR', nrc: '100', mrc: '1234.5' }),
  }),
  product({ id: 7, service_type: 'ITFS', number_type: null, cities: [], tariff: null }),
];

function rowOf(name: string | RegExp, index = 0): HTMLElement {
  return screen.getAllByRole('rowheader', { name })[index]?.closest('tr') as HTMLElement;
}

describe('service coverage list (customer)', () => {
  beforeEach(resetAppState);

  it('lists current products 10 a page with prices, the city note, and sends the search filters', async () => {
    seedSession(master, [perm(210, READ_LIST)]);
    const urls: string[] = [];
    mockApi({
      'GET /servicenumbers/type': ({ url }) => {
        urls.push(url);
        return { body: { data: ROWS, count: 3 } };
      },
      'GET /jurisdictions': JURISDICTIONS,
    });
    const user = userEvent.setup();
    renderApp('/portal/management/service_number_coverage');
    await screen.findAllByRole('rowheader', { name: 'France' });
    const table = screen.getByRole('table', { name: 'Service coverage results' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Jurisdiction', 'Service type', 'Number type', 'Cities', 'NRC (one-time)', 'MRC (monthly)', 'Action']);
    expect(within(table).getByText(/For DID and SIP Trunking non-geographic and fixed numbers, all cities are included/)).toBeTruthy();

    const did = rowOf('France', 0);
    expect(within(did).getByText('All cities')).toBeTruthy();
    expect(within(did).getByText('$12.50')).toBeTruthy();
    expect(within(did).getByText('$3.75')).toBeTruthy();
    const sip = rowOf('France', 1);
    expect(within(sip).getByText('Paris, Lyon, Lille +1 more')).toBeTruthy();
    expect(within(sip).getByText('€100.00')).toBeTruthy();
    expect(within(sip).getByText('€1,234.50')).toBeTruthy();
    const itfs = rowOf('France', 2);
    expect(within(itfs).getAllByText('N/A')).toHaveLength(4); // number type, cities, NRC, MRC

    const first = new URL(urls[0] ?? '', 'http://x');
    expect(first.searchParams.get('limit')).toBe('10');
    expect(first.searchParams.get('page')).toBe('0');
    expect(first.searchParams.get('expired')).toBe('false');
    expect(first.searchParams.has('service_type')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Service type' }));
    await user.click(await screen.findByRole('option', { name: 'DID' }));
    await user.click(screen.getByRole('combobox', { name: 'Jurisdiction' }));
    await user.click(await screen.findByRole('option', { name: 'Japan' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(urls.length).toBeGreaterThan(1));
    const last = new URL(urls.at(-1) ?? '', 'http://x');
    expect(last.searchParams.get('service_type')).toBe('DID');
    expect(last.searchParams.get('jurisdiction')).toBe('Japan');
    expect(last.searchParams.get('expired')).toBe('false');
    expect(last.searchParams.get('page')).toBe('0');
  });

  it('Show opens the product detail, and Back returns to the list with its search', async () => {
    seedSession(master, [perm(210, READ_LIST)]);
    mockApi({
      'GET /servicenumbers/type': { body: { data: ROWS, count: 3 } },
      'GET /servicenumbers/type/6': { body: ROWS[1] },
      'GET /jurisdictions': JURISDICTIONS,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/management/service_number_coverage?service_type=SIP+Trunking');
    await user.click(await screen.findByRole('link', { name: 'Show SIP Trunking Non-Geo France' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/management/service_number_coverage/show/6'));
    expect(await screen.findByRole('heading', { level: 1, name: 'SIP Trunking — France' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to service coverage' });
    expect(back.getAttribute('href')).toBe('/portal/management/service_number_coverage?service_type=SIP+Trunking');
  });

  it('is for customers only: staff go to the unauthorised page', async () => {
    seedSession(staff, [perm(210, READ_LIST)]);
    mockApi({ 'GET /servicenumbers/type': { body: { data: ROWS, count: 3 } } });
    const { router } = renderApp('/portal/management/service_number_coverage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });

  it('needs list on 210', async () => {
    seedSession(master, [perm(210, { read: true })]);
    mockApi({ 'GET /servicenumbers/type': { body: { data: ROWS, count: 3 } } });
    const { router } = renderApp('/portal/management/service_number_coverage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });

  it('shows the no-data row for an empty result', async () => {
    seedSession(master, [perm(210, READ_LIST)]);
    mockApi({ 'GET /servicenumbers/type': { body: { data: [], count: 0 } }, 'GET /jurisdictions': JURISDICTIONS });
    renderApp('/portal/management/service_number_coverage');
    expect(await screen.findByRole('cell', { name: 'No data found' })).toBeTruthy();
  });

  it('appears in the customer menu', async () => {
    seedSession(master, [perm(210, READ_LIST)]);
    mockApi({ 'GET /servicenumbers/type': { body: { data: [], count: 0 } } });
    const user = userEvent.setup();
    renderApp('/portal/management/service_number_coverage');
    await screen.findByRole('cell', { name: 'No data found' });
    await user.click(document.querySelector('[data-nav-group="management"]') as HTMLElement);
    const item = await screen.findByRole('menuitem', { name: 'Service coverage' });
    expect(item.getAttribute('href')).toBe('/portal/management/service_number_coverage');
  });
});

describe('product detail (portal)', () => {
  beforeEach(resetAppState);

  it('offers "Order this product" to whoever may order: the wizard opens on the product’s features', async () => {
    seedSession(master, [perm(210, READ_LIST), perm(200, { read: true, list: true, write: true })]);
    mockApi({
      'GET /servicenumbers/type/5': { body: product({ id: 5, tariff: tariff() }) },
      'GET /jurisdictions': JURISDICTIONS,
      'GET /invnumbers/available': { body: { data: [] } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/management/service_number_coverage/show/5');
    await user.click(await screen.findByRole('link', { name: 'Order this product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/management/orders/add'));
    expect(await screen.findByRole('button', { name: ADD_TO_ORDER })).toBeTruthy();
    // without the right to order, no such button
    await resetAppState();
    seedSession(master, [perm(210, READ_LIST)]);
    renderApp('/portal/management/service_number_coverage/show/5');
    expect(await screen.findAllByRole('heading', { level: 1, name: 'DID — France' })).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: 'Order this product' })).toHaveLength(0);
  });

  it('customer: summary with the DID city note, the 999 note, requirements, and only the charges of the service type', async () => {
    seedSession(master, [perm(210, READ_LIST)]);
    mockApi({ 'GET /servicenumbers/type/5': { body: product({ id: 5, tariff: tariff() }) } });
    renderApp('/portal/management/service_number_coverage/show/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'DID — France' })).toBeTruthy();

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('France (+33)')).toBeTruthy();
    expect(within(summary).getByText('All cities are included unless otherwise specified')).toBeTruthy();

    const features = screen.getByRole('region', { name: 'Features' });
    const maxCalls = within(features).getByRole('rowheader', { name: 'Maximum concurrent calls' }).closest('tr') as HTMLElement;
    expect(within(maxCalls).getByText('999 — depends on the local carrier')).toBeTruthy();
    const perNumber = within(features).getByRole('rowheader', { name: 'Maximum concurrent calls per number' }).closest('tr') as HTMLElement;
    expect(within(perNumber).getByText('2')).toBeTruthy();
    expect(within(features).getByRole('rowheader', { name: 'Provisioning lead time (days)' }).closest('tr')?.textContent).toContain('10');
    expect(within(features).getByText('Local fixed lines')).toBeTruthy();
    expect(within(features).getByRole('rowheader', { name: 'Additional remarks' }).closest('tr')?.textContent).toContain('N/A');
    expect(within(features).getByRole('rowheader', { name: 'Local caller CLI supported' }).closest('tr')?.textContent).toContain('Yes');
    // SIP-only and UIFN-only fields are not shown for DID
    expect(within(features).queryByRole('rowheader', { name: 'Emergency services' })).toBeNull();
    expect(within(summary).queryByRole('rowheader', { name: 'Service access code' })).toBeNull();

    const requirements = screen.getByRole('region', { name: 'Order requirements' });
    expect(within(requirements).getByText('Purpose of the application')).toBeTruthy();
    expect(within(requirements).getByText('Accepted documents: Kbis extract')).toBeTruthy();
    expect(within(requirements).getByText('A local address in the jurisdiction')).toBeTruthy();
    expect(within(requirements).queryByText('Usage forecast')).toBeNull();
    expect(within(requirements).getByRole('link', { name: 'Download the template' }).getAttribute('href')).toBe(
      '/api/documents/declaration-fr.docx',
    );
    expect(within(requirements).getByText('Number porting is not available for this product.')).toBeTruthy();

    const charges = screen.getByRole('region', { name: 'Charges' });
    const labels = within(charges)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(labels).toEqual(['NRC per number (one-time)', 'MRC per number (monthly)', 'Inbound charge per minute']);
    expect(within(charges).getByText('$12.50')).toBeTruthy();
    expect(within(charges).getByText('$0.0125')).toBeTruthy();
    expect(within(charges).getByText('Billing increment (seconds, first/next): 60/60')).toBeTruthy();

    expect(screen.queryByRole('region', { name: 'Provider details' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to service coverage' }).getAttribute('href')).toBe(
      '/portal/management/service_number_coverage',
    );
  });

  it('DID with outbound calling adds the outbound charges; with cities lists them', async () => {
    seedSession(master, [perm(210, READ_LIST)]);
    mockApi({
      'GET /servicenumbers/type/8': {
        body: product({
          id: 8,
          outbound_calling_enabled: true,
          outbound_call_display_format: 'E.164',
          cities: [{ city: 'Paris', city_dial_code: '1' }],
          tariff: tariff({ outbound_charges_fixed: '0.02', outbound_charges_mobile: '0.05', outbound_charges_special: null }),
        }),
      },
    });
    renderApp('/portal/management/service_number_coverage/show/8');
    const charges = await screen.findByRole('region', { name: 'Charges' });
    expect(
      within(charges)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'NRC per number (one-time)',
      'MRC per number (monthly)',
      'Inbound charge per minute',
      'Outbound to fixed lines per minute',
      'Outbound to mobiles per minute',
      'Outbound to special numbers per minute',
    ]);
    const special = within(charges).getByRole('rowheader', { name: 'Outbound to special numbers per minute' }).closest('tr') as HTMLElement;
    expect(within(special).getByText('N/A')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('list', { name: 'Cities' }).textContent).toBe('Paris (1)');
    expect(within(summary).queryByText('All cities are included unless otherwise specified')).toBeNull();
    expect(within(summary).getByRole('rowheader', { name: 'Outbound caller ID format' }).closest('tr')?.textContent).toContain('E.164');
  });

  it('staff: back goes to the service number types, with the provider details and toll-free rates', async () => {
    seedSession(staff, [perm(210, READ_LIST)]);
    mockApi({
      'GET /servicenumbers/type/7': {
        body: {
          ...product({ id: 7, service_type: 'ITFS', number_type: null, cities: [], expired: true }),
          vendor_id: 3,
          vendor: 'BT Global Services',
          vendor_plan: null,
          vendor_option: 'Premium',
          tariff: tariff({
            service_type: 'ITFS',
            inbound_charges: null,
            fix_usage_rate: '0.03',
            mobile_usage_rate: '0.1',
            payphone_usage_rate: '0.2',
          }),
        },
      },
    });
    renderApp('/portal/management/service_number_coverage/show/7');
    expect(await screen.findByRole('heading', { level: 1, name: /ITFS — France/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to service number types' }).getAttribute('href')).toBe(
      '/portal/management/service_number_types',
    );
    const provider = screen.getByRole('region', { name: 'Provider details' });
    expect(within(provider).getByText('BT Global Services')).toBeTruthy();
    expect(within(provider).getByText('Premium')).toBeTruthy();
    expect(within(provider).getByRole('rowheader', { name: 'Vendor plan' }).closest('tr')?.textContent).toContain('N/A');
    expect(within(provider).getByRole('rowheader', { name: 'Expired' }).closest('tr')?.textContent).toContain('Yes');
    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(
      within(charges)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'NRC per number (one-time)',
      'MRC per number (monthly)',
      'Per-minute rate from fixed lines',
      'Per-minute rate from mobiles',
      'Per-minute rate from payphones',
    ]);
    // toll-free: no cities row
    expect(within(screen.getByRole('region', { name: 'Summary' })).queryByRole('rowheader', { name: 'Cities' })).toBeNull();
  });

  it('a customer sees a note when the product has no price', async () => {
    seedSession(master, [perm(210, READ_LIST)]);
    mockApi({ 'GET /servicenumbers/type/9': { body: product({ id: 9, tariff: null }) } });
    renderApp('/portal/management/service_number_coverage/show/9');
    const charges = await screen.findByRole('region', { name: 'Charges' });
    expect(within(charges).getByText(/No standard price is set for this product yet/)).toBeTruthy();
  });

  it('a missing or expired product shows not found', async () => {
    seedSession(master, [perm(210, READ_LIST)]);
    mockApi({ 'GET /servicenumbers/type/404': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } } });
    renderApp('/portal/management/service_number_coverage/show/404');
    expect(await screen.findByText('This product does not exist or is no longer offered.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to service coverage' })).toBeTruthy();
  });

  it('needs read on 210', async () => {
    seedSession(master, [perm(210, { list: true })]);
    const { router } = renderApp('/portal/management/service_number_coverage/show/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });
});

describe('coverage helpers', () => {
  it('formats exact amounts as currency in the interface language', () => {
    expect(formatCharge('12.5', 'USD', 'en')).toBe('$12.50');
    expect(formatCharge('0.0125', 'USD', 'en')).toBe('$0.0125');
    expect(formatCharge('9999999999.9999', 'EUR', 'en')).toBe('€9,999,999,999.9999');
    expect(formatCharge('1234.5', 'EUR', 'fr')?.replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatCharge(null, 'USD', 'en')).toBeNull();
    expect(formatCharge('3', 'XX', 'en')).toBe('XX 3');
  });

  it('resolves template links safely', () => {
    expect(templateHref('letter.docx')).toBe('/api/documents/letter.docx');
    expect(templateHref('https://example.org/a.pdf')).toBe('https://example.org/a.pdf');
    expect(templateHref('/api/templates/x')).toBe('/api/templates/x');
    expect(templateHref('javascript:alert(1)')).toBeNull();
    expect(templateHref('  ')).toBeNull();
  });

  it('back goes to the staff list for staff and to the coverage list for customers', () => {
    expect(backPath(110)).toBe('/portal/management/service_number_types');
    expect(backPath(200)).toBe('/portal/management/service_number_coverage');
    expect(backPath(230, '/portal/management/service_number_coverage?page=2')).toBe('/portal/management/service_number_coverage?page=2');
    expect(backPath(110, '/portal/management/service_number_coverage?page=2')).toBe('/portal/management/service_number_types');
    expect(backPath(200, 'https://evil.example')).toBe('/portal/management/service_number_coverage');
  });
});
