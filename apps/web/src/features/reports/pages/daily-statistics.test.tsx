import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { filterLists, fixToday, lastQuery, master, ops, quietChartSizeWarnings, statsRow } from '../test/fixtures';

const DAYS = [
  statsRow('2026-11-19', {
    ...{ callattempts: 40, successfulcalls: 28, minutes: 61.5, aloc: 131.8, asr: 70, ner: 90, pdd: 2.4 },
    costs: [
      { currency: 'EUR', cost: '1.2000' },
      { currency: 'USD', cost: '0.0480' },
    ],
  }),
  statsRow('2026-11-20', { callattempts: 10, successfulcalls: 5, minutes: 9.25, aloc: 111, asr: 50, ner: 80, pdd: 3.1 }),
];
const TOTALS = {
  ...{ callattempts: 50, successfulcalls: 33, minutes: 70.75, aloc: 128.6, asr: 66, ner: 88, pdd: 2.54 },
  costs: [
    { currency: 'EUR', cost: '1.2000' },
    { currency: 'USD', cost: '0.0480' },
  ],
};

function dailyApi(urls: string[]) {
  return {
    ...filterLists,
    'GET /reports/calls/callstatistics': ({ url }: { url: string }) => {
      urls.push(url);
      return { body: { data: DAYS, totals: TOTALS, from: '2026-11-19', to: '2026-11-20' } };
    },
    'GET /reports/calls/callcauses': ({ url }: { url: string }) => {
      urls.push(url);
      return { body: CAUSES };
    },
  };
}

const CAUSES = {
  from: '2026-11-19',
  to: '2026-11-20',
  attempts: 50,
  effective: 44,
  rule: 'Share = …',
  data: [
    { cause: 16, cause_name: 'Normal clearing', answered: true, count: 33, share: 66, class: 'answered', effective: true },
    { cause: 17, cause_name: 'User busy', answered: false, count: 11, share: 22, class: 'user_busy', effective: true },
    { cause: 34, cause_name: 'No circuit available', answered: false, count: 4, share: 8, class: 'network_failure', effective: false },
    { cause: 99, cause_name: 'Cause 99', answered: false, count: 2, share: 4, class: 'other', effective: false },
  ],
};

const pickDay = async (user: ReturnType<typeof userEvent.setup>, field: string, day: string) => {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('button', { name: day }));
};

describe('daily call statistics', () => {
  beforeEach(async () => {
    await resetAppState();
    fixToday();
    quietChartSizeWarnings();
  });
  afterEach(() => vi.useRealTimers());

  it('shows why calls end: the cause breakdown as a chart and a table, with its rule beside', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    mockApi(dailyApi([]));
    const user = userEvent.setup();
    renderApp('/portal/report/call_statistics/daily');
    let section = await screen.findByRole('region', { name: 'Why calls end: release causes' });
    const chart = within(section).getByRole('figure', { name: 'Share of the call attempts per release cause (%)' });
    expect(within(chart).getByRole('img').getAttribute('aria-label')).toContain('50 call attempts from 2026-11-19 to 2026-11-20');
    expect(within(section).getByRole('button', { name: 'Download the cause breakdown' })).toBeTruthy();
    // the table view shows the figures as a table
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    section = await screen.findByRole('region', { name: 'Why calls end: release causes' });
    await within(section).findByRole('table', { name: 'Call attempts per Q.850 release cause, 2026-11-19 to 2026-11-20 (UTC)' });
    const rows = within(within(section).getByTestId('causes-table')).getAllByRole('row');
    const text = (r: HTMLElement) => [...r.querySelectorAll('th,td')].map((c) => c.textContent);
    expect(text(rows[1]!)).toEqual(['16Normal clearing (answered)', 'Answered', '33', '66 %', 'Yes']);
    expect(text(rows[3]!)).toEqual(['34No circuit available', 'Network failure', '4', '8 %', 'No']);
    expect(text(rows[4]!)).toEqual(['99Cause 99', 'Other', '2', '4 %', 'No']);
    expect(within(section).getByTestId('causes-totals').textContent).toContain('44 effective (NER 88 %)');
    expect(within(section).getByTestId('cause-rule').textContent).toContain('Effective (NER) = answered, or Q.850 causes 17, 18, 19, 21');
  });

  it('shows the graphs with their accessible names and the KPI rules, and sends every filter (staff)', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(dailyApi(urls));
    const user = userEvent.setup();
    renderApp('/portal/report/call_statistics/daily');

    const counts = await screen.findByRole('figure', { name: 'Call attempts and successful calls per day' });
    expect(within(counts).getByRole('img').getAttribute('aria-label')).toBe(
      'Bar chart of call attempts and successful calls per day from 2026-11-19 to 2026-11-20: 50 call attempts and 33 successful calls in all.',
    );
    const ratios = screen.getByRole('figure', { name: 'ASR and NER per day (%)' });
    expect(within(ratios).getByRole('img').getAttribute('aria-label')).toContain('ASR 66 % and NER 88 %');
    expect(screen.getByTestId('report-range').textContent).toBe('From 2026-11-19 to 2026-11-20 (UTC days)');
    const rules = screen.getByRole('complementary', { name: 'How the figures are computed' });
    expect(within(rules).getByText('ASR = answered calls ÷ call attempts')).toBeTruthy();
    expect(within(rules).getByText('PDD = average of alerting time − seizure time')).toBeTruthy();
    const strip = screen.getByTestId('totals-strip');
    expect((strip.querySelector('[data-kpi="asr"] dd') as HTMLElement).textContent).toBe('66 %');
    expect((strip.querySelector('[data-kpi="pdd"] dd') as HTMLElement).textContent).toBe('2.54 s');
    // no dates in the address: yesterday to today (fixToday: 2026-11-21)
    expect(lastQuery(urls).get('fromDate')).toBe('2026-11-20');
    expect(lastQuery(urls).get('toDate')).toBe('2026-11-21');

    const filters = screen.getByRole('search', { name: 'Report filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Northwind Telecom' }));
    await user.click(within(filters).getByRole('combobox', { name: 'Service type' }));
    await user.click(await screen.findByRole('option', { name: 'DID' }));
    const city = within(filters).getByRole('combobox', { name: 'City' }) as HTMLInputElement;
    expect(city.disabled).toBe(true);
    await user.click(within(filters).getByRole('combobox', { name: 'Jurisdiction' }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await waitFor(() => expect(city.disabled).toBe(false));
    await user.click(city);
    await user.click(await screen.findByRole('option', { name: 'Paris' }));
    await user.click(within(filters).getByRole('combobox', { name: 'Direction' }));
    await user.click(await screen.findByRole('option', { name: 'Inbound' }));
    await pickDay(user, 'From date', '2 November 2026');
    await pickDay(user, 'To date', '20 November 2026');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(lastQuery(urls).get('fromDate')).toBe('2026-11-02'));
    const q = lastQuery(urls);
    expect(q.get('toDate')).toBe('2026-11-20');
    expect(q.get('customer_id')).toBe('3');
    expect(q.get('service_type')).toBe('DID');
    expect(q.get('jurisdiction')).toBe('France');
    expect(q.get('city')).toBe('Paris');
    expect(q.get('direction')).toBe('inbound');
  }, 30_000);

  it('switches to the table: one row per day and the totals row', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    mockApi(dailyApi([]));
    const user = userEvent.setup();
    const { router } = renderApp('/portal/report/call_statistics/daily?jurisdiction=France');
    await screen.findByRole('figure', { name: 'Call attempts and successful calls per day' });
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Call statistics per day, 2026-11-19 to 2026-11-20 (UTC)' });
    expect(router.state.location.search).toBe('?jurisdiction=France&view=table');
    expect(screen.queryByRole('figure')).toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Call attempts', 'Successful calls', 'Minutes', 'ALOC (s)', 'ASR (%)', 'NER (%)', 'PDD (s)', 'Cost (rated calls)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['2026-11-19', '40', '28', '61.5', '131.8', '70', '90', '2.4', '1.2000 EUR · 0.0480 USD'],
      ['2026-11-20', '10', '5', '9.25', '111', '50', '80', '3.1', '—'],
      ['Totals', '50', '33', '70.75', '128.6', '66', '88', '2.54', '1.2000 EUR · 0.0480 USD'],
    ]);
    // the KPI rules stay beside the table
    expect(screen.getByRole('complementary', { name: 'How the figures are computed' })).toBeTruthy();
  });

  it('shows the spec’s messages under both dates when from is after to, and does not search', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(dailyApi(urls));
    const user = userEvent.setup();
    renderApp('/portal/report/call_statistics/daily');
    await screen.findByRole('figure', { name: 'Call attempts and successful calls per day' });
    const sent = urls.length;

    await pickDay(user, 'From date', '18 November 2026');
    await pickDay(user, 'To date', '10 November 2026');
    expect(screen.getByText('Please select a date before the “To date”')).toBeTruthy();
    expect(screen.getByText('Please select a date after the “From date”')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'From date' }).getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(urls).toHaveLength(sent);

    // a corrected range is searched
    await pickDay(user, 'To date', '19 November 2026');
    expect(screen.queryByText('Please select a date before the “To date”')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(urls).get('toDate')).toBe('2026-11-19'));
    expect(lastQuery(urls).get('fromDate')).toBe('2026-11-18');
  }, 30_000);

  it('refuses a reversed range from the address before asking the server', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(dailyApi(urls));
    renderApp('/portal/report/call_statistics/daily?fromDate=2026-11-10&toDate=2026-11-01');
    expect(await screen.findByText('Please select a date before the “To date”')).toBeTruthy();
    expect(screen.getByText('Please select a date after the “From date”')).toBeTruthy();
    expect(urls).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives a customer no customer filter and never sends one', async () => {
    seedSession(master, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(dailyApi(urls));
    renderApp('/portal/report/call_statistics/daily?customer_id=4&service_type=ITFS');
    await screen.findByRole('figure', { name: 'Call attempts and successful calls per day' });
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
    expect(lastQuery(urls).has('customer_id')).toBe(false);
    expect(lastQuery(urls).get('service_type')).toBe('ITFS');
  });

  it('starts the export of the daily rows with the filters and points to Downloads', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    const api = mockApi({
      ...dailyApi([]),
      'GET /reports/download/calls/callstatistics': {
        status: 202,
        body: {
          message: 'Your export is being prepared. Follow its progress in Downloads.',
          data: { filename: 'callstatistics-20261121120000-0a1b2c3d.csv', status: 'Pending', percentage: 0 },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/report/call_statistics/daily?jurisdiction=France&direction=outbound&fromDate=2026-11-01&toDate=2026-11-20');
    await screen.findByRole('figure', { name: 'Call attempts and successful calls per day' });

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV text file' }));
    const notice = (await screen.findByText(/Your export is being prepared/)).closest('[role="status"]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Go to Downloads' }).getAttribute('href')).toBe('/portal/downloads');
    const sent = api.fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/reports/download/'));
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0] as string, 'http://x');
    expect(url.pathname).toBe('/api/reports/download/calls/callstatistics');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      jurisdiction: 'France',
      direction: 'outbound',
      fromDate: '2026-11-01',
      toDate: '2026-11-20',
      format: 'csv',
    });
  });

  it('is in the Reports menu for whoever may list 900, and refused without it', async () => {
    seedSession(master, [perm(900, { list: true })]);
    mockApi(dailyApi([]));
    const user = userEvent.setup();
    const { router } = renderApp('/portal/report/call_statistics/daily');
    await screen.findByRole('figure', { name: 'Call attempts and successful calls per day' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Reports' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['Order overview', '/portal/report/summary_overview'],
      ['Daily call statistics', '/portal/report/call_statistics/daily'],
      ['Hourly call statistics', '/portal/report/call_statistics/hourly'],
      ['Call records', '/portal/report/call_records'],
      ['Traffic alerts', '/portal/report/traffic/alerts'],
      ['Reporting', '/portal/reporting/reports'],
    ]);
    seedSession(master, [perm(900, { read: true })]);
    await router.navigate('/portal/report/call_records');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });
});
