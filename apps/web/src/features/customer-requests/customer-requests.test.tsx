import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isNavItemVisible, NAV_ITEMS } from '../../app/navigation';
import { getSession } from '../../lib/session';
import { JURISDICTIONS } from '../../test/fixtures/coverage';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../test/utils';

const registered = makeAccount({
  id: 70,
  email: 'reg@example.org',
  account_type_id: 400,
  accounttype: { id: 400, account_type: 'registered' },
});
const admin = makeAccount({ id: 1, account_type_id: 100 });

const COUNTRIES = {
  body: {
    data: [
      { id: 1, code: 'FR', iso3: 'FRA', name: 'France', dial_code: '+33', region: 'Europe' },
      { id: 2, code: 'GB', iso3: 'GBR', name: 'United Kingdom', dial_code: '+44', region: 'Europe' },
    ],
    count: 2,
  },
};

const request = (over: Record<string, unknown> = {}) => ({
  id: 12,
  status: 'pending',
  account_id: 70,
  requester_email: 'reg@example.org',
  requester_name: 'Ada Lovelace',
  company_name: 'Acme Voice SAS',
  business_jurisdiction: 'France',
  address_country: 'France',
  address_city: 'Paris',
  address_line_1: '1 rue de la Paix',
  address_line_2: null,
  address_postcode: '75002',
  vat_number: 'FR123',
  business_registration_number: null,
  phone: '+33142000000',
  expected_services: ['ITFS', 'DID'],
  expected_volumes: '50 numbers',
  note: null,
  decline_reason: null,
  customer_id: null,
  decided_at: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('the request form', () => {
  beforeEach(resetAppState);

  it('names every missing field, keeps what was typed, and sends nothing', async () => {
    seedSession(registered, []);
    const api = mockApi({
      'GET /customer-requests/mine': { body: { data: null } },
      'GET /jurisdictions': JURISDICTIONS,
      'GET /countries/': COUNTRIES,
    });
    const user = userEvent.setup();
    renderApp('/visitor/become-customer');
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Acme Voice SAS');
    await user.type(screen.getByRole('textbox', { name: /Telephone/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Please choose the business jurisdiction')).toBeTruthy();
    expect(screen.getByText('Please enter a valid telephone number in international form, e.g. +44 20 7946 0000')).toBeTruthy();
    expect(screen.getByText('Please enter the street address')).toBeTruthy();
    expect(screen.getAllByText('Please enter the VAT number or the company registration number').length).toBeGreaterThan(0);
    expect(screen.getByText('Please choose at least one service you expect to use')).toBeTruthy();
    // the first field in error takes the focus; the values stay
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
    expect((screen.getByRole('textbox', { name: /Company name/ }) as HTMLInputElement).value).toBe('Acme Voice SAS');
    expect(api.callsTo('POST', '/customer-requests')).toHaveLength(0);
  });

  it('sends the details and shows the request waiting for review', async () => {
    seedSession(registered, []);
    const api = mockApi({
      'GET /customer-requests/mine': { body: { data: null } },
      'GET /jurisdictions': JURISDICTIONS,
      'GET /countries/': COUNTRIES,
      'POST /customer-requests': { status: 201, body: { message: 'Your request has been sent: our team will review it', data: request() } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/visitor/become-customer');
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Acme Voice SAS');
    await user.click(screen.getByRole('combobox', { name: /Business jurisdiction/ }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.type(screen.getByRole('textbox', { name: /VAT number/ }), 'FR123');
    await user.type(screen.getByRole('textbox', { name: /Telephone/ }), '+33 1 42 00 00 00');
    await user.click(screen.getByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.type(screen.getByRole('textbox', { name: /Street address/ }), '1 rue de la Paix');
    await user.click(screen.getByRole('checkbox', { name: 'ITFS' }));
    await user.click(screen.getByRole('checkbox', { name: 'DID' }));
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visitor/customer-request'));
    const [sent] = api.callsTo('POST', '/customer-requests');
    expect(sent?.body).toMatchObject({
      company_name: 'Acme Voice SAS',
      business_jurisdiction: 'France',
      address_country: 'France',
      vat_number: 'FR123',
      phone: '+33 1 42 00 00 00',
      address_line_1: '1 rue de la Paix',
      expected_services: ['ITFS', 'DID'],
    });
    expect(await screen.findByText(/Our team is reviewing your request/)).toBeTruthy();
    expect(screen.getByText('Acme Voice SAS')).toBeTruthy();
  });

  it('shows a field the server refuses under that field', async () => {
    seedSession(registered, []);
    mockApi({
      'GET /customer-requests/mine': { body: { data: null } },
      'GET /jurisdictions': JURISDICTIONS,
      'GET /countries/': COUNTRIES,
      'POST /customer-requests': {
        status: 422,
        body: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'customer_request.unknown_reference',
          message: 'This country does not exist',
          errors: [{ field: 'address_country', message: 'This country does not exist', code: 'customer_request.unknown_reference' }],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/visitor/become-customer');
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Acme Voice SAS');
    await user.click(screen.getByRole('combobox', { name: /Business jurisdiction/ }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.type(screen.getByRole('textbox', { name: /Company registration number/ }), '552 100 554');
    await user.type(screen.getByRole('textbox', { name: /Telephone/ }), '+33142000000');
    await user.click(screen.getByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.type(screen.getByRole('textbox', { name: /Street address/ }), '1 rue de la Paix');
    await user.click(screen.getByRole('checkbox', { name: 'UIFN' }));
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('This country is not in our list: please choose one from the list')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Street address/ }) as HTMLInputElement).value).toBe('1 rue de la Paix');
  });
});

describe('the status page', () => {
  beforeEach(resetAppState);

  it('shows a declined request with its reason and the way to ask again', async () => {
    seedSession(registered, []);
    mockApi({ 'GET /customer-requests/mine': { body: { data: request({ status: 'declined', decline_reason: 'No licence' }) } } });
    renderApp('/visitor/customer-request');
    const alert = (await screen.findByText('Your request was declined. You may send a new one with corrected details.')).closest(
      '[role="alert"], .mantine-Alert-root',
    );
    expect(alert?.textContent).toContain('No licence');
    expect(screen.getByRole('link', { name: 'Send a new request' }).getAttribute('href')).toBe('/visitor/become-customer');
  });

  it('asks to sign in again when the approval ended the session, and Continue does it', async () => {
    seedSession(registered, []);
    mockApi({
      'GET /customer-requests/mine': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', code: 'auth.session_expired', message: 'x' },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/visitor/customer-request');
    expect(await screen.findByText(/your account has become a customer account/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(getSession()).toBeNull();
  });
});

describe('the staff review', () => {
  beforeEach(resetAppState);

  it('are in the staff’s menu only for those who may add a company (approving adds one)', () => {
    const item = NAV_ITEMS.find((i) => i.path === '/portal/account/customer-requests')!;
    const list = { read: true, list: true, write: false, edit: false, delete: false };
    expect(isNavItemVisible(item, 110, [perm(120, { ...list, write: true })])).toBe(true);
    expect(isNavItemVisible(item, 110, [perm(120, list)])).toBe(false);
    expect(isNavItemVisible(item, 200, [perm(120, { ...list, write: true })])).toBe(false);
  });

  it('lists the queue with server-side filters', async () => {
    seedSession(admin, [perm(120, { read: true, list: true, write: true, edit: true })]);
    const urls: string[] = [];
    mockApi({
      'GET /customer-requests': ({ url }) => {
        urls.push(url);
        return { body: { data: [request()], count: 1 } };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/customer-requests?status=pending');
    const table = await screen.findByRole('table', { name: 'Requests to become a customer' });
    expect(within(table).getByRole('link', { name: 'Acme Voice SAS' }).getAttribute('href')).toBe('/portal/account/customer-requests/12');
    expect(new URL(urls[0] ?? '', 'http://x').searchParams.get('status')).toBe('pending');
    await user.type(screen.getByRole('textbox', { name: /Search/ }), 'acme');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new URL(urls.at(-1) ?? '', 'http://x').searchParams.get('search')).toBe('acme'));
  });

  it('declines only with a reason, and approves', async () => {
    seedSession(admin, [perm(120, { read: true, list: true, write: true, edit: true })]);
    const api = mockApi({
      'GET /customer-requests/12': { body: { data: request() } },
      'POST /customer-requests/12/approve': {
        body: { message: 'ok', data: request({ status: 'approved', customer_id: 40, decided_at: '2026-11-21T10:00:00.000Z' }) },
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/customer-requests/12');
    await screen.findByRole('heading', { name: 'Request from Acme Voice SAS' });
    await user.click(screen.getByRole('button', { name: 'Decline the request' }));
    expect(await screen.findByText('Please say why the request is declined')).toBeTruthy();
    expect(api.callsTo('POST', '/customer-requests/12/decline')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Approve and create the customer' }));
    await waitFor(() => expect(api.callsTo('POST', '/customer-requests/12/approve')).toHaveLength(1));
    expect(api.callsTo('POST', '/customer-requests/12/approve')[0]?.body).toEqual({});
    expect(await screen.findByRole('link', { name: 'Open the customer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline the request' })).toBeNull();
  });

  it('sends a corrected name when the requested one is taken', async () => {
    seedSession(admin, [perm(120, { read: true, list: true, write: true, edit: true })]);
    const api = mockApi({
      'GET /customer-requests/12': { body: { data: request() } },
      'POST /customer-requests/12/approve': ({ body }) =>
        (body as { company_name?: string }).company_name
          ? { body: { message: 'ok', data: request({ status: 'approved', customer_id: 41 }) } }
          : {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                code: 'customer.name_taken',
                message: 'A customer with this name already exists',
                errors: [{ field: 'name', message: 'A customer with this name already exists', code: 'customer.name_taken' }],
              },
            },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/customer-requests/12');
    await screen.findByRole('heading', { name: 'Request from Acme Voice SAS' });
    await user.click(screen.getByRole('button', { name: 'Approve and create the customer' }));
    expect(await screen.findByText('A customer with this name already exists')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /Customer name/ });
    await user.clear(name);
    await user.type(name, 'Acme Voice France');
    await user.click(screen.getByRole('button', { name: 'Approve and create the customer' }));
    await waitFor(() => expect(api.callsTo('POST', '/customer-requests/12/approve')).toHaveLength(2));
    expect(api.callsTo('POST', '/customer-requests/12/approve')[1]?.body).toEqual({ company_name: 'Acme Voice France' });
  });
});
