import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallStatisticsRow } from '@gsn/domain';
import { mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { filterLists, fixToday, lastQuery, ops, quietChartSizeWarnings, statsRow } from '../test/fixtures';

/** 24 rows per day; the day's number (20, 21, …) times the hour as attempts, so every cell is recognisable. */
const hoursOf = (date: string): CallStatisticsRow[] =>
  Array.from({ length: 24 }, (_, hour) => {
    const n = Number(date.slice(8)) * hour;
    // the 9 o'clock calls cost something, in two currencies on the 21st
    const costs =
      hour !== 9
        ? []
        : date.endsWith('21')
          ? [
              { currency: 'EUR', cost: '1.2000' },
              { currency: 'USD', cost: '0.0480' },
            ]
          : [{ currency: 'EUR', cost: '0.3150' }];
    return statsRow(date, { hour, callattempts: n, successfulcalls: Math.floor(n / 2), asr: n ? 50 : 0, costs });
  });

function hourlyApi(urls: string[]) {
  return {
    ...filterLists,
    'GET /reports/calls/callstatisticshourly': ({ url }: { url: string }) => {
      urls.push(url);
      const dates = (new URL(url, 'http://x').searchParams.get('dates') ?? '').split(',');
      return { body: { data: dates.flatMap(hoursOf) } };
    },
  };
}

const cells = (row: HTMLElement) => Array.from(row.children).map((c) => c.textContent);

describe('hourly call statistics', () => {
  beforeEach(async () => {
    await resetAppState();
    fixToday();
    quietChartSizeWarnings();
  });
  afterEach(() => vi.useRealTimers());

  it('compares yesterday and today by default, one series per day, and shows the chosen KPI in the table below', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(hourlyApi(urls));
    const user = userEvent.setup();
    const { router } = renderApp('/portal/report/call_statistics/hourly?service_type=DID');

    const figure = await screen.findByRole('figure', { name: 'Call attempts per hour (UTC)' });
    expect(within(figure).getByRole('img').getAttribute('aria-label')).toBe(
      'Line chart of Call attempts per hour from 00:00 to 23:00 (UTC), one line per day: 2026-11-20, 2026-11-21.',
    );
    expect(lastQuery(urls).get('dates')).toBe('2026-11-20,2026-11-21');
    expect(lastQuery(urls).get('service_type')).toBe('DID');
    expect(lastQuery(urls).has('fromDate')).toBe(false);
    const table = screen.getByRole('table', { name: 'Call attempts per hour (UTC), one column per day' });
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[0] as HTMLElement)).toEqual(['Hour (UTC)', '2026-11-20', '2026-11-21']);
    expect(rows).toHaveLength(25);
    expect(cells(rows[10] as HTMLElement)).toEqual(['09:00', '180', '189']);
    expect(screen.getByRole('complementary', { name: 'How the figures are computed' })).toBeTruthy();
    // the cost of each hour and day, per currency as the daily table shows it
    const cost = screen.getByRole('table', { name: 'Cost of the rated calls per hour (UTC), one column per day' });
    const costRows = within(cost).getAllByRole('row');
    expect(cells(costRows[0] as HTMLElement)).toEqual(['Hour (UTC)', '2026-11-20', '2026-11-21']);
    expect(costRows).toHaveLength(25);
    expect(cells(costRows[10] as HTMLElement)).toEqual(['09:00', '0.3150 EUR', '1.2000 EUR · 0.0480 USD']);
    expect(cells(costRows[11] as HTMLElement)).toEqual(['10:00', '—', '—']);

    // another KPI: the same answer, shown differently
    await user.click(screen.getByRole('radio', { name: 'ASR' }));
    const asr = await screen.findByRole('table', { name: 'ASR (%) per hour (UTC), one column per day' });
    expect(cells(within(asr).getAllByRole('row')[10] as HTMLElement)).toEqual(['09:00', '50', '50']);
    expect(screen.getByRole('figure', { name: 'ASR (%) per hour (UTC)' })).toBeTruthy();
    expect(router.state.location.search).toBe('?service_type=DID&dates=2026-11-20%2C2026-11-21&kpi=asr');
    expect(urls).toHaveLength(1);
  });

  it('takes up to 4 dates: the same date twice is refused with the spec’s message, a fifth cannot be added', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(hourlyApi(urls));
    const user = userEvent.setup();
    renderApp('/portal/report/call_statistics/hourly');
    await screen.findByRole('figure', { name: 'Call attempts per hour (UTC)' });
    const dates = screen.getByRole('group', { name: 'Dates to compare' });
    const add = within(dates).getByRole('button', { name: 'Add a date' }) as HTMLButtonElement;

    await user.click(add);
    await user.click(within(dates).getByRole('button', { name: 'Date 3' }));
    await user.click(await screen.findByRole('button', { name: '20 November 2026' }));
    expect(within(dates).getByText('Date already selected, please pick another one')).toBeTruthy();
    expect(within(dates).getByRole('button', { name: 'Date 3' }).textContent).toBe('Pick a date');

    await user.click(within(dates).getByRole('button', { name: 'Date 3' }));
    await user.click(await screen.findByRole('button', { name: '18 November 2026' }));
    expect(within(dates).queryByText('Date already selected, please pick another one')).toBeNull();
    await user.click(add);
    await user.click(within(dates).getByRole('button', { name: 'Date 4' }));
    await user.click(await screen.findByRole('button', { name: '1 November 2026' }));
    expect(add.disabled).toBe(true);
    expect(within(dates).getByText('At most 4 dates')).toBeTruthy();
    expect(within(dates).queryByRole('button', { name: 'Date 5' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(urls).get('dates')).toBe('2026-11-20,2026-11-21,2026-11-18,2026-11-01'));
    const table = await screen.findByRole('table', { name: 'Call attempts per hour (UTC), one column per day' });
    await waitFor(() =>
      expect(cells(within(table).getAllByRole('row')[0] as HTMLElement)).toEqual([
        'Hour (UTC)',
        '2026-11-20',
        '2026-11-21',
        '2026-11-18',
        '2026-11-01',
      ]),
    );

    // removing one makes room again
    await user.click(within(screen.getByRole('group', { name: 'Dates to compare' })).getByRole('button', { name: 'Remove date 2' }));
    expect(
      (within(screen.getByRole('group', { name: 'Dates to compare' })).getByRole('button', { name: 'Add a date' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  }, 30_000);

  it('does not search without any date', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(hourlyApi(urls));
    const user = userEvent.setup();
    renderApp('/portal/report/call_statistics/hourly?dates=2026-11-19');
    await screen.findByRole('figure', { name: 'Call attempts per hour (UTC)' });
    const dates = screen.getByRole('group', { name: 'Dates to compare' });
    await user.click(within(dates).getByRole('button', { name: 'Add a date' }));
    await user.click(within(dates).getByRole('button', { name: 'Remove date 1' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await within(dates).findByRole('alert')).textContent).toBe('Please choose at least one date');
    expect(urls).toHaveLength(1);
  });
});
