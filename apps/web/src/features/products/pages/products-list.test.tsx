import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { ALL_FLAGS } from '../../../test/fixtures/accounts';
import { JURISDICTIONS, productRow, tariffRow } from '../../../test/fixtures/products';

const staff = makeAccount({ id: 1, account_type_id: 120, accounttype: { id: 120, account_type: 'product' } });
const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });
const LIST = '/portal/management/service_number_types';

const ROWS = [
  productRow({ tariff: tariffRow() }),
  productRow({
    id: 6,
    service_type: 'ITFS',
    jurisdiction: 'Singapore',
    vendor: 'Singtel Global',
    vendor_plan: null,
    vendor_option: 'SG toll free',
    number_type: null,
    cities: [],
    expired: true,
  }),
];

describe('service number types list (staff)', { timeout: 30_000 }, () => {
  beforeEach(resetAppState);

  it('shows the columns, expired flag, Show/Edit/Delete and tariff links, 10 a page, and filters', async () => {
    seedSession(staff, [perm(210, ALL_FLAGS), perm(230, ALL_FLAGS)]);
    const urls: string[] = [];
    mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /servicenumbers/type': ({ url }) => {
        urls.push(url);
        return { body: { data: ROWS, count: 2 } };
      },
    });
    const user = userEvent.setup();
    renderApp(LIST);
    const first = (await screen.findByRole('rowheader', { name: 'France' })).closest('tr') as HTMLElement;
    const table = screen.getByRole('table', { name: 'Service number types' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Jurisdiction', 'Service type', 'Number type', 'Vendor', 'Vendor plan', 'Vendor option', 'Cities', 'Status', 'Actions']);
    expect(within(first).getByText('Paris')).toBeTruthy();
    expect(within(first).getByText('Current')).toBeTruthy();
    const second = screen.getByRole('rowheader', { name: 'Singapore' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Expired')).toBeTruthy();
    expect(within(second).getByText('All cities')).toBeTruthy();

    const name = 'France · DID · Paris DID';
    expect(
      within(first)
        .getByRole('link', { name: `Show ${name}` })
        .getAttribute('href'),
    ).toBe('/portal/management/service_number_coverage/show/5');
    expect(
      within(first)
        .getByRole('link', { name: `Edit ${name}` })
        .getAttribute('href'),
    ).toBe(`${LIST}/edit/5`);
    expect(
      within(first)
        .getByRole('link', { name: `Edit the tariff of ${name}` })
        .getAttribute('href'),
    ).toBe('/portal/management/tariff/edit/9');
    expect(within(second).getByRole('link', { name: 'Add a tariff for Singapore · ITFS · SG toll free' }).getAttribute('href')).toBe(
      '/portal/management/tariff/add?product=6',
    );
    expect(screen.getByRole('link', { name: 'Add service number type' }).getAttribute('href')).toBe(`${LIST}/add`);
    expect(screen.getByRole('link', { name: 'Bulk add' }).getAttribute('href')).toBe(`${LIST}/bulk`);

    // staff see expired products by default: no expired filter sent
    expect(urls[0]).toContain('limit=10');
    expect(urls[0]).not.toContain('expired=');
    await user.click(screen.getByRole('checkbox', { name: 'Include expired' }));
    await waitFor(() => expect(urls.at(-1)).toContain('expired=false'));
    await user.click(screen.getByRole('combobox', { name: 'Service type' }));
    await user.click(await screen.findByRole('option', { name: 'UIFN' }));
    await waitFor(() => expect(urls.at(-1)).toContain('service_type=UIFN'));
    await user.click(screen.getByRole('combobox', { name: 'Jurisdiction' }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await waitFor(() => expect(urls.at(-1)).toContain('jurisdiction=France'));
  });

  it('shows only what the permissions allow (list only: Show)', async () => {
    seedSession(staff, [perm(210, { read: true, list: true })]);
    mockApi({ 'GET /jurisdictions': JURISDICTIONS, 'GET /servicenumbers/type': { body: { data: ROWS, count: 2 } } });
    renderApp(LIST);
    const row = (await screen.findByRole('rowheader', { name: 'France' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: /^Show/ })).toBeTruthy();
    expect(within(row).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(row).queryByRole('link', { name: /tariff/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add service number type' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bulk add' })).toBeNull();
  });

  it('shows the no-data row', async () => {
    seedSession(staff, [perm(210, ALL_FLAGS)]);
    mockApi({ 'GET /jurisdictions': JURISDICTIONS, 'GET /servicenumbers/type': { body: { data: [], count: 0 } } });
    renderApp(LIST);
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  it('sends customers and staff without the permission to the unauthorised page', async () => {
    seedSession(master, [perm(210, ALL_FLAGS)]);
    mockApi({});
    const { router } = renderApp(LIST);
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));

    await resetAppState();
    seedSession(staff, [perm(240, ALL_FLAGS)]);
    const again = renderApp(`${LIST}/add`);
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/portal/unauthorised'));
  });

  it('/delete/{id} opens the confirmation, which says orders keep their copy, and deletes', async () => {
    seedSession(staff, [perm(210, ALL_FLAGS)]);
    const api = mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /servicenumbers/type': { body: { data: ROWS, count: 2 } },
      'GET /servicenumbers/type/5': { body: ROWS[0] },
      'DELETE /servicenumbers/type/5': { body: { message: 'Service number type deleted successfully' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`${LIST}/delete/5`);
    const dialog = await screen.findByRole('dialog', { name: 'Delete service number type' });
    expect(within(dialog).getByText('Delete the service number type France · DID · Paris DID? This cannot be undone.')).toBeTruthy();
    expect(within(dialog).getByText(/keep their own copy/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete service number type' }));
    expect(await screen.findByText('Service number type deleted successfully')).toBeTruthy();
    expect(api.callsTo('DELETE', '/servicenumbers/type/5')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    // the deleted product is not read again (its 404 was a second toast contradicting the first)
    expect(api.callsTo('GET', '/servicenumbers/type/5')).toHaveLength(1);
  });
});
