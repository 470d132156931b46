import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_UPLOAD_MESSAGES } from '@gsn/domain';
import { i18n } from '../../../lib/i18n';
import { mockApi, perm, renderApp, resetAppState, seedSession, fileInputOf } from '../../../test/utils';
import { filterLists, fixToday, master, ops } from '../test/fixtures';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const WRITE = { read: true, list: true, write: true, edit: true, delete: false };
const empty = { 'GET /calls': { body: { data: [], count: 0, count_capped: false, from: '2026-11-20', to: '2026-11-21' } }, ...filterLists };

describe('loading call records', () => {
  beforeEach(async () => {
    await resetAppState();
    fixToday();
  });
  afterEach(() => vi.useRealTimers());

  it('offers Bulk add to staff with inventory write, then the calls template and the per-row results', async () => {
    seedSession(ops, [perm(900, { list: true }), perm(220, WRITE)]);
    const api = mockApi({
      ...empty,
      'POST /calls/bulk': {
        body: {
          data: [
            { row: 2, status: 'created', errors: [] },
            { row: 3, status: 'exist', errors: [{ field: 'CDR_SEIZTIME', message: CALL_UPLOAD_MESSAGES.duplicate }] },
            { row: 4, status: 'error', errors: [{ field: 'CDR_CLDNUM', message: CALL_UPLOAD_MESSAGES.unknownNumber }] },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/report/call_records');
    const button = await screen.findByRole('link', { name: 'Bulk add' });
    expect(button.getAttribute('href')).toBe('/portal/report/call_records/bulk');
    await user.click(button);

    expect(await screen.findByRole('heading', { name: 'Bulk add call records' })).toBeTruthy();
    expect(screen.getByText(/up to 50,000 rows/)).toBeTruthy();
    expect(screen.getByText(/^CDR_SEIZTIME, CDR_CLDNUM, CDR_CLGNUM/)).toBeTruthy();
    // a file over 5 MB but within the 30 MB the API takes is accepted
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'calls.xlsx', { type: XLSX_TYPE });
    await user.upload(fileInputOf(screen.getByLabelText('Spreadsheet file')), big);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const table = await screen.findByRole('table', { name: 'Result of each row of the file' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['created', 'exist', 'error']);
    expect(rows[2]?.textContent).toContain('CDR_CLDNUM: No inventory number has this service number');
    expect(api.callsTo('POST', '/calls/bulk')).toHaveLength(1);
  }, 30_000);

  it('shows the results in the interface language', async () => {
    seedSession(ops, [perm(900, { list: true }), perm(220, WRITE)]);
    await i18n.changeLanguage('fr');
    mockApi({
      'POST /calls/bulk': {
        body: { data: [{ row: 2, status: 'error', errors: [{ field: 'CDR_SEIZTIME', message: CALL_UPLOAD_MESSAGES.time }] }] },
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/report/call_records/bulk');
    expect(await screen.findByRole('heading', { name: 'Ajout groupé d’enregistrements d’appels' })).toBeTruthy();
    // the portal's own file input (Mantine's), labelled and worded in the reader's language, not the browser's "Choose File"
    const field = screen.getByRole('button', { name: 'Fichier tableur' });
    expect(field.textContent).toContain('Choisissez un fichier…');
    expect(fileInputOf(field).getAttribute('aria-hidden')).toBe('true');
    await user.upload(fileInputOf(screen.getByLabelText('Fichier tableur')), new File(['x'], 'calls.xlsx', { type: XLSX_TYPE }));
    await user.click(screen.getByRole('button', { name: 'Déposer' }));
    const table = await screen.findByRole('table', { name: 'Résultat de chaque ligne du fichier' });
    expect(table.textContent).toContain('Saisissez une heure UTC au format AAAA-MM-JJ HH:mm:ss');
  }, 30_000);

  it('has no Bulk add for customers or staff without inventory write, and its page sends them away', async () => {
    seedSession(master, [perm(900, { list: true }), perm(220, WRITE)]);
    mockApi(empty);
    renderApp('/portal/report/call_records');
    await screen.findByRole('table', { name: 'Call records, newest first' });
    expect(screen.queryByRole('link', { name: 'Bulk add' })).toBeNull();

    await resetAppState();
    seedSession(ops, [perm(900, { list: true }), perm(220, { read: true, list: true })]);
    mockApi(empty);
    const { router } = renderApp('/portal/report/call_records/bulk');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });
});
