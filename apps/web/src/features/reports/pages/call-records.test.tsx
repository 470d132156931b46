import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallRecordRow } from '@gsn/domain';
import { mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { callRecord, filterLists, fixToday, lastQuery, master, ops } from '../test/fixtures';

const CALLS = [
  callRecord({ id: 2 }),
  callRecord({
    id: 1,
    CDR_SEIZTIME: '2026-11-20T08:00:00.000Z',
    SERVICE_TYPE: 'ITFS',
    vendor_name: null,
    CDR_CLGNUM: null,
    CDR_CLDCNUM: null,
    CDR_DISCTIME: '2026-11-20T08:00:31.000Z',
    CDR_COMPCODE: 17,
    CDR_RELEASEDIR: 'called',
    answer_time: null,
    duration_seconds: 0,
    direction: 'outbound',
    origin_type: 'mobile',
    billed_seconds: null,
    rate: null,
    cost: null,
    currency: null,
    unrated_reason: 'no_tariff',
  }),
];

interface RecordsAnswer {
  data: CallRecordRow[];
  count: number;
  count_capped?: boolean;
  from?: string;
  to?: string;
}

function recordsApi(urls: string[], answer: (page: number) => RecordsAnswer) {
  return {
    ...filterLists,
    'GET /calls': ({ url }: { url: string }) => {
      urls.push(url);
      return { body: answer(Number(new URL(url, 'http://x').searchParams.get('page'))) };
    },
  };
}

const cells = (row: HTMLElement) => Array.from(row.children).map((c) => c.textContent);

describe('call records', () => {
  beforeEach(async () => {
    await resetAppState();
    fixToday();
  });
  afterEach(() => vi.useRealTimers());

  it('lists the call-detail records 10 a page, newest first, and pages on (staff)', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(recordsApi(urls, () => ({ data: CALLS, count: 25, from: '2026-10-23', to: '2026-11-21' })));
    const user = userEvent.setup();
    renderApp('/portal/report/call_records');
    await screen.findByRole('rowheader', { name: '2026-11-20 09:15:02' });
    const table = screen.getByRole('table', { name: 'Call records, newest first' });
    // WCAG: the wide table scrolls in a region the keyboard can focus; each date's clear button is named
    expect(screen.getByRole('region', { name: 'Call records, newest first' }).getAttribute('tabindex')).toBe('0');
    const clears = document.querySelectorAll('.mantine-InputClearButton-root');
    expect(clears.length).toBeGreaterThan(0);
    for (const clear of clears) expect(clear.getAttribute('aria-label')).toMatch(/^Clear .+ date$/);
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[0] as HTMLElement)).toEqual([
      'Seizure time (UTC)',
      'Service type',
      'Vendor',
      'Called number',
      'Calling number',
      'Connected number',
      'Origin',
      'Destination',
      'Disconnect time (UTC)',
      'Duration (s)',
      'Release cause (Q.850)',
      'Released by',
      'Incoming customer',
      'Outgoing customer',
      'Direction',
      'Origin type',
      'Billed (s)',
      'Rate per minute',
      'Cost',
    ]);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      '2026-11-20 09:15:02',
      'DID',
      'Orange',
      '+33180000001',
      '+442079460000',
      '+33612345678',
      'United Kingdom',
      'France',
      '2026-11-20 09:17:12',
      '126',
      '16 · Normal clearing',
      'Calling party',
      'Northwind Telecom',
      '—',
      'Inbound',
      'Fixed line',
      '126',
      '0.0100 EUR',
      '0.0210 EUR',
    ]);
    expect(cells(rows[2] as HTMLElement)).toContain('17 · User busy');
    expect(cells(rows[2] as HTMLElement).slice(-4)).toEqual(['Mobile', '—', '—', 'Unrated: no tariff']);
    expect(cells(rows[2] as HTMLElement)).toContain('Outbound');
    expect(screen.getByTestId('list-total').textContent).toBe('Calls: 25');
    expect(screen.getByTestId('report-range').textContent).toBe('From 2026-10-23 to 2026-11-21 (UTC days)');
    expect(lastQuery(urls).get('limit')).toBe('10');
    expect(lastQuery(urls).get('page')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(lastQuery(urls).get('page')).toBe('2'));
  });

  it('sends the filters with the dates, and shows a capped count', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(recordsApi(urls, () => ({ data: CALLS, count: 10000, count_capped: true })));
    const user = userEvent.setup();
    renderApp('/portal/report/call_records?page=2');
    await screen.findByRole('rowheader', { name: '2026-11-20 09:15:02' });
    expect(lastQuery(urls).get('page')).toBe('1');
    expect(screen.getByTestId('list-total').textContent).toBe('Calls: 10,000+');
    const filters = screen.getByRole('search', { name: 'Report filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Jurisdiction' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await user.click(within(filters).getByRole('button', { name: 'From date' }));
    await user.click(await screen.findByRole('button', { name: '3 November 2026' }));
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(urls).get('jurisdiction')).toBe('Germany'));
    expect(lastQuery(urls).get('fromDate')).toBe('2026-11-03');
    // a new search starts on the first page
    expect(lastQuery(urls).get('page')).toBe('0');
  });

  it('searches by number prefixes, causes and answered seconds, kept in the address', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(recordsApi(urls, () => ({ data: CALLS, count: 2 })));
    const user = userEvent.setup();
    const { router } = renderApp('/portal/report/call_records?called_prefix=%2B33&cause=17');
    await screen.findByRole('rowheader', { name: '2026-11-20 09:15:02' });
    expect(lastQuery(urls).get('called_prefix')).toBe('+33');
    expect(lastQuery(urls).get('cause')).toBe('17');
    const filters = screen.getByRole('search', { name: 'Report filters' });
    expect((within(filters).getByRole('textbox', { name: 'Called number starts with' }) as HTMLInputElement).value).toBe('+33');
    await user.type(within(filters).getByRole('textbox', { name: 'Calling number starts with' }), '0044 20');
    const causeInput = within(filters)
      .getAllByLabelText('Release causes (Q.850)')
      .find((e) => e instanceof HTMLInputElement && e.type !== 'hidden') as HTMLElement;
    await user.click(causeInput);
    await user.click(await screen.findByRole('option', { name: '34 · No circuit available' }));
    await user.type(within(filters).getByRole('textbox', { name: 'Answered at least (s)' }), '60');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(urls).get('calling_prefix')).toBe('0044 20'), { timeout: 3000 });
    expect(lastQuery(urls).get('cause')).toBe('17,34');
    expect(lastQuery(urls).get('min_duration')).toBe('60');
    expect(lastQuery(urls).get('called_prefix')).toBe('+33');
    const address = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(address().get('calling_prefix')).toBe('0044 20'));
    expect(address().get('cause')).toBe('17,34');
    expect(address().get('min_duration')).toBe('60');
  });

  it('shows a wrong search value of the address on its field and asks nothing', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(recordsApi(urls, () => ({ data: CALLS, count: 2 })));
    const user = userEvent.setup();
    renderApp('/portal/report/call_records?calling_prefix=abc&min_duration=90&max_duration=1.5');
    const filters = await screen.findByRole('search', { name: 'Report filters' });
    expect(await within(filters).findByText('Please enter the start of a number: digits, optionally after + or 00')).toBeTruthy();
    expect(within(filters).getByText('Please enter a whole number of seconds')).toBeTruthy();
    expect(urls).toEqual([]);
    // corrected, the search runs
    const calling = within(filters).getByRole('textbox', { name: 'Calling number starts with' });
    await user.clear(calling);
    await user.type(calling, '+44');
    const max = within(filters).getByRole('textbox', { name: 'Answered at most (s)' });
    await user.clear(max);
    await user.type(max, '30');
    // both bounds readable now: the minimum above the maximum is named on both fields
    expect(await within(filters).findByText('Please enter a minimum no greater than the maximum')).toBeTruthy();
    expect(within(filters).getByText('Please enter a maximum no less than the minimum')).toBeTruthy();
    await user.clear(max);
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(urls).get('calling_prefix')).toBe('+44'));
    expect(lastQuery(urls).get('min_duration')).toBe('90');
    expect(lastQuery(urls).has('max_duration')).toBe(false);
  });

  it('shows a customer their calls without the customer filter and without the vendor column', async () => {
    seedSession(master, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(recordsApi(urls, () => ({ data: CALLS, count: 2 })));
    renderApp('/portal/report/call_records?customer_id=4&direction=inbound');
    await screen.findByRole('rowheader', { name: '2026-11-20 09:15:02' });
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Vendor' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Called number' })).toBeTruthy();
    expect(lastQuery(urls).has('customer_id')).toBe(false);
    expect(lastQuery(urls).get('direction')).toBe('inbound');
  });

  it('starts the export of the call records with the filters and points to Downloads', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    const api = mockApi({
      ...recordsApi([], () => ({ data: CALLS, count: 2 })),
      'GET /reports/download/calls/callsummary': {
        status: 202,
        body: {
          message: 'Your export is being prepared. Follow its progress in Downloads.',
          data: { filename: 'callsummary-20261121120000-0a1b2c3d.csv', status: 'Pending', percentage: 0 },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/report/call_records?customer_id=3&service_type=DID');
    await screen.findByRole('rowheader', { name: '2026-11-20 09:15:02' });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV text file' }));
    const notice = (await screen.findByText(/Your export is being prepared/)).closest('[role="status"]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Go to Downloads' }).getAttribute('href')).toBe('/portal/downloads');
    const sent = api.fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/reports/download/'));
    const url = new URL(sent[0] as string, 'http://x');
    expect(url.pathname).toBe('/api/reports/download/calls/callsummary');
    // the export holds what the screen shows: the default range, yesterday to today, included
    expect(Object.fromEntries(url.searchParams)).toEqual({
      customer_id: '3',
      service_type: 'DID',
      fromDate: '2026-11-20',
      toDate: '2026-11-21',
      format: 'csv',
    });
  });

  it('has no Download without calls', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    mockApi(recordsApi([], () => ({ data: [], count: 0 })));
    renderApp('/portal/report/call_records');
    const table = await screen.findByRole('table', { name: 'Call records, newest first' });
    expect(await within(table).findByText('No data found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
