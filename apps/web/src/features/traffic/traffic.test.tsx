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
  scope: 'number',
  inventory_number_id: (50 + id) as number | null,
  service_number: `+44800111000${id}` as string | null,
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
        const q = new URL(url, 'http://x').searchParams;
        const state = q.get('state');
        const company = { ...alert(3, 'open'), scope: 'company', inventory_number_id: null, service_number: null };
        const rows = [alert(1, 'open'), alert(2, 'resolved'), company]
          .filter((a) => !state || a.state === state)
          .filter((a) => !q.get('scope') || a.scope === q.get('scope'));
        return { body: { data: rows, count: rows.length } };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/report/traffic/alerts');
    const table = await screen.findByRole('table', { name: 'Traffic alerts' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // an alert on the company's numbers summed has no number
    expect(within(table).getByRole('link', { name: 'All numbers' }).getAttribute('href')).toBe('/portal/report/traffic/alerts/3');
    // a customer does not see a company column
    expect(within(table).queryByRole('columnheader', { name: 'Company' })).toBeNull();
    expect(within(table).getAllByText('500 (expected 12)')).toHaveLength(3);

    await user.type(screen.getByRole('textbox', { name: /Service number/ }), 'abc');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('Please give the beginning of a service number: digits, optionally after +')).toBeTruthy();
    const before = asked.length;
    await user.clear(screen.getByRole('textbox', { name: /Service number/ }));
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Open' }));
    await user.click(screen.getByRole('combobox', { name: 'Watched' }));
    await user.click(await screen.findByRole('option', { name: 'One number' }));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    expect(new URL(asked.at(-1)!, 'http://x').searchParams.get('state')).toBe('open');
    expect(new URL(asked.at(-1)!, 'http://x').searchParams.get('scope')).toBe('number');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Traffic alerts' })).queryByRole('link', { name: 'All numbers' })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: '+448001110001' }).getAttribute('href')).toBe('/portal/report/traffic/alerts/1');
  });

  it('show the figures beside the rule, acknowledge, and refuse to resolve without a note', { timeout: 30_000 }, async () => {
    seedSession(master, [perm(900, reports)]);
    let current = alert(1, 'open');
    const api = mockApi({
      'GET /traffic/alerts/1': () => ({ body: { data: current } }),
      'GET /traffic/alerts/1/series': () => ({
        body: {
          data: [
            { hour: '2026-11-20T09:00:00.000Z', attempts: 14, answered: 10, expected: 12, threshold: 36 },
            { hour: '2026-11-20T10:00:00.000Z', attempts: 500, answered: 420, expected: 12, threshold: 36 },
            { hour: '2026-11-20T11:00:00.000Z', attempts: 9, answered: 6, expected: null, threshold: null },
          ],
        },
      }),
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
    // the number's hours against its baseline: a chart named by its summary, and the same figures as a table
    expect(await screen.findByRole('img', { name: /3 hours of calls; the busiest hour .* with 500 calls/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Calls per hour against the usual' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['14', '12', '36'],
      ['500', '12', '36'],
      ['9', 'no history yet', 'no history yet'],
    ]);
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

  it('name an alert on a company’s numbers summed after the company, with its chart', { timeout: 30_000 }, async () => {
    seedSession(master, [perm(900, reports)]);
    const company = { ...alert(4, 'open'), scope: 'company', inventory_number_id: null, service_number: null };
    mockApi({
      'GET /traffic/alerts/4': () => ({ body: { data: company } }),
      'GET /traffic/alerts/4/series': () => ({
        body: { data: [{ hour: '2026-11-20T10:00:00.000Z', attempts: 210, answered: 200, expected: 60, threshold: 180 }] },
      }),
    });
    renderApp('/portal/report/traffic/alerts/4');
    expect(await screen.findByRole('heading', { name: 'Traffic alert on all numbers of Northwind' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /1 hours? of calls; the busiest hour .* with 210 calls/ })).toBeTruthy();
  });
});
