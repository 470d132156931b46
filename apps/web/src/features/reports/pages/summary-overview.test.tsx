import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { filterLists, lastQuery, master, ops, quietChartSizeWarnings } from '../test/fixtures';

function overviewApi(
  urls: string[],
  data = [
    { service_type: 'ITFS', count: 12 },
    { service_type: 'DID', count: 30 },
  ],
) {
  return {
    ...filterLists,
    'GET /jurisdictions': {
      body: {
        data: [
          { id: 1, name: 'France' },
          { id: 2, name: 'Germany' },
        ],
        count: 2,
      },
    },
    'GET /reports/orders/summaryoverview': ({ url }: { url: string }) => {
      urls.push(url);
      return { body: { data, total: data.reduce((n, r) => n + r.count, 0) } };
    },
  };
}

const cells = (row: HTMLElement) => Array.from(row.children).map((c) => c.textContent);

describe('order overview', () => {
  beforeEach(async () => {
    await resetAppState();
    quietChartSizeWarnings();
  });

  it('shows the counts per service type as a table, a bar chart and a pie chart, and filters by customer and jurisdiction (staff)', async () => {
    seedSession(ops, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(overviewApi(urls));
    const user = userEvent.setup();
    renderApp('/portal/report/summary_overview');

    const table = await screen.findByRole('table', { name: 'Orders per service type' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => cells(r)),
    ).toEqual([
      ['Service type', 'Orders'],
      ['ITFS', '12'],
      ['DID', '30'],
      ['All service types', '42'],
    ]);
    const summary = 'Orders per service type: ITFS 12, DID 30; 42 in all.';
    const bar = screen.getByRole('figure', { name: 'Orders per service type (bar chart)' });
    expect(within(bar).getByRole('img').getAttribute('aria-label')).toBe(summary);
    const pie = screen.getByRole('figure', { name: 'Share of orders per service type (pie chart)' });
    expect(within(pie).getByRole('img').getAttribute('aria-label')).toBe(summary);

    const filters = screen.getByRole('search', { name: 'Report filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Northwind Telecom' }));
    await user.click(within(filters).getByRole('combobox', { name: 'Jurisdiction' }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(urls).get('jurisdiction')).toBe('France'));
    expect(lastQuery(urls).get('customer_id')).toBe('3');
  });

  it('gives a customer no customer filter and says when there are no orders', async () => {
    seedSession(master, [perm(900, { list: true })]);
    const urls: string[] = [];
    mockApi(overviewApi(urls, []));
    renderApp('/portal/report/summary_overview?customer_id=4&jurisdiction=Germany');
    const table = await screen.findByRole('table', { name: 'Orders per service type' });
    expect(within(table).getByText('No data found')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
    expect(lastQuery(urls).has('customer_id')).toBe(false);
    expect(lastQuery(urls).get('jurisdiction')).toBe('Germany');
  });
});
