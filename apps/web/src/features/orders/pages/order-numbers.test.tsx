import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dayOf, NUMBER_MESSAGES } from '@gsn/domain';
import { i18n } from '../../../lib/i18n';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { customerUser, ORDERS, orderDetail, orderPerm, staffUser } from '../test/fixtures';
import { numbersHandler, orderNumber, orderNumbers } from '../test/numbers';
import { formatDay, numberMessage, numberProblems, oneYearAfter } from '../lib/numbers';
import { toApiError } from '../../../lib/api';

const SHOW = `${ORDERS}/show/41`;
const numbersSection = () => screen.findByTestId('order-numbers');
const serviceNumbers = (section: HTMLElement) =>
  within(section)
    .getAllByRole('row')
    .map((r) => r.getAttribute('data-number'))
    .filter(Boolean);

describe('order numbers: the list', { timeout: 30_000 }, () => {
  beforeEach(resetAppState);

  it('lists the numbers with state, city, routing and dates, counts them per state and pages on the server', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true })]);
    const all = orderNumbers(12, (i) =>
      i === 0
        ? { translation_termination_number: '+441234567890', translated_routing: 'RT-7' }
        : i === 11
          ? { state: 'disconnect_scheduled', disconnect_requested_at: '2025-03-01T10:00:00.000Z', disconnect_date: '2025-04-30' }
          : {},
    );
    const seen: URLSearchParams[] = [];
    mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'completed' }) },
      'GET /orders/41/numbers': numbersHandler(all, seen),
    });
    const user = userEvent.setup();
    renderApp(SHOW);
    const section = await numbersSection();
    await waitFor(() => expect(serviceNumbers(section)).toHaveLength(10));
    expect(within(section).getByRole('table', { name: 'Numbers of order 41' })).toBeTruthy();
    expect(seen[0]?.get('page')).toBe('0');
    expect(seen[0]?.get('limit')).toBe('10');
    expect(within(section).getByTestId('numbers-held').textContent).toBe('This order holds 12 of the 12 numbers ordered.');
    const summary = within(section).getByRole('list', { name: 'Numbers per state' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Active11', 'Disconnection scheduled1']);

    const first = section.querySelector('[data-number="+33140000001"]') as HTMLElement;
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(first).getByText('Paris')).toBeTruthy();
    expect(first.textContent).toContain('Termination number: +441234567890');
    expect(first.textContent).toContain('Translated routing: RT-7');
    expect(first.querySelector('[data-date="activated_at"]')?.textContent).toMatch(/^Active since: /);

    await user.click(
      within(within(section).getByRole('navigation', { name: "Pages of the order's numbers" })).getByRole('button', {
        name: 'Go to page 2',
      }),
    );
    await waitFor(() => expect(serviceNumbers(section)).toEqual(['+33140000011', '+33140000012']));
    expect(seen.at(-1)?.get('page')).toBe('1');
    const last = section.querySelector('[data-number="+33140000012"]') as HTMLElement;
    expect(within(last).getByText('Disconnection scheduled')).toBeTruthy();
    expect(last.querySelector('[data-date="disconnect_date"]')?.textContent).toBe('Stops on: Apr 30, 2025');

    // the state filter asks the server and starts again from the first page
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Show numbers in state' }), 'disconnect_scheduled');
    await waitFor(() => expect(serviceNumbers(section)).toEqual(['+33140000012']));
    expect(seen.at(-1)?.get('state')).toBe('disconnect_scheduled');
    expect(seen.at(-1)?.get('page')).toBe('0');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Show numbers in state' }), 'released');
    expect(await within(section).findByTestId('numbers-empty')).toHaveProperty('textContent', 'No number of this order is in this state.');
    // a customer that may only read: no action, nothing to tick
    expect(within(section).queryByTestId('numbers-actions')).toBeNull();
    expect(within(section).queryByRole('checkbox')).toBeNull();
  });

  it('explains when numbers appear, to the customer and to staff', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true, edit: true })]);
    mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'accepted' }) },
      'GET /orders/41/numbers': numbersHandler([]),
    });
    renderApp(SHOW);
    const section = await numbersSection();
    expect((await within(section).findByTestId('numbers-empty')).textContent).toMatch(
      /^No numbers yet\. The numbers of your order appear here/,
    );
    // no download of nothing, and a customer never adds numbers
    expect(within(section).queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Add numbers' })).toBeNull();
  });

  it('downloads the numbers as CSV and as Excel through the session', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true })]);
    const api = mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'completed' }) },
      'GET /orders/41/numbers': numbersHandler(orderNumbers(2)),
      'GET /orders/41/numbers/download': { body: 'service_number\n+33140000001\n' },
    });
    const createObjectURL = vi.fn(() => 'blob:numbers');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    renderApp(SHOW);
    const section = await numbersSection();
    await user.click(await within(section).findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    await user.click(within(section).getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    const urls = api.fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/numbers/download'));
    expect(urls).toEqual(['/api/orders/41/numbers/download?format=csv', '/api/orders/41/numbers/download?format=xlsx']);
    expect(api.callsTo('GET', '/orders/41/numbers/download')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
  });
});

describe('order numbers: staff add and remove', { timeout: 30_000 }, () => {
  beforeEach(resetAppState);

  it('picks the missing numbers automatically: posts {count} (ordered minus held) and shows "added X of Y" with the shortfall', async () => {
    seedSession(staffUser, [orderPerm({ list: true, read: true, edit: true })]);
    const held = orderNumbers(4, () => ({ state: 'reserved', assigned_at: null, activated_at: null }));
    const seen: URLSearchParams[] = [];
    const api = mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'accepted' }) },
      'GET /orders/41/numbers': numbersHandler(held, seen),
      'POST /orders/41/numbers': {
        body: { message: NUMBER_MESSAGES.added, data: { added: 5, requested: 8, numbers: [] } },
      },
    });
    const user = userEvent.setup();
    renderApp(SHOW);
    const section = await numbersSection();
    await user.click(await within(section).findByRole('button', { name: 'Add numbers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add numbers to order 41' });
    expect(within(dialog).getByText('The order asks for 12 numbers and holds 4.')).toBeTruthy();
    const count = within(dialog).getByRole('textbox', { name: 'How many numbers' }) as HTMLInputElement;
    expect(count.value).toBe('8');
    // nothing, then a valid count
    await user.clear(count);
    await user.click(within(within(dialog).getByRole('tabpanel')).getByRole('button', { name: 'Add numbers' }));
    expect(within(dialog).getByText('Please enter how many numbers to pick, 1 or more')).toBeTruthy();
    expect(api.callsTo('POST', '/orders/41/numbers')).toHaveLength(0);
    await user.type(count, '8');
    const fetchesBefore = seen.length;
    await user.click(within(within(dialog).getByRole('tabpanel')).getByRole('button', { name: 'Add numbers' }));
    const outcome = within(dialog).getByTestId('add-numbers-outcome');
    await waitFor(() => expect(outcome.textContent).toContain('Added 5 of 8 numbers.'));
    expect(outcome.getAttribute('aria-live')).toBe('polite');
    expect(outcome.textContent).toContain('Only 5 matching numbers were available in stock.');
    expect(api.callsTo('POST', '/orders/41/numbers').map((c) => c.body)).toEqual([{ count: 8 }]);
    // the order and its numbers are fetched again
    await waitFor(() => expect(seen.length).toBeGreaterThan(fetchesBefore));
    expect(api.callsTo('GET', '/orders/41').length).toBeGreaterThan(1);
  });

  it('adds listed numbers and ranges, and shows each refused number with its reason', async () => {
    seedSession(staffUser, [orderPerm({ list: true, read: true, edit: true })]);
    const api = mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'assigned' }) },
      'GET /orders/41/numbers': numbersHandler([]),
      'POST /orders/41/numbers': {
        status: 422,
        body: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: NUMBER_MESSAGES.notAvailable,
          errors: [
            { field: '+33140000002', message: NUMBER_MESSAGES.notAvailable },
            { field: 'service_numbers.2', message: NUMBER_MESSAGES.wrongProduct },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderApp(SHOW);
    const section = await numbersSection();
    await user.click(await within(section).findByRole('button', { name: 'Add numbers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add numbers to order 41' });
    await user.click(within(dialog).getByRole('tab', { name: 'Specific numbers' }));
    const panel = within(dialog).getByRole('tabpanel');
    const list = within(panel).getByRole('textbox', { name: 'Numbers and ranges' });
    await user.type(list, '+33 1 40 00 00 01{Enter}+33140000002-0003{Enter}abc');
    await user.click(within(panel).getByRole('button', { name: 'Add numbers' }));
    // what is no number is refused before sending
    expect(within(panel).getByText('Not a number or range: abc')).toBeTruthy();
    expect(list.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect(api.callsTo('POST', '/orders/41/numbers')).toHaveLength(0);

    await user.type(list, '{Backspace}{Backspace}{Backspace}{Backspace}');
    await user.click(within(panel).getByRole('button', { name: 'Add numbers' }));
    const refused = await within(dialog).findByRole('list', { name: 'Numbers refused' });
    expect(api.callsTo('POST', '/orders/41/numbers').map((c) => c.body)).toEqual([
      { service_numbers: ['+33140000001', '+33140000002', '+33140000003'] },
    ]);
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '+33140000002: This number is not available',
      '+33140000003: This number does not match the ordered service type, jurisdiction or city',
    ]);
    expect(within(dialog).getByText(/^No number was added\./)).toBeTruthy();
  });

  it('uploads a list file and refuses other file types before sending', async () => {
    seedSession(staffUser, [orderPerm({ list: true, read: true, edit: true })]);
    const api = mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'accepted' }) },
      'GET /orders/41/numbers': numbersHandler([]),
      'POST /orders/41/numbers/file': { body: { message: NUMBER_MESSAGES.added, data: { added: 3, requested: 3, numbers: [] } } },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderApp(SHOW);
    const section = await numbersSection();
    await user.click(await within(section).findByRole('button', { name: 'Add numbers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add numbers to order 41' });
    await user.click(within(dialog).getByRole('tab', { name: 'Upload a list' }));
    const panel = within(dialog).getByRole('tabpanel');
    const input = panel.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'numbers.pdf', { type: 'application/pdf' }));
    expect(await within(panel).findByText('Please choose a CSV, TXT, XLSX or XLS file')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Add numbers' }));
    expect(api.callsTo('POST', '/orders/41/numbers/file')).toHaveLength(0);

    await user.upload(input, new File(['+33140000001\n+33140000002-0003\n'], 'numbers.csv', { type: 'text/csv' }));
    await user.click(within(panel).getByRole('button', { name: 'Add numbers' }));
    await waitFor(() => expect(within(dialog).getByTestId('add-numbers-outcome').textContent).toContain('Added 3 of 3 numbers.'));
    expect(within(dialog).getByTestId('add-numbers-outcome').textContent).not.toContain('Only');
    expect(api.callsTo('POST', '/orders/41/numbers/file')).toHaveLength(1);
  });

  it('removes a number not yet in service after confirmation', async () => {
    seedSession(staffUser, [orderPerm({ list: true, read: true, edit: true })]);
    const api = mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'assigned' }) },
      'GET /orders/41/numbers': numbersHandler([orderNumber({ id: 7, state: 'assigned', activated_at: null })]),
      'DELETE /orders/41/numbers/7': { body: { message: NUMBER_MESSAGES.removed } },
    });
    const user = userEvent.setup();
    renderApp(SHOW);
    const section = await numbersSection();
    await user.click(await within(section).findByRole('button', { name: 'Remove +33140000001 from the order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove a number' });
    expect(within(dialog).getByText('Remove +33140000001 from order 41? It goes back to stock as available.')).toBeTruthy();
    // the focus starts on Cancel
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(api.callsTo('DELETE', '/orders/41/numbers/7')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/orders/41/numbers/7')).toHaveLength(1));
    expect(await screen.findByText('Number removed from the order')).toBeTruthy();
  });

  it('shows the panel on the edit page to staff only', async () => {
    seedSession(staffUser, [orderPerm({ list: true, read: true, edit: true })]);
    mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'accepted' }) },
      'GET /orders': { body: { data: [], count: 0 } },
      'GET /orders/41/numbers': numbersHandler(orderNumbers(1, () => ({ state: 'reserved' }))),
    });
    const { unmount } = renderApp(`${ORDERS}/edit/41`);
    const section = await numbersSection();
    expect(await within(section).findByRole('button', { name: 'Add numbers' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Remove +33140000001 from the order' })).toBeTruthy();
    unmount();

    await resetAppState();
    seedSession(customerUser, [orderPerm({ list: true, read: true, write: true, edit: true })]);
    mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'saved' }) },
      'GET /orders': { body: { data: [], count: 0 } },
      'GET /orders/41/numbers': numbersHandler([]),
    });
    renderApp(`${ORDERS}/edit/41`);
    await screen.findByRole('heading', { level: 1, name: 'Edit order 41' });
    await screen.findByTestId('product-features');
    expect(screen.queryByTestId('order-numbers')).toBeNull();
  });
});

describe('order numbers: giving numbers back', { timeout: 30_000 }, () => {
  beforeEach(resetAppState);

  const inDays = (days: number) => dayOf(new Date(Date.now() + days * 86_400_000));

  it('a customer gives the ticked numbers back: posts their ids, the date and the confirmation', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true, edit: true })]);
    const api = mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'completed' }) },
      'GET /orders/41/numbers': numbersHandler(orderNumbers(3)),
      'POST /orders/41/disconnects': { body: { message: NUMBER_MESSAGES.disconnectRequested, data: { requested: 2 } } },
    });
    const user = userEvent.setup();
    renderApp(SHOW);
    const section = await numbersSection();
    // the whole page at once, and off again
    const page = await within(section).findByRole('checkbox', { name: 'Select all numbers on this page that can be selected' });
    await user.click(page);
    expect(within(section).getByTestId('numbers-selected').textContent).toBe('3 selected');
    await user.click(page);
    expect(within(section).queryByTestId('numbers-selected')).toBeNull();
    await user.click(within(section).getByRole('checkbox', { name: 'Select +33140000001' }));
    expect((page as HTMLInputElement).indeterminate).toBe(true);
    await user.click(within(section).getByRole('checkbox', { name: 'Select +33140000003' }));
    expect(within(section).getByTestId('numbers-selected').textContent).toBe('2 selected');
    // staff-only actions are not offered to a customer
    expect(within(section).queryByRole('button', { name: 'Add numbers' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Confirm disconnections' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /^Remove / })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Give numbers back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give numbers back' });
    expect((within(dialog).getByRole('radio', { name: 'The 2 numbers selected in the table' }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(within(dialog).getByRole('list', { name: 'Numbers to give back' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['+33140000001', '+33140000003']);
    // neither date nor confirmation: refused here, nothing sent
    await user.click(within(dialog).getByRole('button', { name: 'Give numbers back' }));
    expect(within(dialog).getByText('Please choose a disconnection date from today up to one year ahead')).toBeTruthy();
    expect(within(dialog).getByText('Please confirm that these numbers stop working on the chosen date')).toBeTruthy();
    expect(api.callsTo('POST', '/orders/41/disconnects')).toHaveLength(0);

    const date = inDays(30);
    await user.type(within(dialog).getByRole('textbox', { name: /Disconnection date/ }), date);
    await user.tab();
    // the confirmation names the day chosen
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: `I understand that these numbers stop working on ${formatDay(date)} and that their monthly charge ends on that date.`,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Give numbers back' }));
    await waitFor(() => expect(api.callsTo('POST', '/orders/41/disconnects')).toHaveLength(1));
    expect(api.callsTo('POST', '/orders/41/disconnects')[0]?.body).toEqual({ number_ids: [1, 3], date, confirm: true });
    expect(await screen.findByText('Disconnection requested; our team will confirm it')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Give numbers back' })).toBeNull());
    expect(within(section).queryByTestId('numbers-selected')).toBeNull();
  });

  it('gives every active number back with "all", and shows the server refusal in the dialog', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true, edit: true })]);
    const api = mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'completed' }) },
      'GET /orders/41/numbers': numbersHandler(orderNumbers(3)),
      'POST /orders/41/disconnects': {
        status: 422,
        body: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: NUMBER_MESSAGES.dateInvalid,
          errors: [{ field: 'date', message: NUMBER_MESSAGES.dateInvalid }],
        },
      },
    });
    const user = userEvent.setup();
    renderApp(SHOW);
    const section = await numbersSection();
    await user.click(await within(section).findByRole('button', { name: 'Give numbers back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give numbers back' });
    // nothing ticked: only "all" can be chosen
    expect((within(dialog).getByRole('radio', { name: 'The 0 numbers selected in the table' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('radio', { name: 'All 3 active numbers of this order' }) as HTMLInputElement).checked).toBe(true);
    const date = inDays(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Disconnection date/ }), date);
    await user.tab();
    await user.click(within(dialog).getByRole('checkbox', { name: /^I understand/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Give numbers back' }));
    await waitFor(() => expect(api.callsTo('POST', '/orders/41/disconnects')).toHaveLength(1));
    expect(api.callsTo('POST', '/orders/41/disconnects')[0]?.body).toEqual({ all: true, date, confirm: true });
    // the refusal stays in the dialog, at the date field
    const field = within(dialog).getByRole('textbox', { name: /Disconnection date/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByTestId('disconnect-problem').textContent).toContain(
      'Please choose a disconnection date from today up to one year ahead',
    );
  });

  it('offers nothing to give back before the order is completed, nor to a customer that may only read', async () => {
    seedSession(customerUser, [orderPerm({ list: true, read: true, edit: true })]);
    mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'testing' }) },
      'GET /orders/41/numbers': numbersHandler(orderNumbers(2, () => ({ state: 'assigned', activated_at: null }))),
    });
    renderApp(SHOW);
    const section = await numbersSection();
    await within(section).findByText('+33140000001');
    expect(within(section).queryByRole('button', { name: 'Give numbers back' })).toBeNull();
    expect(within(section).queryByRole('checkbox')).toBeNull();
  });

  it('staff confirm the requested disconnections, the ticked ones, with an internal note', async () => {
    seedSession(staffUser, [orderPerm({ list: true, read: true, edit: true })]);
    const all = orderNumbers(3, (i) =>
      i < 2 ? { state: 'disconnect_requested', disconnect_requested_at: '2025-03-01T10:00:00.000Z', disconnect_date: '2025-04-01' } : {},
    );
    const api = mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'completed' }) },
      'GET /orders/41/numbers': numbersHandler(all),
      'POST /orders/41/disconnects/confirm': { body: { message: NUMBER_MESSAGES.disconnectConfirmed } },
    });
    const user = userEvent.setup();
    renderApp(SHOW);
    const section = await numbersSection();
    // a completed order: staff add nothing and remove nothing, but may give back for the customer and confirm
    expect(await within(section).findByRole('button', { name: 'Confirm disconnections' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Give numbers back' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Add numbers' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /^Remove / })).toBeNull();
    await user.click(within(section).getByRole('checkbox', { name: 'Select +33140000002' }));
    await user.click(within(section).getByRole('button', { name: 'Confirm disconnections' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm disconnections' });
    expect(within(dialog).getByText('Confirm the disconnection of the 1 selected numbers?')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Internal note/ }), 'Carrier ticket 991');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm disconnections' }));
    await waitFor(() => expect(api.callsTo('POST', '/orders/41/disconnects/confirm')).toHaveLength(1));
    expect(api.callsTo('POST', '/orders/41/disconnects/confirm')[0]?.body).toEqual({
      number_ids: [2],
      internal_note: 'Carrier ticket 991',
    });
    expect(await screen.findByText('Disconnection confirmed')).toBeTruthy();
  });

  it('staff without the edit permission see the numbers and no action', async () => {
    seedSession(makeAccount({ id: 2, account_type_id: 130, accounttype: { id: 130, account_type: 'billing' } }), [
      perm(200, { list: true, read: true }),
    ]);
    mockApi({
      'GET /orders/41': { body: orderDetail({ status: 'completed' }) },
      'GET /orders/41/numbers': numbersHandler(orderNumbers(2, (i) => (i === 0 ? { state: 'disconnect_requested' } : {}))),
    });
    renderApp(SHOW);
    const section = await numbersSection();
    await within(section).findByText('+33140000001');
    expect(within(section).queryByTestId('numbers-actions')).toBeNull();
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });
});

describe('order numbers: messages', () => {
  beforeEach(resetAppState);

  it('shows the numbers API messages in the interface language, refused numbers by number', async () => {
    await i18n.changeLanguage('fr');
    expect(numberMessage(NUMBER_MESSAGES.notAvailable)).toBe('Ce numéro n’est pas disponible');
    expect(numberMessage(NUMBER_MESSAGES.tooMany)).toBe(
      `Veuillez ajouter au plus ${new Intl.NumberFormat('fr').format(10_000)} numéros à la fois`,
    );
    expect(numberMessage('', null, 'added')).toBe('Numéros ajoutés à la commande');
    const error = toApiError(422, 'Unprocessable Entity', {
      message: NUMBER_MESSAGES.notFound,
      errors: [
        { field: 'service_numbers[1]', message: NUMBER_MESSAGES.notFound },
        { field: 'service_numbers', message: NUMBER_MESSAGES.tooMany },
      ],
    });
    expect(numberProblems(error, ['+33140000001', '+33140000009'])).toEqual({
      message: 'Aucun numéro de l’inventaire n’a ce numéro de service',
      numbers: [
        { number: '+33140000009', message: 'Aucun numéro de l’inventaire n’a ce numéro de service' },
        { number: '', message: `Veuillez ajouter au plus ${new Intl.NumberFormat('fr').format(10_000)} numéros à la fois` },
      ],
    });
  });

  it('ends the disconnection window a calendar year after today', () => {
    expect(oneYearAfter('2025-03-15')).toBe('2026-03-15');
    expect(oneYearAfter('2024-02-29')).toBe('2025-02-28');
  });
});
