import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../test/utils';
import type { NotificationRow } from './api/use-notifications';
import { linkify, toBlocks } from './components/rich-text';

const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });

const note = (over: Partial<NotificationRow> & { id: number }): NotificationRow => ({
  creator_customer: 'Northwind Telecom',
  notificationtype: { category: 'order', sub_category: 'status', action: 'submitted' },
  notification_title: `Notification ${over.id}`,
  notification_message: 'Order 12 was submitted.',
  notification_status: 'requested',
  notification_read: false,
  event: null,
  params: null,
  functionality_id: 400,
  order_id: null,
  subject: null,
  receiver_account_id: 50,
  creator_account_id: null,
  creator_customer_id: null,
  createdAt: '2025-03-04T09:30:00.000Z',
  ...over,
});

const ROWS = [
  note({ id: 3, notification_title: 'Order 12 submitted', order_id: 12 }),
  note({ id: 2, notification_title: 'Ticket: Portal Issue', creator_customer: null, notificationtype: null }),
  note({ id: 1, notification_title: 'Order 9 accepted', notification_read: true, notification_status: 'sent' }),
];

const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;

describe('notifications list', { timeout: 20_000 }, () => {
  beforeEach(resetAppState);

  it('shows customer, title, status, read? and created at, unread first as the server orders them, 10 a page', async () => {
    seedSession(master, [perm(400, { read: true, list: true })]);
    const urls: string[] = [];
    mockApi({
      'GET /notifications': ({ url }) => {
        urls.push(url);
        if (url.includes('unread=true')) return { body: { data: [], count: 2 } };
        return { body: { data: ROWS, count: 23 } };
      },
    });
    renderApp('/portal/notification/notifications');
    await screen.findByRole('rowheader', { name: 'Order 12 submitted' });
    const table = screen.getByRole('table', { name: 'Your notifications, unread first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Customer', 'Title', 'Status', 'Read?', 'Created at', 'Actions']);
    // the rows keep the server's order: the two unread ones, then the read one
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Order 12 submitted', 'Ticket: Portal Issue', 'Order 9 accepted']);

    const first = rowOf('Order 12 submitted');
    expect(within(first).getByText('Northwind Telecom')).toBeTruthy();
    expect(within(first).getByText('Requested')).toBeTruthy();
    expect(within(first).getByText('New')).toBeTruthy();
    const read = within(first).getByRole('link', { name: 'Read “Order 12 submitted”' });
    expect(read.getAttribute('href')).toBe('/portal/notification/notifications/3');
    expect(within(rowOf('Ticket: Portal Issue')).getByText('—')).toBeTruthy();
    const last = rowOf('Order 9 accepted');
    // the Read? badge and the Read link
    expect(within(last).getAllByText('Read')).toHaveLength(2);
    expect(within(first).getAllByText('Read')).toHaveLength(1);
    expect(within(last).getByText('sent')).toBeTruthy();
    expect(last.getAttribute('data-read')).toBe('true');

    const q = new URL(urls.find((u) => !u.includes('unread'))!, 'http://x').searchParams;
    expect(Object.fromEntries(q)).toEqual({ receiver: 'me', orderby: 'notification_read', asc: 'true', limit: '10', page: '0' });
    // 23 notifications: three pages
    const pages = screen.getByRole('navigation', { name: 'Pages of the notifications list' });
    expect(within(pages).getByRole('button', { name: 'Go to page 3' })).toBeTruthy();
    expect(screen.getByText('Results: 23')).toBeTruthy();
    // the header badge counts the unread ones
    expect(await screen.findByRole('link', { name: 'Notifications (2)' })).toBeTruthy();
  });

  it('shows the whole status and read? text: the badges wrap between words instead of clipping with an ellipsis', async () => {
    seedSession(master, []);
    mockApi({ 'GET /notifications': { body: { data: [ROWS[0]], count: 1 } } });
    renderApp('/portal/notification/notifications');
    await screen.findByRole('rowheader', { name: 'Order 12 submitted' });
    const row = rowOf('Order 12 submitted');
    // jsdom lays nothing out: what is checked is that every badge has the whole-label classes of app.css
    // (white-space: normal, overflow visible, height auto; the e2e run measures them)
    for (const text of ['Requested', 'New']) {
      const label = within(row).getByText(text);
      const badge = label.closest('.mantine-Badge-root') as HTMLElement;
      expect(label.classList.contains('status-badge-label'), text).toBe(true);
      expect(badge.classList.contains('status-badge'), text).toBe(true);
    }
  });

  it('shows an order notification with the order’s status it reports, not Requested', async () => {
    seedSession(master, []);
    const accepted = note({
      id: 4,
      notification_title: 'Order 18 accepted',
      order_id: 18,
      notification_status: 'accepted',
      notificationtype: { category: 'order', sub_category: 'status', action: 'accepted' },
    });
    mockApi({ 'GET /notifications': { body: { data: [accepted], count: 1 } } });
    renderApp('/portal/notification/notifications');
    await screen.findByRole('rowheader', { name: 'Order 18 accepted' });
    const row = rowOf('Order 18 accepted');
    expect(within(row).getByText('Accepted').closest('[data-status]')?.getAttribute('data-status')).toBe('accepted');
    expect(within(row).queryByText('Requested')).toBeNull();
  });

  it('asks the server for the page in the address', async () => {
    seedSession(master, []);
    const api = mockApi({ 'GET /notifications': { body: { data: [ROWS[2]], count: 21 } } });
    renderApp('/portal/notification/notifications?page=3');
    await screen.findByRole('rowheader', { name: 'Order 9 accepted' });
    const urls = api.fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/notifications?') && !u.includes('unread'));
    expect(new URL(urls[0]!, 'http://x').searchParams.get('page')).toBe('2');
  });

  it('shows the no-data row when there is nothing', async () => {
    seedSession(master, []);
    mockApi({ 'GET /notifications': { body: { data: [], count: 0 } } });
    renderApp('/portal/notification/notifications');
    const table = await screen.findByRole('table', { name: 'Your notifications, unread first' });
    expect(await within(table).findByText('No data found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of the notifications list' })).toBeNull();
  });
});

describe('reading a notification', { timeout: 20_000 }, () => {
  beforeEach(resetAppState);

  const HOSTILE = 'Hello <b>team</b>,\n<img src=x onerror="alert(1)">\n\nSee https://status.example.com/incident.\n- first\n- second';

  it('shows its fields, renders the message safely with its line breaks, marks it read and refreshes the badge', async () => {
    seedSession(master, [perm(400, { read: true, list: true })]);
    let read = false;
    const api = mockApi({
      'GET /notifications': ({ url }) =>
        url.includes('unread=true') ? { body: { data: [], count: read ? 0 : 1 } } : { body: { data: [], count: 0 } },
      'GET /notifications/3': () => ({
        body: note({
          id: 3,
          notification_title: 'Order 12 submitted',
          order_id: 12,
          subject: { kind: 'order', id: 12, path: '/portal/management/orders/show/12' },
          notification_message: HOSTILE,
          notification_read: read,
        }),
      }),
      'PUT /notifications/3': () => {
        read = true;
        return { body: { message: 'Notification updated successfully', data: { id: 3, notification_read: true } } };
      },
    });
    renderApp('/portal/notification/notifications/3');
    const article = await screen.findByRole('article', { name: 'Order 12 submitted' });
    expect(within(article).getByText('Northwind Telecom')).toBeTruthy();
    // category and sub-category by their names, not their codes
    expect(within(article).getByText('Order')).toBeTruthy();
    expect(within(article).getByText('Status change')).toBeTruthy();
    expect(within(article).getByText('Requested')).toBeTruthy();

    // markup in the message is text, never elements
    const message = screen.getByTestId('rich-text');
    expect(message.querySelector('img')).toBeNull();
    expect(message.querySelector('b')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(message.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(message.textContent).toContain('Hello <b>team</b>,');
    // one line break inside the first paragraph, then a paragraph with the link and a list
    const paragraphs = message.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.querySelectorAll('br')).toHaveLength(1);
    const link = within(message).getByRole('link', { name: 'https://status.example.com/incident' });
    expect(link.getAttribute('href')).toBe('https://status.example.com/incident');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(message)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['first', 'second']);

    expect(screen.getByRole('link', { name: 'Open order 12' }).getAttribute('href')).toBe('/portal/management/orders/show/12');

    await waitFor(() => expect(api.callsTo('PUT', '/notifications/3')).toHaveLength(1));
    expect(api.callsTo('PUT', '/notifications/3')[0]?.body).toEqual({ notification_read: true });
    expect(await screen.findByRole('link', { name: 'Notifications (0)' })).toBeTruthy();
    expect(within(article).getByText('Read')).toBeTruthy();
  });

  it('opens any feature’s subject through the path the server answers, labelled by its kind', async () => {
    seedSession(master, []);
    mockApi({
      'GET /notifications/8': {
        body: note({
          id: 8,
          notification_title: 'Port PR-4 confirmed',
          notification_read: true,
          subject: { kind: 'port', id: 4, path: '/portal/ports/4' },
        }),
      },
    });
    renderApp('/portal/notification/notifications/8');
    await screen.findByRole('article', { name: 'Port PR-4 confirmed' });
    // a kind without a label of its own reads generically
    expect(screen.getByRole('link', { name: 'Open 4' }).getAttribute('href')).toBe('/portal/ports/4');
  });

  it('shows an event notification in the interface language the server renders it in, asking again on a language switch', async () => {
    seedSession(master, []);
    const params = { order_id: 18, reference: 'PO-1', service_type: 'ITFS', jurisdiction: 'Japan', from: 'ready', to: 'accepted' };
    /** The server's rendering of the event in the language the request names (modules' events, server-side). */
    const texts: Record<string, Pick<NotificationRow, 'notification_title' | 'notification_message'>> = {
      ru: {
        notification_title: 'Заказ 18 (PO-1): теперь «Принят»',
        notification_message: 'Заказ 18 (PO-1) на ITFS (Япония) переведён из статуса «Готов» в «Принят».',
      },
      fr: {
        notification_title: 'Commande 18 (PO-1) : désormais « Acceptée »',
        notification_message: 'Commande 18 (PO-1) (ITFS, Japon) passée de « Prête » à « Acceptée ».',
      },
    };
    const api = mockApi({
      'GET /notifications/7': ({ headers }) => ({
        body: note({ id: 7, notification_read: true, event: 'order.moved', params, ...texts[headers.get('accept-language') ?? ''] }),
      }),
    });
    await i18n.changeLanguage('ru');
    renderApp('/portal/notification/notifications/7');
    const article = await screen.findByRole('article', { name: 'Заказ 18 (PO-1): теперь «Принят»' });
    expect(within(article).getByTestId('rich-text').textContent).toContain(
      'Заказ 18 (PO-1) на ITFS (Япония) переведён из статуса «Готов» в «Принят».',
    );
    expect(within(article).getByText('Заказ')).toBeTruthy();
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByRole('article', { name: 'Commande 18 (PO-1) : désormais « Acceptée »' })).toBeTruthy();
    expect(screen.getByTestId('rich-text').textContent).toContain('(ITFS, Japon)');
    expect(api.callsTo('GET', '/notifications/7').map((c) => c.headers.get('accept-language'))).toEqual(['ru', 'fr']);
  });

  it('does not mark an already read notification again, and has no link without a subject to open', async () => {
    seedSession(master, []);
    const api = mockApi({
      'GET /notifications/1': { body: note({ id: 1, notification_title: 'Old news', notification_read: true }) },
    });
    renderApp('/portal/notification/notifications/1');
    await screen.findByRole('article', { name: 'Old news' });
    expect(screen.queryByRole('link', { name: /Open/ })).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo('PUT', '/notifications/1')).toHaveLength(0);
  });

  it('says so when the notification is not the caller’s (404), without an error toast', async () => {
    seedSession(master, []);
    mockApi({ 'GET /notifications/99': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } } });
    renderApp('/portal/notification/notifications/99');
    expect(await screen.findByText('Notification not found')).toBeTruthy();
    expect(screen.queryByText('We couldnt find what you are looking for')).toBeNull();
  });
});

describe('rich text of messages', () => {
  it('links only http(s), e-mail addresses and portal paths, leaving trailing punctuation out', () => {
    expect(linkify('Mail ops@gsn.example, or see http://a.example/x).')).toEqual([
      { text: 'Mail ' },
      { text: 'ops@gsn.example', href: 'mailto:ops@gsn.example', internal: false },
      { text: ', or see ' },
      { text: 'http://a.example/x', href: 'http://a.example/x', internal: false },
      { text: ').' },
    ]);
    expect(linkify('javascript:alert(1) data:text/html,x')).toEqual([{ text: 'javascript:alert(1) data:text/html,x' }]);
    expect(linkify('Open /portal/management/orders/show/4 now')).toEqual([
      { text: 'Open ' },
      { text: '/portal/management/orders/show/4', href: '/portal/management/orders/show/4', internal: true },
      { text: ' now' },
    ]);
  });

  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(toBlocks('a\r\nb\n\n\nc\n- x\n* y\nd')).toEqual([
      { kind: 'paragraph', lines: ['a', 'b'] },
      { kind: 'paragraph', lines: ['c'] },
      { kind: 'list', items: ['x', 'y'] },
      { kind: 'paragraph', lines: ['d'] },
    ]);
  });
});
