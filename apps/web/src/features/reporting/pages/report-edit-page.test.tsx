import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';

const ops = makeAccount({ id: 7, account_type_id: 130, accounttype: { id: 130, account_type: 'operation' } });
const report = {
  id: 5,
  account_id: 7,
  name: 'Hourly Monday',
  type: 'callstatisticshourly',
  filters: { customer_code: 'CUSA', jurisdiction: 'Germany', direction: 'inbound' },
  period: { kind: 'fixed', from: '2026-03-01', to: '2026-03-02' },
  time_zone: 'UTC',
  format: 'xlsx',
  schedule: { frequency: 'weekly', weekday: 1 },
  email: true,
  last_run: null,
  next_run_at: '2026-03-09T06:00:00.000Z',
  createdAt: '2026-03-01T00:00:00.000Z',
};

describe('report edit', () => {
  beforeEach(resetAppState);

  it('is reachable from the list, fills the add form with the report and saves it with PUT', async () => {
    seedSession(ops, [perm(900, { list: true, read: true })]);
    const api = mockApi({
      'GET /reporting/reports': { body: { data: [report], count: 1 } },
      'GET /reporting/reports/5': { body: { data: report } },
      'PUT /reporting/reports/5': ({ body }) => ({ body: { message: 'Report saved', data: { ...report, ...(body as object) } } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/reporting/reports');
    await user.click(await screen.findByRole('link', { name: 'Edit Hourly Monday' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/reporting/reports/edit/5'));

    const name = (await screen.findByRole('textbox', { name: /Name/ }, { timeout: 5000 })) as HTMLInputElement;
    expect(await screen.findByRole('heading', { name: 'Edit report' })).toBeTruthy();
    expect(name.value).toBe('Hourly Monday');
    expect((screen.getByRole('textbox', { name: /Jurisdiction/ }) as HTMLInputElement).value).toBe('Germany');
    expect((screen.getByRole('textbox', { name: /From date/ }) as HTMLInputElement).value).toBe('2026-03-01');

    // more days than hourly statistics compare: the domain's rule, translated, on the end date
    const to = screen.getByRole('textbox', { name: /To date/ }) as HTMLInputElement;
    await user.clear(to);
    await user.type(to, '2026-03-09');
    await user.click(screen.getByRole('button', { name: 'Save report' }));
    expect(await screen.findByText('Hourly statistics compare at most 4 days: please choose a shorter period')).toBeTruthy();
    expect(api.callsTo('PUT', '/reporting/reports/5')).toHaveLength(0);

    await user.clear(to);
    await user.type(to, '2026-03-03');
    await user.clear(name);
    await user.type(name, 'Hourly, renamed');
    await user.click(screen.getByRole('button', { name: 'Save report' }));
    await waitFor(() => expect(api.callsTo('PUT', '/reporting/reports/5')).toHaveLength(1));
    expect(api.callsTo('PUT', '/reporting/reports/5')[0]!.body).toEqual({
      name: 'Hourly, renamed',
      type: 'callstatisticshourly',
      filters: { customer_code: 'CUSA', jurisdiction: 'Germany', direction: 'inbound', service_type: null },
      period: { kind: 'fixed', from: '2026-03-01', to: '2026-03-03' },
      time_zone: 'UTC',
      format: 'xlsx',
      schedule: { frequency: 'weekly', weekday: 1, day: null },
      email: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/reporting/reports'));
  });

  it('shows only the order overview’s filters for that type', async () => {
    seedSession(ops, [perm(900, { list: true, read: true })]);
    mockApi({ 'GET /reporting/reports/6': { body: { data: { ...report, id: 6, type: 'summaryoverview', filters: {} } } } });
    renderApp('/portal/reporting/reports/edit/6');
    expect(await screen.findByRole('textbox', { name: /Jurisdiction/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Service type/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Direction/ })).toBeNull();
    expect(screen.queryByText('Period')).toBeNull();
  });

  it('says so when the report is not the caller’s or does not exist', async () => {
    seedSession(ops, [perm(900, { list: true, read: true })]);
    mockApi({ 'GET /reporting/reports/9': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Report not found' } } });
    renderApp('/portal/reporting/reports/edit/9');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('Report not found');
    expect(screen.queryByRole('button', { name: 'Save report' })).toBeNull();
  });
});
