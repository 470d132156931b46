import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isNavItemVisible, NAV_ITEMS } from '../../app/navigation';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../test/utils';

const reports = { read: true, list: true, write: false, edit: false, delete: false };
const master = makeAccount({ id: 7, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });

const finding = (observed: number, hour: string) => ({
  kind: 'pumping',
  observed,
  expected: 12,
  threshold: 84,
  rule: `Attempts ${observed} in the hour against 12 expected (the same hour of the previous 28 days)`,
  hour,
});
const alert = (id: number, state: string) => ({
  id,
  customer_id: 3,
  customer_name: 'Northwind',
  inventory_number_id: 50 + id,
  service_number: `+44800111000${id}`,
  kind: 'pumping',
  state,
  evidence: {
    first_hour: '2026-11-20T10:00:00.000Z',
    last_hour: '2026-11-20T11:00:00.000Z',
    crossings: 2,
    peak: finding(500, '2026-11-20T11:00:00.000Z'),
    latest: finding(500, '2026-11-20T11:00:00.000Z'),
  },
  opened_at: '2026-11-20T11:05:00.000Z',
  acknowledged_at: null,
  resolved_at: null,
  resolution_note: null as string | null,
  resolved_automatically: false,
  updatedAt: '2026-11-20T11:05:00.000Z',
});

describe('traffic alerts', () => {
  beforeEach(resetAppState);

  it('are in the Reports menu of whoever reads the call reports', () => {
    const item = NAV_ITEMS.find((i) => i.path === '/portal/report/traffic/alerts')!;
    expect(item.group).toBe('reports');
    expect(isNavItemVisible(item, 200, [perm(900, reports)])).toBe(true);
    expect(isNavItemVisible(item, 210, [])).toBe(false);
  });

  it('list by state in the address, refuse a number filter that is not one, and open an alert', { timeout: 30_000 }, async () => {
    seedSession(master, [perm(900, reports)]);
    const asked: string[] = [];
    mockApi({
      'GET /traffic/alerts': ({ url }) => {
        asked.push(url);
        const state = new URL(url, 'http://x').searchParams.get('state');
        const rows = [alert(1, 'open'), alert(2, 'resolved')].filter((a) => !state || a.state === state);
        return { body: { data: rows, count: rows.length } };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/report/traffic/alerts');
    const table = await screen.findByRole('table', { name: 'Traffic alerts' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // a customer does not see a company column
    expect(within(table).queryByRole('columnheader', { name: 'Company' })).toBeNull();
    expect(within(table).getAllByText('500 (expected 12)')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: /Service number/ }), 'abc');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('Please give the beginning of a service number: digits, optionally after +')).toBeTruthy();
    const before = asked.length;
    await user.clear(screen.getByRole('textbox', { name: /Service number/ }));
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    expect(new URL(asked.at(-1)!, 'http://x').searchParams.get('state')).toBe('open');
    expect(screen.getByRole('link', { name: '+448001110001' }).getAttribute('href')).toBe('/portal/report/traffic/alerts/1');
  });

  it('show the figures beside the rule, acknowledge, and refuse to resolve without a note', { timeout: 30_000 }, async () => {
    seedSession(master, [perm(900, reports)]);
    let current = alert(1, 'open');
    const api = mockApi({
      'GET /traffic/alerts/1': () => ({ body: { data: current } }),
      'POST /traffic/alerts/1/acknowledge': () => {
        current = { ...current, state: 'acknowledged' };
        return { body: { message: 'Alert acknowledged', data: current } };
      },
      'POST /traffic/alerts/1/resolve': ({ body }) => {
        current = { ...current, state: 'resolved', resolution_note: (body as { note: string }).note };
        return { body: { message: 'Alert resolved', data: current } };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/report/traffic/alerts/1');
    expect(await screen.findByRole('heading', { name: 'Traffic alert on +448001110001' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText(/Attempts 500 in the hour against 12 expected/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Open the call records of these days' }).getAttribute('href')).toBe(
      '/portal/report/call_records?fromDate=2026-11-20&toDate=2026-11-20',
    );
    await user.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Please say why the alert is resolved')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/traffic/alerts/1/resolve')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Why is it resolved?' }), 'Test calls of the IVR vendor');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Test calls of the IVR vendor')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/traffic/alerts/1/resolve')?.body).toEqual({ note: 'Test calls of the IVR vendor' });
  });
});
