import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_FLAGS } from '../../../test/fixtures/accounts';
import { JURISDICTIONS, product, tariff } from '../../../test/fixtures/coverage';
import { mockApi, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { holdClock } from '../lib/hold-time';
import { emptyDetails, type WizardState } from '../lib/wizard-state';
import { customerUser, ORDERS, orderDetail, orderPerm, staffUser, storedTemporaryOrder, storeTemporaryOrder } from '../test/fixtures';

const ADD = `${ORDERS}/add`;
const step = () => screen.getByTestId('wizard-step').textContent;
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

const did = product({ id: 5, portability: false, tariff: tariff({ currency: 'EUR', nrc: '12.50', mrc: '3.75' }) });
const search = { customer_id: null, customer_name: 'Northwind', service_type: 'DID', jurisdiction: 'France', city: 'Paris' };

/** The wizard as the tab kept it: on the details step of a Paris DID order. */
function atDetails(over: Partial<WizardState> = {}): void {
  const saved: WizardState = {
    step: 3,
    search,
    query: search,
    page: 1,
    product: did,
    details: { ...emptyDetails(), reference: 'PO-9' },
    terms: false,
    numbers: [],
    ...over,
  };
  storeTemporaryOrder(saved);
}

const stockNumber = (id: number, service_number: string) => ({ id, service_number, city: 'Paris', reserved_until: null });
const STOCK = [
  stockNumber(101, '+33180000101'),
  stockNumber(102, '+33180000102'),
  stockNumber(103, '+33180000103'),
  stockNumber(104, '+33180000104'),
  stockNumber(177, '+33187770000'),
];

/** The stock calls over a small stock: what is held or taken is no longer offered. */
function stockApi(until: string) {
  const unavailable = new Set<number>();
  const urls: URLSearchParams[] = [];
  const handlers = {
    'GET /invnumbers/available': ({ url }: { url: string }) => {
      const q = new URL(url, 'http://x').searchParams;
      urls.push(q);
      const contains = q.get('contains');
      return { body: { data: STOCK.filter((n) => !unavailable.has(n.id) && (!contains || n.service_number.includes(contains))) } };
    },
    'POST /invnumbers/reservations': ({ body }: { body: unknown }) => {
      const ids = (body as { inventory_number_ids: number[] }).inventory_number_ids;
      const gone = ids.filter((id) => unavailable.has(id));
      if (gone.length) {
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            code: 'number.not_available',
            message: 'This number is not available',
            // the server names each number gone by its service number
            errors: STOCK.filter((n) => gone.includes(n.id)).map((n) => ({
              field: n.service_number,
              message: 'This number is not available',
            })),
          },
        };
      }
      for (const id of ids) unavailable.add(id);
      return {
        status: 201,
        body: {
          message: 'Numbers held for you for 30 minutes',
          data: STOCK.filter((n) => ids.includes(n.id)).map((n) => ({ ...n, reserved_until: until })),
        },
      };
    },
    'DELETE /invnumbers/reservations/101': () => {
      unavailable.delete(101);
      return { body: { message: 'Number given back' } };
    },
  };
  return { handlers, urls, take: (id: number) => unavailable.add(id) };
}

describe('add order wizard: choose your numbers', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await resetAppState();
  });

  it('customer: searches the stock by digits, names numbers taken meanwhile, holds, releases and orders them', async () => {
    seedSession(customerUser, [orderPerm(ALL_FLAGS)]);
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    const stock = stockApi(until);
    const api = mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      ...stock.handlers,
      // read only when the wizard comes back with holds: never after a hold made on this step
      'GET /invnumbers/reservations': { body: { data: [] } },
      'POST /orders': { status: 201, body: { message: 'Order created successfully', data: orderDetail({ id: 77 }) } },
      'GET /orders/77': { body: orderDetail({ id: 77 }) },
    });
    const user = userEvent.setup();
    atDetails();
    const { router } = renderApp(ADD);

    const panel = await screen.findByTestId('choose-numbers');
    expect(within(panel).getByRole('heading', { name: 'Choose your numbers (optional)' })).toBeTruthy();
    expect(within(panel).getByText(/You may also skip this: our team then picks the numbers for you/)).toBeTruthy();
    // the product and the city are sent; nothing may be chosen before the quantity
    expect(stock.urls[0]?.get('service_number_type_id')).toBe('5');
    expect(stock.urls[0]?.get('city')).toBe('Paris');
    expect(within(panel).getByText('Enter the number quantity above to choose numbers.')).toBeTruthy();
    expect(checkbox('+33180000101').disabled).toBe(true);

    await user.type(textbox('Number quantity'), '2');
    expect(within(panel).getByText('You may choose up to 2 numbers (the number quantity); held so far: 0.')).toBeTruthy();
    await user.click(checkbox('+33180000101'));
    await user.click(checkbox('+33180000102'));
    // as many as ordered, no more
    expect(checkbox('+33180000103').disabled).toBe(true);

    // someone else takes +33180000102 first: it is named, nothing is held, the list is read again
    stock.take(102);
    await user.click(within(panel).getByRole('button', { name: 'Hold the chosen numbers (2)' }));
    const gone = await within(panel).findByTestId('numbers-gone');
    expect(gone.getAttribute('role')).toBe('alert');
    expect(gone.textContent).toContain('Someone else took these numbers meanwhile, so nothing was held: +33180000102.');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '+33180000102' })).toBeNull());
    expect(api.callsTo('POST', '/invnumbers/reservations')[0]?.body).toEqual({
      service_number_type_id: 5,
      inventory_number_ids: [101, 102],
    });
    expect(checkbox('+33180000101').checked).toBe(true);

    // a vanity search is the server's: only the digits are sent
    const contains = within(panel).getByRole('textbox', { name: 'Number contains' });
    await user.type(contains, 'abc');
    await user.click(within(panel).getByRole('button', { name: 'Search numbers' }));
    expect(await within(panel).findByText('Please enter digits only')).toBeTruthy();
    await user.clear(contains);
    await user.type(contains, '777{Enter}');
    await waitFor(() => expect(stock.urls.at(-1)?.get('contains')).toBe('777'));
    // Enter searched: the details were not sent on to the next step
    expect(step()).toBe('details');
    await user.click(await within(panel).findByRole('checkbox', { name: '+33187770000' }));
    await user.click(within(panel).getByRole('button', { name: 'Hold the chosen numbers (2)' }));

    const heldTitle = await within(panel).findByText(`Held for you until ${holdClock(until)}`);
    expect(heldTitle).toBeTruthy();
    expect(within(panel).getByTestId('held-countdown').textContent).toBe('30 min left');
    expect(within(panel).getByTestId('choose-numbers-live').textContent).toBe(
      `Held for you until ${holdClock(until)}: +33180000101, +33187770000`,
    );
    expect(api.callsTo('POST', '/invnumbers/reservations')[1]?.body).toEqual({
      service_number_type_id: 5,
      inventory_number_ids: [101, 177],
    });
    expect([...panel.querySelectorAll('[data-held-id]')].map((e) => e.getAttribute('data-held-id'))).toEqual(['101', '177']);
    // the held numbers are not offered again
    expect(screen.queryByRole('checkbox', { name: '+33187770000' })).toBeNull();
    expect(storedTemporaryOrder().numbers).toHaveLength(2);
    expect(api.callsTo('GET', '/invnumbers/reservations')).toHaveLength(0);

    // fewer ordered than held: the step says so and stays
    await user.clear(textbox('Number quantity'));
    await user.type(textbox('Number quantity'), '1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await within(panel).findByTestId('choose-numbers-error')).textContent).toBe(
      'You hold 2 numbers but order 1: give some back or raise the number quantity.',
    );
    expect(step()).toBe('details');

    await user.click(within(panel).getByRole('button', { name: 'Release +33180000101' }));
    await waitFor(() => expect(panel.querySelectorAll('[data-held-id]')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/invnumbers/reservations/101')).toHaveLength(1);
    expect(within(panel).getByTestId('choose-numbers-live').textContent).toBe('+33180000101 given back');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // the summary lists the chosen number, and the order carries it
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ADD}/submit-order`));
    const chosen = (await screen.findByTestId('submit-summary')).querySelector('[data-field="reserved_numbers"]') as HTMLElement;
    expect(chosen.textContent).toContain('Chosen numbers');
    expect(chosen.textContent).toContain('+33187770000');
    expect(chosen.textContent).not.toContain('+33180000101');
    act(() => notifications.clean());
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ORDERS}/edit/77`));
    expect(api.callsTo('POST', '/orders')[0]?.body).toMatchObject({
      service_number_type_id: 5,
      city: 'Paris',
      number_quantity: 1,
      reserved_numbers: [177],
    });
  });

  it('customer: on coming back, a hold that ended or the server no longer has is dropped and announced', async () => {
    seedSession(customerUser, [orderPerm(ALL_FLAGS)]);
    const later = new Date(Date.now() + 20 * 60_000).toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /invnumbers/available': { body: { data: STOCK.slice(2, 4) } },
      // +33180000102 was given back elsewhere (another tab): only +33180000101 is still held
      'GET /invnumbers/reservations': { body: { data: [{ ...STOCK[0], reserved_until: later }] } },
    });
    atDetails({
      details: { ...emptyDetails(), reference: 'PO-9', number_quantity: 3 },
      numbers: [
        { ...stockNumber(101, '+33180000101'), reserved_until: later },
        { ...stockNumber(102, '+33180000102'), reserved_until: later },
        { ...stockNumber(104, '+33180000104'), reserved_until: past },
      ],
    });
    renderApp(ADD);
    const panel = await screen.findByTestId('choose-numbers');
    await waitFor(() => expect([...panel.querySelectorAll('[data-held-id]')].map((e) => e.getAttribute('data-held-id'))).toEqual(['101']));
    expect(within(panel).getByTestId('choose-numbers-live').textContent).toBe(
      'Your hold on +33180000104 has ended; these numbers are back in stock.',
    );
    expect(within(panel).getByText(`Held for you until ${holdClock(later)}`)).toBeTruthy();
    expect(within(panel).getByTestId('held-countdown').textContent).toBe('20 min left');
    expect(storedTemporaryOrder().numbers?.map((n: { id: number }) => n.id)).toEqual([101]);
  });

  it('customer: going back past the product gives its held numbers back', async () => {
    seedSession(customerUser, [orderPerm(ALL_FLAGS)]);
    const later = new Date(Date.now() + 20 * 60_000).toISOString();
    const api = mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /servicenumbers/type': { body: { data: [did], count: 1 } },
      'GET /invnumbers/available': { body: { data: STOCK } },
      'GET /invnumbers/reservations': { body: { data: [{ ...STOCK[0], reserved_until: later }] } },
      'DELETE /invnumbers/reservations/101': { body: { message: 'Number given back' } },
    });
    atDetails({ numbers: [{ ...stockNumber(101, '+33180000101'), reserved_until: later }] });
    const user = userEvent.setup();
    renderApp(ADD);
    await screen.findByTestId('choose-numbers');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(step()).toBe('features');
    expect(api.callsTo('DELETE', '/invnumbers/reservations/101')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(step()).toBe('select');
    await waitFor(() => expect(api.callsTo('DELETE', '/invnumbers/reservations/101')).toHaveLength(1));
    expect(storedTemporaryOrder().numbers).toEqual([]);
  });

  it('customer: the stock is one Tab stop; the arrow keys move between its numbers, skipping those that cannot be ticked', async () => {
    seedSession(customerUser, [orderPerm(ALL_FLAGS)]);
    const stock = stockApi(new Date(Date.now() + 30 * 60_000).toISOString());
    mockApi({ 'GET /jurisdictions': JURISDICTIONS, ...stock.handlers, 'GET /invnumbers/reservations': { body: { data: [] } } });
    const user = userEvent.setup();
    atDetails();
    renderApp(ADD);
    const panel = await screen.findByTestId('choose-numbers');
    expect(within(panel).getByRole('group', { name: 'Numbers in stock' }).getAttribute('aria-describedby')).toBe('stock-keys-hint');
    await user.type(textbox('Number quantity'), '1');
    const tabStops = () => STOCK.filter((n) => checkbox(n.service_number).tabIndex === 0).map((n) => n.service_number);
    expect(tabStops()).toEqual(['+33180000101']);

    // Tab from the search button lands on the first number, arrows move on, Space ticks
    await user.click(within(panel).getByRole('button', { name: 'Search numbers' }));
    await user.tab();
    expect(document.activeElement).toBe(checkbox('+33180000101'));
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(checkbox('+33180000103'));
    expect(tabStops()).toEqual(['+33180000103']);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(checkbox('+33187770000'));
    await user.keyboard('{Home}{ArrowUp}');
    expect(document.activeElement).toBe(checkbox('+33180000101'));
    await user.keyboard('{ArrowDown} ');
    expect(checkbox('+33180000102').checked).toBe(true);
    // one to order, one ticked: the others cannot be ticked, so the arrows stay on it and it stays the Tab stop
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(checkbox('+33180000102'));
    expect(tabStops()).toEqual(['+33180000102']);
    // the next Tab leaves the list
    await user.tab();
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Hold the chosen numbers (1)' }));
  });

  it('offers no choice where the product has no stock, and never to staff', async () => {
    seedSession(customerUser, [orderPerm(ALL_FLAGS)]);
    const api = mockApi({ 'GET /jurisdictions': JURISDICTIONS, 'GET /invnumbers/available': { body: { data: [] } } });
    atDetails();
    const first = renderApp(ADD);
    expect(await screen.findByRole('textbox', { name: 'Customer reference' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/invnumbers/available')).toHaveLength(1));
    expect(screen.queryByTestId('choose-numbers')).toBeNull();
    first.unmount();

    await resetAppState();
    seedSession(staffUser, [orderPerm(ALL_FLAGS)]);
    const staffApi = mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /customers': { body: { data: [], count: 0 } },
      'GET /invnumbers/available': { body: { data: STOCK } },
    });
    atDetails({ search: { ...search, customer_id: '7' }, query: { ...search, customer_id: '7' } });
    renderApp(ADD);
    expect(await screen.findByRole('textbox', { name: 'Customer reference' })).toBeTruthy();
    expect(screen.queryByText('Choose your numbers (optional)')).toBeNull();
    expect(staffApi.callsTo('GET', '/invnumbers/available')).toHaveLength(0);
  });
});
