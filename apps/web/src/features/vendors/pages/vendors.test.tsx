import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { ALL_FLAGS, accountRow, customerRow } from '../../../test/fixtures/accounts';

const staff = makeAccount({ id: 1, account_type_id: 120, accounttype: { id: 120, account_type: 'product' } });
const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });
const countries = {
  body: {
    data: [
      { id: 1, code: 'FR', iso3: 'FRA', name: 'France', dial_code: '+33', region: 'Europe' },
      { id: 2, code: 'SG', iso3: 'SGP', name: 'Singapore', dial_code: '+65', region: 'Asia' },
    ],
    count: 2,
  },
};
const staffAccounts = {
  body: { data: [accountRow({ id: 2, account_type_id: 110, userprofile: { firstname: 'Sam', lastname: 'Wong' } })], count: 1 },
};
const vendor = (o: Parameters<typeof customerRow>[0]) => {
  const { master_id: _m, master: _mm, ...rest } = customerRow(o);
  return rest;
};
const VENDORS = [
  vendor({
    id: 7,
    name: 'Orange Wholesale International',
    former_name: 'France Telecom Wholesale',
    website: 'https://www.orange-wholesale.example',
    provider_insight_company_code: 'VORW01',
    business_jurisdiction: 'France',
  }),
  vendor({ id: 8, name: 'Singtel Global', provider_insight_company_code: 'VSGT01', business_jurisdiction: 'Singapore' }),
];

describe('vendors list', () => {
  beforeEach(resetAppState);

  it('shows the columns sorted by name, 10 a page, with the permitted actions', async () => {
    seedSession(staff, [perm(240, ALL_FLAGS)]);
    const urls: string[] = [];
    mockApi({
      'GET /vendors/': ({ url }) => {
        urls.push(url);
        return { body: { data: VENDORS, count: 2 } };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/management/vendor');
    const first = (await screen.findByRole('rowheader', { name: 'Orange Wholesale International' })).closest('tr') as HTMLElement;
    const table = screen.getByRole('table', { name: 'Vendors' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Company', 'Company alias', 'Website', 'Vendor code', 'Jurisdiction', 'Actions']);
    expect(within(first).getByText('France Telecom Wholesale')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'https://www.orange-wholesale.example' }).getAttribute('rel')).toContain('noopener');
    expect(within(first).getByText('VORW01')).toBeTruthy();
    expect(urls[0]).toContain('limit=10');
    expect(urls[0]).toContain('orderby=name');

    expect(screen.getByRole('link', { name: 'Add vendor' }).getAttribute('href')).toBe('/portal/management/vendor/add');
    expect(screen.getByRole('link', { name: 'Bulk add' }).getAttribute('href')).toBe('/portal/management/vendor/bulk');
    expect(within(first).getByRole('link', { name: 'Edit Orange Wholesale International' }).getAttribute('href')).toBe(
      '/portal/management/vendor/edit/7',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(urls.at(-1)).toContain('search=sing'));
  });

  it('shows only what the permissions allow', async () => {
    seedSession(staff, [perm(240, { read: true, list: true })]);
    mockApi({ 'GET /vendors/': { body: { data: VENDORS, count: 2 } } });
    renderApp('/portal/management/vendor');
    const row = (await screen.findByRole('rowheader', { name: 'Singtel Global' })).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add vendor' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bulk add' })).toBeNull();
  });

  it('sends a customer to the unauthorised page', async () => {
    seedSession(master, [perm(120, ALL_FLAGS)]);
    mockApi({ 'GET /vendors/': { status: 403, body: { statusCode: 403, message: 'Explicit authorisation required' } } });
    const { router } = renderApp('/portal/management/vendor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });

  it('deletes after confirmation', async () => {
    seedSession(staff, [perm(240, ALL_FLAGS)]);
    const api = mockApi({
      'GET /vendors/': { body: { data: VENDORS, count: 2 } },
      'DELETE /vendors/8': { body: { message: 'Vendor deleted successfully' } },
    });
    const user = userEvent.setup();
    renderApp('/portal/management/vendor');
    await user.click(await screen.findByRole('button', { name: 'Delete Singtel Global' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete vendor' });
    expect(within(dialog).getByText('Delete the vendor Singtel Global? This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete vendor' }));
    expect(await screen.findByText('Vendor deleted successfully')).toBeTruthy();
    expect(api.callsTo('DELETE', '/vendors/8')).toHaveLength(1);
  });
});

describe('vendor forms', () => {
  beforeEach(resetAppState);

  it('adds a vendor with every part of the company form and no master account', async () => {
    seedSession(staff, [perm(240, ALL_FLAGS)]);
    const api = mockApi({
      'GET /countries/': countries,
      'GET /accounts/': staffAccounts,
      'POST /vendors/': { status: 201, body: { message: 'Vendor added successfully', data: VENDORS[1] } },
      'GET /vendors/': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/management/vendor/add');
    for (const legend of ['Company', 'Address', 'Commercial contact', 'Financial contact', 'Fault reporting contact']) {
      expect(await screen.findByRole('group', { name: legend })).toBeTruthy();
    }
    expect(screen.queryByRole('group', { name: 'Master account' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('Please introduce the company name')).toHaveLength(2);
    expect(api.callsTo('POST', '/vendors/')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Blue Harbour Carrier');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Singapore' }));
    const noc = screen.getByRole('group', { name: 'Fault reporting contact' });
    await user.type(within(noc).getByRole('textbox', { name: 'E-mail' }), 'noc@blueharbour.example');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Vendor added successfully')).toBeTruthy();
    const body = api.callsTo('POST', '/vendors/')[0]?.body;
    expect(body).toMatchObject({
      name: 'Blue Harbour Carrier',
      address_country: 'Singapore',
      fault_reporting_contact: { name: null, phone: null, email: 'noc@blueharbour.example' },
      commercial_contact: null,
      website: null,
    });
    expect(body).not.toHaveProperty('master_email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/management/vendor'));
  });

  it('edits a vendor and shows a duplicate name on the name field', async () => {
    seedSession(staff, [perm(240, ALL_FLAGS)]);
    const api = mockApi({
      'GET /countries/': countries,
      'GET /accounts/': staffAccounts,
      'GET /vendors/7': { body: VENDORS[0] },
      'PUT /vendors/7': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'A vendor with this name already exists',
          errors: [{ field: 'name', message: 'A vendor with this name already exists' }],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/management/vendor/edit/7');
    const name = await screen.findByRole('textbox', { name: /Company name/ });
    expect((name as HTMLInputElement).value).toBe('Orange Wholesale International');
    await user.clear(name);
    await user.type(name, 'Singtel Global');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('A vendor with this name already exists').length).toBeGreaterThan(0);
    expect(api.callsTo('PUT', '/vendors/7')[0]?.body).toMatchObject({ name: 'Singtel Global', provider_insight_company_code: 'VORW01' });
  });
});
