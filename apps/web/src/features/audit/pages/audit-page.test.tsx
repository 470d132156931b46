import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isNavItemVisible, NAV_ITEMS } from '../../../app/navigation';
import { i18n } from '../../../lib/i18n';
import { makeAccount, mockApi, pageStatuses, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';

const admin = makeAccount();
const master = makeAccount({ id: 9, account_type_id: 200, customer_id: 4, accounttype: { id: 200, account_type: 'master' } });
const buyer = makeAccount({ id: 10, account_type_id: 210, customer_id: 4, accounttype: { id: 210, account_type: 'sales' } });
const audit = perm(1050, { read: true, list: true });

const event = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  at: '2026-11-20T10:00:05.000Z',
  actor: {
    kind: 'account',
    account_id: 1,
    email: 'admin@gsn.test',
    name: 'Ada Admin',
    api_key_id: null,
    api_key_name: null,
    label: null,
    customer_id: null,
    customer_name: null,
  },
  action: 'permissions.update',
  subject: { kind: 'permission', id: '57', customer_id: 4, customer_name: 'Northwind' },
  changes: { write: { from: false, to: true }, edit: { from: true, to: false } },
  ip: '198.51.100.7',
  user_agent: 'Firefox/140',
  request_id: 'req-1a',
  ...over,
});

const FIRST = [
  event(3),
  event(2, {
    action: 'auth.totp_enrolled',
    actor: { ...event(0).actor, kind: 'api_key', api_key_id: 5, api_key_name: 'billing sync', email: 'master@northwind.test', name: null },
    subject: { kind: 'account', id: '9', customer_id: 4, customer_name: 'Northwind' },
    changes: null,
  }),
];
const SECOND = [
  event(1, {
    action: 'documents.download',
    subject: { kind: 'document', id: 'a1b2.pdf', customer_id: 4, customer_name: 'Northwind' },
    changes: null,
  }),
];

/** GET /audit/events: two pages, the second after the cursor "c2"; every URL asked is kept. */
function auditApi(urls: string[]) {
  return {
    'GET /audit/events': ({ url }: { url: string }) => {
      urls.push(url);
      const cursor = new URL(url, 'http://x').searchParams.get('cursor');
      return { body: cursor === 'c2' ? { data: SECOND, next_cursor: null } : { data: FIRST, next_cursor: 'c2' } };
    },
    'GET /reports/download/audit/auditevents': ({ url }: { url: string }) => {
      urls.push(url);
      return { status: 202, body: { message: 'Your export is being prepared. Follow its progress in Downloads.', data: {} } };
    },
  };
}
const params = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('audit trail', () => {
  beforeEach(resetAppState);

  it('is in the Administration menu of the administrator and of masters, with the audit right only', async () => {
    const item = NAV_ITEMS.find((i) => i.path === '/portal/administration/audit')!;
    expect(item.group).toBe('administration');
    expect(isNavItemVisible(item, 100, [audit])).toBe(true);
    expect(isNavItemVisible(item, 200, [audit])).toBe(true);
    expect(isNavItemVisible(item, 110, [perm(1040, { list: true })])).toBe(false);
    seedSession(buyer, [perm(200, { list: true })]);
    mockApi({});
    const { router } = renderApp('/portal/administration/audit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });

  it('lists the events newest first, each action in the reader’s words (an unknown one by its key), and loads more', async () => {
    seedSession(admin, [audit]);
    const urls: string[] = [];
    mockApi(auditApi(urls));
    const user = userEvent.setup();
    renderApp('/portal/administration/audit');
    expect(await screen.findByRole('heading', { name: 'Audit trail' }, { timeout: 5000 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Audit events, newest first' });
    await within(table).findByRole('rowheader', { name: /Permission changed/ });
    expect(within(table).getByRole('rowheader', { name: 'auth.totp_enrolled auth.totp_enrolled' })).toBeTruthy();
    expect(within(table).getByText('with API key billing sync')).toBeTruthy();
    expect(within(table).getByText('Permission 57')).toBeTruthy();
    expect(params(urls[0]!)).toEqual({ limit: '50' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await within(table).findByRole('rowheader', { name: /Document downloaded/ });
    expect(params(urls.at(-1)!)).toEqual({ limit: '50', cursor: 'c2' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByTestId('audit-shown').textContent).toBe('Events shown: 3');
  });

  it('opens an event’s before/after view from the keyboard: each changed field from → to, and where it came from', async () => {
    seedSession(admin, [audit]);
    mockApi(auditApi([]));
    const user = userEvent.setup();
    renderApp('/portal/administration/audit');
    const show = await screen.findByRole('button', { name: 'Show the changes of Permission changed' }, { timeout: 5000 });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    show.focus();
    await user.keyboard('{Enter}');
    const hide = screen.getByRole('button', { name: 'Hide the changes of Permission changed' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(hide.getAttribute('aria-controls')!)!;
    const changes = within(details).getByRole('table', { name: 'Fields changed: Permission changed' });
    const rows = within(changes)
      .getAllByRole('row')
      .map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Field', 'Before', 'After'],
      ['write', 'No', 'Yes'],
      ['edit', 'Yes', 'No'],
    ]);
    expect(within(details).getByText('198.51.100.7')).toBeTruthy();
    expect(within(details).getByText('req-1a')).toBeTruthy();
    // an event without changed fields says so
    await user.click(screen.getByRole('button', { name: 'Show the changes of auth.totp_enrolled' }));
    expect(screen.getByText('No field changes were recorded for this event.')).toBeTruthy();
  });

  it('keeps the filters in the address, asks the API with them, and exports the same list to Downloads', async () => {
    seedSession(admin, [audit]);
    const urls: string[] = [];
    mockApi(auditApi(urls));
    const user = userEvent.setup();
    const { router } = renderApp('/portal/administration/audit?action=permissions.&from=2026-11-01');
    await screen.findByRole('table', { name: 'Audit events, newest first' }, { timeout: 5000 });
    await waitFor(() => expect(params(urls[0]!)).toEqual({ action: 'permissions.', from: '2026-11-01', limit: '50' }));
    expect((screen.getByRole('combobox', { name: /^Action/ }) as HTMLInputElement).value).toBe('permissions.');

    const action = screen.getByRole('combobox', { name: /^Action/ });
    await user.clear(action);
    await user.type(action, 'permissions.update');
    await user.type(screen.getByRole('textbox', { name: /^E-mail or record id/ }), 'admin@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('action')).toBe('permissions.update'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('admin@');
    await waitFor(() => expect(params(urls.at(-1)!)).toMatchObject({ action: 'permissions.update', q: 'admin@', from: '2026-11-01' }));

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(urls.at(-1)).toContain('/reports/download/audit/auditevents'));
    expect(params(urls.at(-1)!)).toMatchObject({ action: 'permissions.update', q: 'admin@', from: '2026-11-01', format: 'csv' });
    await waitFor(() => expect(pageStatuses()).not.toHaveLength(0));
  });

  it('refuses an action that is neither one nor a beginning before asking, in the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    seedSession(master, [audit]);
    const urls: string[] = [];
    mockApi(auditApi(urls));
    const user = userEvent.setup();
    renderApp('/portal/administration/audit');
    await screen.findByRole('heading', { name: 'Journal d’audit' }, { timeout: 5000 });
    // a master chooses no company: it reads its own
    expect(screen.queryByRole('textbox', { name: /^Société/ })).toBeNull();
    await waitFor(() => expect(urls).toHaveLength(1));
    await user.type(screen.getByRole('combobox', { name: /^Type d’action/ }), 'Permissions!');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Veuillez saisir une action comme permissions.update, ou son début comme permissions.')).toBeTruthy();
    expect(urls).toHaveLength(1);
  });
});
