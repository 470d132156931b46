import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../test/utils';
import { JURISDICTIONS, product, tariff } from '../../test/fixtures/coverage';
import { normalizeCoverage } from './api/use-coverage';
import { CAROUSEL_INTERVAL_MS, useAutoAdvance } from './components/coverage-carousel';

const registered = makeAccount({ id: 70, account_type_id: 400, accounttype: { id: 400, account_type: 'registered' } });
const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });

const COORDINATES = {
  body: {
    data: {
      Asia: [
        { jurisdiction: 'Japan', country_code: 'JP', service_types: ['ITFS', 'DID'] },
        { jurisdiction: 'Hong Kong', country_code: 'HK', service_types: ['UIFN'] },
      ],
      Europe: [{ jurisdiction: 'France', country_code: 'FR', service_types: ['DID', 'SIP Trunking'] }],
      Africa: [],
      'North America': [{ jurisdiction: 'United States', country_code: 'US', service_types: ['ITFS'] }],
      'Central America': [],
      'South America': [],
    },
  },
};

describe('visitor coverage list', () => {
  beforeEach(resetAppState);

  it('uses the public coverage endpoint without prices, takes the jurisdiction from the address, and Show opens the detail', async () => {
    const urls: string[] = [];
    const api = mockApi({
      'GET /servicenumbers/type/coverage': ({ url }) => {
        urls.push(url);
        return { body: { data: [product({ id: 5 }), product({ id: 6, service_type: 'SIP Trunking', number_type: 'Non-Geo' })], count: 2 } };
      },
      'GET /servicenumbers/type/5': { body: product({ id: 5 }) },
      'GET /jurisdictions': JURISDICTIONS,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/visitor/service_number_coverage?jurisdiction=France');
    const table = await screen.findByRole('table', { name: 'Service coverage results' });
    await within(table).findAllByRole('rowheader', { name: 'France' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Jurisdiction', 'Service type', 'Number type', 'Cities', 'Action']);
    const first = new URL(urls[0] ?? '', 'http://x');
    expect(first.searchParams.get('jurisdiction')).toBe('France');
    expect(first.searchParams.get('limit')).toBe('10');
    expect(first.searchParams.has('expired')).toBe(false);
    expect(api.callsTo('GET', '/servicenumbers/type')).toHaveLength(0);
    expect((screen.getByRole('combobox', { name: 'Jurisdiction' }) as HTMLInputElement).value).toBe('France');

    await user.click(screen.getByRole('combobox', { name: 'Service type' }));
    await user.click(await screen.findByRole('option', { name: 'SIP Trunking' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?service_type=SIP+Trunking&jurisdiction=France'));
    await waitFor(() => expect(new URL(urls.at(-1) ?? '', 'http://x').searchParams.get('service_type')).toBe('SIP Trunking'));

    await user.click(screen.getByRole('link', { name: 'Show DID Fixed France' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visitor/service_number_coverage/5'));
  });
});

describe('visitor coverage list for a registered user', () => {
  beforeEach(resetAppState);

  it('shows the list prices (the standard tariff the API adds) and the way to become a customer', async () => {
    seedSession(registered, []);
    mockApi({
      'GET /servicenumbers/type/coverage': { body: { data: [product({ id: 5, tariff: tariff() })], count: 1 } },
      'GET /jurisdictions': JURISDICTIONS,
    });
    renderApp('/visitor/service_number_coverage');
    const table = await screen.findByRole('table', { name: 'Service coverage results' });
    await within(table).findAllByRole('rowheader', { name: 'France' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toHaveLength(7);
    const row = within(table).getAllByRole('row')[1]?.textContent ?? '';
    expect(row).toMatch(/12\.50/);
    expect(row).toMatch(/3\.75/);
    const cta = screen.getByRole('complementary', { name: 'Become a customer' });
    expect(within(cta).getByRole('link', { name: 'Become a customer' }).getAttribute('href')).toBe('/visitor/become-customer');
  });
});

describe('visitor product detail', () => {
  beforeEach(resetAppState);

  it('shows the product without charges and asks an anonymous visitor to sign in or register', async () => {
    // even if an answer carried a tariff, the visitor screen never shows prices
    mockApi({ 'GET /servicenumbers/type/5': { body: product({ id: 5, tariff: tariff() }) } });
    renderApp('/visitor/service_number_coverage/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'DID — France' })).toBeTruthy();
    expect(screen.getByText('All cities are included unless otherwise specified')).toBeTruthy();
    expect(screen.getByText('999 — depends on the local carrier')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Charges' })).toBeNull();
    expect(screen.queryByText('$12.50')).toBeNull();
    const cta = screen.getByRole('complementary', { name: 'Prices and ordering' });
    expect(within(cta).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/account/login');
    expect(within(cta).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/account/register');
    expect(screen.getByRole('link', { name: 'Back to service coverage' }).getAttribute('href')).toBe('/visitor/service_number_coverage');
  });

  it('a registered user sees the list prices and is offered to become a customer', async () => {
    seedSession(registered, []);
    mockApi({ 'GET /servicenumbers/type/5': { body: product({ id: 5, tariff: tariff() }) } });
    renderApp('/visitor/service_number_coverage/5');
    const cta = await screen.findByRole('complementary', { name: 'Prices and ordering' });
    expect(within(cta).getByText(/our list prices/)).toBeTruthy();
    expect(within(cta).getByRole('link', { name: 'Become a customer' }).getAttribute('href')).toBe('/visitor/become-customer');
    expect(within(cta).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/visitor/contacts');
    expect(within(cta).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Charges' })).toBeTruthy();
  });

  it('a customer signed in is sent to the portal detail', async () => {
    seedSession(master, [perm(210, { read: true, list: true })]);
    mockApi({ 'GET /servicenumbers/type/5': { body: product({ id: 5, tariff: tariff() }) } });
    renderApp('/visitor/service_number_coverage/5');
    const cta = await screen.findByRole('complementary', { name: 'Prices and ordering' });
    expect(within(cta).getByRole('link', { name: 'Open in the portal' }).getAttribute('href')).toBe(
      '/portal/management/service_number_coverage/show/5',
    );
    expect(screen.queryByRole('region', { name: 'Charges' })).toBeNull();
  });

  it('an expired or missing product shows not found', async () => {
    mockApi({ 'GET /servicenumbers/type/77': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } } });
    renderApp('/visitor/service_number_coverage/77');
    expect(await screen.findByText('This product does not exist or is no longer offered.')).toBeTruthy();
  });
});

describe('coverage carousel', () => {
  beforeEach(resetAppState);
  afterEach(() => vi.useRealTimers());

  it('renders every region from the coordinates, with jurisdictions linking to their coverage and their service types', async () => {
    mockApi({ 'GET /servicenumbers/type/coverage/coordinates': COORDINATES });
    renderApp('/visitor');
    const carousel = await screen.findByTestId('coverage-carousel');
    const asia = within(carousel).getByRole('group', { name: 'Asia' });
    await within(asia).findByRole('link', { name: 'Japan' });
    expect(within(asia).getByText('Jurisdictions: 2')).toBeTruthy();
    // sorted by name
    expect(
      within(asia)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Hong Kong', 'Japan']);
    const japan = within(asia).getByRole('link', { name: 'Japan' });
    expect(japan.getAttribute('href')).toBe('/visitor/service_number_coverage?jurisdiction=Japan');
    const japanRow = japan.closest('li') as HTMLElement;
    expect(within(japanRow).getByText('ITFS')).toBeTruthy();
    expect(within(japanRow).getByText('DID')).toBeTruthy();
    const usa = within(carousel).getByRole('group', { name: 'North America' });
    expect(within(usa).getByRole('link', { name: 'United States' }).getAttribute('href')).toBe(
      '/visitor/service_number_coverage?jurisdiction=United+States',
    );
    const africa = within(carousel).getByRole('group', { name: 'Africa' });
    expect(within(africa).getByText('No coverage listed yet')).toBeTruthy();
    expect(within(africa).getByText('Jurisdictions: 0')).toBeTruthy();
    expect(within(carousel).getAllByRole('group')).toHaveLength(6);
  });

  it('names the jurisdictions in the interface language, keeping the stored name in the link', async () => {
    mockApi({ 'GET /servicenumbers/type/coverage/coordinates': COORDINATES });
    await setLanguage('fr');
    renderApp('/visitor');
    const carousel = await screen.findByTestId('coverage-carousel');
    const japan = await within(carousel).findByRole('link', { name: 'Japon' });
    expect(japan.getAttribute('href')).toBe('/visitor/service_number_coverage?jurisdiction=Japan');
    expect(within(carousel).getByRole('link', { name: 'États-Unis' })).toBeTruthy();
  });

  it('pauses with its button, on hover and while focus is inside', async () => {
    mockApi({ 'GET /servicenumbers/type/coverage/coordinates': COORDINATES });
    const user = userEvent.setup();
    renderApp('/visitor');
    const carousel = await screen.findByTestId('coverage-carousel');
    expect(carousel.dataset.running).toBe('true');
    const pause = within(carousel).getByRole('button', { name: 'Pause the carousel' });
    await user.click(pause);
    expect(carousel.dataset.running).toBe('false');
    expect(within(carousel).getByRole('button', { name: 'Play the carousel' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(carousel).getByRole('button', { name: 'Play the carousel' }));
    await user.unhover(carousel);
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(carousel.dataset.running).toBe('true'));
    await user.hover(carousel);
    expect(carousel.dataset.running).toBe('false');
  });

  it('advances every 4000 ms while running, never while paused', () => {
    vi.useFakeTimers();
    const embla = { scrollNext: vi.fn() };
    const { rerender } = renderHook(({ running }) => useAutoAdvance(embla, running), { initialProps: { running: true } });
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(embla.scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(embla.scrollNext).toHaveBeenCalledTimes(3);
    rerender({ running: false });
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 5));
    expect(embla.scrollNext).toHaveBeenCalledTimes(3);
  });

  it('reads the coordinates shape with every region present', () => {
    const c = normalizeCoverage(COORDINATES.body);
    expect(Object.keys(c).sort()).toEqual(['Africa', 'Asia', 'Central America', 'Europe', 'North America', 'South America']);
    expect(c.Europe).toEqual([{ jurisdiction: 'France', service_types: ['DID', 'SIP Trunking'] }]);
    expect(c.Asia.map((e) => e.jurisdiction)).toEqual(['Hong Kong', 'Japan']);
  });
});
