import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession, fileInputOf } from '../../../test/utils';
import { ALL_FLAGS } from '../../../test/fixtures/accounts';

const ops = makeAccount({ id: 7, account_type_id: 130, accounttype: { id: 130, account_type: 'operation' } });
const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });
const carrier = (id: number, cic: string, cs: string | null = null, clli_name: string | null = null) => ({ id, cic, cs, clli_name });
const page1 = [
  carrier(1, '0123', 'Legacy carrier'),
  carrier(2, '0288', 'AT&T Communications', 'NYCMNY54DS0'),
  ...Array.from({ length: 8 }, (_, i) => carrier(3 + i, `50${i}0`, `Carrier ${i}`)),
];

describe('carriers list', () => {
  beforeEach(resetAppState);

  it('shows CIC, CS and CLLI_NAME sorted by cic, 10 per page, searches, and offers bulk add with 220 write', async () => {
    seedSession(ops, [perm(220, ALL_FLAGS)]);
    const urls: string[] = [];
    mockApi({
      'GET /carriers': ({ url }) => {
        urls.push(url);
        const q = new URL(url, 'http://x').searchParams;
        if (q.get('search')) return { body: { data: [page1[1]], count: 1 } };
        return { body: q.get('page') === '1' ? { data: [carrier(11, '7070', 'Lumen')], count: 11 } : { data: page1, count: 11 } };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/management/carriers');
    const table = await screen.findByRole('table', { name: 'Carriers, sorted by CIC' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['CIC', 'CS', 'CLLI_NAME']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[1]?.textContent).toBe('0288AT&T CommunicationsNYCMNY54DS0');
    expect(rows[0]?.textContent).toBe('0123Legacy carrier—');
    expect(new URL(urls[0]!, 'http://x').searchParams.get('limit')).toBe('10');
    expect(screen.getByTestId('list-total').textContent).toContain('11');
    expect(screen.getByRole('link', { name: 'Bulk add' }).getAttribute('href')).toBe('/portal/management/carriers/bulk');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Pages of the carrier list' })).getByRole('button', { name: 'Go to page 2' }),
    );
    expect(await screen.findByRole('rowheader', { name: '7070' })).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'at&t');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('search')).toBe('at&t');
  });

  it('hides bulk add without 220 write', async () => {
    seedSession(ops, [perm(220, { read: true, list: true })]);
    mockApi({ 'GET /carriers': { body: { data: page1.slice(0, 2), count: 2 } } });
    renderApp('/portal/management/carriers');
    expect(await screen.findByRole('rowheader', { name: '0288' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Bulk add' })).toBeNull();
  });

  it('is for staff only', async () => {
    seedSession(master, [perm(220, { read: true, list: true })]);
    mockApi({});
    const { router } = renderApp('/portal/management/carriers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });
});

describe('carriers bulk add', () => {
  beforeEach(resetAppState);

  it('uploads a file and shows created, existing and failed rows with translated messages', async () => {
    seedSession(ops, [perm(220, ALL_FLAGS)]);
    const api = mockApi({
      'POST /carriers/bulk': {
        body: {
          data: [
            { row: 2, status: 'created', errors: [] },
            { row: 3, status: 'exist', errors: [{ field: 'cic', message: 'A carrier with this CIC already exists' }] },
            { row: 4, status: 'error', errors: [{ field: 'cic', message: 'The CIC must be 3 or 4 digits (for example 0288)' }] },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/management/carriers/bulk');
    expect(await screen.findByRole('heading', { name: 'Bulk add carriers' })).toBeTruthy();
    expect(screen.getByText('cic, cs, clli_name')).toBeTruthy();
    await user.upload(
      fileInputOf(screen.getByLabelText('Spreadsheet file')),
      new File(['x'], 'carriers.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const table = await screen.findByRole('table', { name: 'Result of each row of the file' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['created', 'exist', 'error']);
    expect(rows[1]?.textContent).toContain('cic: A carrier with this CIC already exists');
    expect(rows[2]?.textContent).toContain('cic: The CIC must be 3 or 4 digits (for example 0288)');
    expect(screen.getByTestId('bulk-summary').textContent).toBe('Created: 1Already exist: 1With errors: 1');
    expect(api.callsTo('POST', '/carriers/bulk')).toHaveLength(1);
  });
});
