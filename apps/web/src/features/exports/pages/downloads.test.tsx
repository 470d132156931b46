import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_MESSAGES, type ExportFileRow, type ExportStatus } from '@gsn/domain';
import { i18n } from '../../../lib/i18n';
import { makeAccount, mockApi, renderApp, resetAppState, seedSession } from '../../../test/utils';

const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });

const file = (filename: string, status: ExportStatus, percentage: number, error: string | null = null): ExportFileRow => ({
  filename,
  category: 'inventory',
  report_name: 'inventorynumbers',
  format: filename.endsWith('.csv') ? 'csv' : 'xlsx',
  percentage,
  status,
  rows: status === 'Completed' ? 1200 : null,
  error,
  createdAt: '2025-03-04T09:30:00.000Z',
  completedAt: status === 'Completed' ? '2025-03-04T09:31:00.000Z' : null,
});

const FILES = [
  file('inventorynumbers-20250304093000-0a1b2c3d.csv', 'Processing', 42),
  file('inventorynumbers-20250304092000-1a1b2c3d.xlsx', 'Pending', 0),
  file('inventorynumbers-20250304091000-2a1b2c3d.xlsx', 'Completed', 100),
  file('callstatistics-20250304090000-3a1b2c3d.csv', 'Failed', 17, EXPORT_MESSAGES.interrupted),
];

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('downloads page', () => {
  beforeEach(resetAppState);

  it('lists the files with progress and translated status, Download only when Completed, and the fresh badge', async () => {
    seedSession(master, []);
    const urls: string[] = [];
    mockApi({
      'GET /downloads': ({ url }) => {
        urls.push(url);
        const q = new URL(url, 'http://x').searchParams;
        if (q.get('fresh') === 'true') return { body: { data: [FILES[2]], count: 2 } };
        return { body: { data: FILES, count: 14 } };
      },
    });
    renderApp('/portal/downloads');
    await screen.findByRole('rowheader', { name: FILES[0]!.filename });
    const table = screen.getByRole('table', { name: 'Export files, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['File name', 'Progress', 'Status', 'Created at', 'Actions']);

    const processing = rowOf(FILES[0]!.filename);
    expect(within(processing).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(within(processing).getByText('42%')).toBeTruthy();
    expect(within(processing).getByText('Processing')).toBeTruthy();
    expect(within(processing).queryByRole('button', { name: /Download/ })).toBeNull();

    expect(within(rowOf(FILES[1]!.filename)).getByText('Pending')).toBeTruthy();
    expect(within(rowOf(FILES[1]!.filename)).queryByRole('button', { name: /Download/ })).toBeNull();
    const completed = rowOf(FILES[2]!.filename);
    expect(within(completed).getByText('100%')).toBeTruthy();
    expect(within(completed).getByText('Completed')).toBeTruthy();
    expect(within(completed).getByRole('button', { name: `Download ${FILES[2]!.filename}` })).toBeTruthy();
    const failed = rowOf(FILES[3]!.filename);
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByTestId('failure-reason').textContent).toBe(
      'Why it failed: The export was interrupted several times and could not be finished; please export again',
    );
    expect(within(processing).queryByTestId('failure-reason')).toBeNull();
    expect(within(failed).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(1);

    const list = new URL(urls.find((u) => !u.includes('fresh'))!, 'http://x').searchParams;
    expect(list.get('limit')).toBe('10');
    expect(list.get('page')).toBe('0');
    expect(screen.getByRole('navigation', { name: 'Pages of the downloads list' })).toBeTruthy();

    // the header badge counts the Completed files not downloaded yet
    const badge = await screen.findByRole('link', { name: 'Downloads (2)' });
    expect(badge.getAttribute('href')).toBe('/portal/downloads');
    const fresh = new URL(urls.find((u) => u.includes('fresh'))!, 'http://x').searchParams;
    expect(fresh.get('limit')).toBe('1');
  });

  it('shows why a file failed in the interface language, the generic reason when none is known', async () => {
    seedSession(master, []);
    const reasons = [EXPORT_MESSAGES.noLongerAllowed, null, 'Something the portal does not know'];
    const failed = reasons.map((r, i) => file(`inventorynumbers-2025030409000${i}-4a1b2c3d.csv`, 'Failed', 10, r));
    mockApi({ 'GET /downloads': () => ({ body: { data: failed, count: failed.length } }) });
    await i18n.changeLanguage('fr');
    renderApp('/portal/downloads');
    await screen.findByRole('rowheader', { name: failed[0]!.filename });
    const reason = (i: number) => within(rowOf(failed[i]!.filename)).getByTestId('failure-reason').textContent;
    expect(within(rowOf(failed[0]!.filename)).getByText('Échec')).toBeTruthy();
    expect(reason(0)).toBe('Cause de l’échec : Votre compte ne peut plus exporter ce rapport');
    expect(reason(1)).toBe('Cause de l’échec : L’export n’a pas pu être terminé');
    expect(reason(2)).toContain('Cause de l’échec');
  });

  it('refreshes by itself every 3 s while a file is being made, and on Refresh', async () => {
    seedSession(master, []);
    let listCalls = 0;
    mockApi({
      'GET /downloads': ({ url }) => {
        if (url.includes('fresh=true')) return { body: { data: [], count: listCalls > 1 ? 1 : 0 } };
        listCalls++;
        const status: ExportStatus = listCalls > 1 ? 'Completed' : 'Processing';
        return { body: { data: [file('inventorynumbers-20250304093000-0a1b2c3d.csv', status, listCalls > 1 ? 100 : 60)], count: 1 } };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/downloads');
    const name = 'inventorynumbers-20250304093000-0a1b2c3d.csv';
    expect(await screen.findByText('60%')).toBeTruthy();
    expect(listCalls).toBe(1);
    await waitFor(() => expect(within(rowOf(name)).getByText('Completed')).toBeTruthy(), { timeout: 5000 });
    expect(listCalls).toBe(2);
    expect(within(rowOf(name)).getByRole('button', { name: `Download ${name}` })).toBeTruthy();
    // the badge is read again once the file completed
    expect(await screen.findByRole('link', { name: 'Downloads (1)' })).toBeTruthy();
    // nothing is being made any more: no automatic refresh, but the button reads the list again
    await new Promise((r) => setTimeout(r, 3300));
    expect(listCalls).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listCalls).toBe(3));
  }, 15_000);

  it('downloads a Completed file with the session token', async () => {
    seedSession(master, []);
    const createObjectURL = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const name = FILES[2]!.filename;
    const api = mockApi({
      'GET /downloads': { body: { data: [FILES[2]], count: 1 } },
      [`GET /download/${name}`]: { body: 'csv-bytes', headers: { 'content-disposition': `attachment; filename="${name}"` } },
    });
    const user = userEvent.setup();
    renderApp('/portal/downloads');
    await user.click(await screen.findByRole('button', { name: `Download ${name}` }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET', `/download/${name}`)[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(name);
  });

  it('shows the no-data row when there are no files', async () => {
    seedSession(master, []);
    mockApi({ 'GET /downloads': { body: { data: [], count: 0 } } });
    renderApp('/portal/downloads');
    expect(await screen.findByText('No data found')).toBeTruthy();
  });
});
