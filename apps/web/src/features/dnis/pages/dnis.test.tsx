import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DnisRow } from '@gsn/domain';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { ALL_FLAGS } from '../../../test/fixtures/accounts';

const ops = makeAccount({ id: 7, account_type_id: 130, accounttype: { id: 130, account_type: 'operation' } });
const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });

const dnis = (o: Partial<DnisRow> & Pick<DnisRow, 'id' | 'service_number'>): DnisRow => ({
  translation_termination_number: null,
  translated_routing: null,
  routing_vendor: null,
  ocn_for_customer: null,
  service_type: 'ITFS',
  jurisdiction: 'United Kingdom',
  city: null,
  customer_insight_code: 'NWT01',
  customer_name: 'Northwind Telecom',
  order_id: null,
  expired: false,
  updatedAt: '2025-02-10T08:00:00.000Z',
  ...o,
});

const ROWS = [
  dnis({
    id: 21,
    service_number: '+442079460001',
    translation_termination_number: '+33180000009',
    translated_routing: 'SIP-LON',
    routing_vendor: 'BT',
    city: 'London',
  }),
  dnis({ id: 22, service_number: '+442079460002' }),
];

describe('DNIS', () => {
  beforeEach(resetAppState);

  it('lists the service numbers with their termination and sends the filters', async () => {
    seedSession(ops, [perm(220, ALL_FLAGS)]);
    const urls: string[] = [];
    mockApi({
      'GET /dnis/': ({ url }) => {
        urls.push(url);
        return { body: { data: ROWS, count: 2 } };
      },
      'GET /invnumbers/jurisdictions': { body: { data: ['France', 'United Kingdom'] } },
    });
    const user = userEvent.setup();
    renderApp('/portal/management/dnis');
    const routed = (await screen.findByRole('rowheader', { name: '+442079460001' })).closest('tr') as HTMLElement;
    const table = screen.getByRole('table', { name: 'Service numbers and their termination numbers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Service number',
      'Termination number',
      'Translated routing',
      'Routing vendor',
      'Customer',
      'Jurisdiction',
      'City',
      'Last updated',
      'Actions',
    ]);
    expect(within(routed).getByText('+33180000009')).toBeTruthy();
    expect(within(routed).getByText('SIP-LON')).toBeTruthy();
    const unrouted = screen.getByRole('rowheader', { name: '+442079460002' }).closest('tr') as HTMLElement;
    expect(within(unrouted).getByText('No termination yet')).toBeTruthy();
    expect(new URL(urls[0]!, 'http://x').searchParams.get('limit')).toBe('10');
    expect(new URL(urls[0]!, 'http://x').searchParams.has('unrouted')).toBe(false);

    const filters = screen.getByRole('search', { name: 'Search DNIS' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Service number' }), '+4420');
    await user.click(within(filters).getByRole('combobox', { name: 'Jurisdiction' }));
    await user.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Only without termination' }));
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('unrouted')).toBe('true'));
    const q = new URL(urls.at(-1)!, 'http://x').searchParams;
    expect(q.get('service_number')).toBe('+4420');
    expect(q.get('jurisdiction')).toBe('United Kingdom');
  }, 20_000);

  it('edits the routing in a dialog with E.164 checks and updates the row', async () => {
    seedSession(ops, [perm(220, ALL_FLAGS)]);
    let rows = ROWS;
    const api = mockApi({
      'GET /dnis/': () => ({ body: { data: rows, count: rows.length } }),
      'GET /invnumbers/jurisdictions': { body: { data: [] } },
      'PUT /dnis/22': ({ body }) => {
        const saved = { ...ROWS[1]!, ...(body as Partial<DnisRow>), updatedAt: '2025-03-01T10:00:00.000Z' };
        rows = [ROWS[0]!, saved];
        return { body: { message: 'DNIS updated successfully', data: saved } };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/management/dnis');
    await user.click(await screen.findByRole('button', { name: 'Edit +442079460002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit DNIS' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the termination number')).toBeTruthy();

    const termination = within(dialog).getByRole('textbox', { name: /^Termination number/ });
    await user.type(termination, '0044123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid number in E.164 format, for example +442079460000')).toBeTruthy();
    expect(api.callsTo('PUT', '/dnis/22')).toHaveLength(0);

    await user.clear(termination);
    await user.type(termination, '+33 1 80 00 00 10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Routing vendor' }), 'Orange');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('DNIS updated successfully')).toBeTruthy();
    expect(api.callsTo('PUT', '/dnis/22')[0]?.body).toEqual({
      translation_termination_number: '+33180000010',
      translated_routing: null,
      routing_vendor: 'Orange',
      ocn_for_customer: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit DNIS' })).toBeNull());
    const row = screen.getByRole('rowheader', { name: '+442079460002' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('+33180000010')).toBeTruthy();
    expect(within(row).getByText('Orange')).toBeTruthy();
    expect(within(row).queryByText('No termination yet')).toBeNull();
  }, 20_000);

  it('shows no Edit without 220 edit and is closed to customers', async () => {
    seedSession(ops, [perm(220, { read: true, list: true })]);
    mockApi({ 'GET /dnis/': { body: { data: ROWS, count: 2 } }, 'GET /invnumbers/jurisdictions': { body: { data: [] } } });
    renderApp('/portal/management/dnis');
    expect(await screen.findByRole('rowheader', { name: '+442079460001' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();

    await resetAppState();
    seedSession(master, [perm(220, ALL_FLAGS)]);
    const { router } = renderApp('/portal/management/dnis');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });
});
