import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../test/utils';
import type { NotificationRow } from './api/use-notifications';

const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });

const row: NotificationRow = {
  id: 7,
  creator_customer: 'Northwind Telecom',
  notificationtype: { category: 'order', sub_category: 'status', action: 'submitted' },
  notification_title: 'Order 12 submitted',
  notification_message: 'Order 12 was submitted.',
  notification_status: 'requested',
  notification_read: false,
  event: null,
  params: null,
  functionality_id: 400,
  order_id: 12,
  subject: null,
  receiver_account_id: 50,
  creator_account_id: null,
  creator_customer_id: null,
  createdAt: '2026-11-03T09:30:00.000Z',
};

/** The list's requests (the header badge's `limit=0` count aside). */
function listApi(urls: URLSearchParams[]) {
  return mockApi({
    'GET /notifications': ({ url }) => {
      const q = new URL(url, 'http://x').searchParams;
      if (q.get('limit') === '0') return { body: { data: [], count: 0 } };
      urls.push(q);
      return { body: { data: [row], count: 1 } };
    },
    'GET /notifications/categories': { body: { data: ['order', 'traffic'] } },
  });
}

describe('notifications list filters', { timeout: 20_000 }, () => {
  beforeEach(resetAppState);

  it('reads the filters from the address, sends them, and writes new ones back', async () => {
    seedSession(master, [perm(400, { read: true, list: true })]);
    const urls: URLSearchParams[] = [];
    listApi(urls);
    const user = userEvent.setup();
    const { router } = renderApp('/portal/notification/notifications?unread=true&category=order&fromDate=2026-11-01');
    await screen.findByRole('rowheader', { name: 'Order 12 submitted' });
    expect(Object.fromEntries(urls.at(-1)!)).toMatchObject({ unread: 'true', category: 'order', fromDate: '2026-11-01' });
    const filters = screen.getByRole('search', { name: 'Notification filters' });
    expect((within(filters).getByRole('combobox', { name: 'Category' }) as HTMLInputElement).value).toBe('Order');

    await user.click(within(filters).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Traffic' }));
    const to = within(filters).getByRole('textbox', { name: 'Created until (UTC)' });
    await user.type(to, '2026-11-05');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(urls.at(-1)?.get('category')).toBe('traffic'), { timeout: 3000 });
    expect(urls.at(-1)?.get('toDate')).toBe('2026-11-05');
    expect(urls.at(-1)?.get('page')).toBe('0');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('category')).toBe('traffic'));
    const address = new URLSearchParams(router.state.location.search);
    expect(address.get('unread')).toBe('true');
    expect(address.get('toDate')).toBe('2026-11-05');

    // the form is drawn again for the new address
    const again = screen.getByRole('search', { name: 'Notification filters' });
    expect((within(again).getByRole('combobox', { name: 'Category' }) as HTMLInputElement).value).toBe('Traffic');
    await user.click(within(again).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(urls.at(-1)?.has('category')).toBe(false), { timeout: 3000 });
    expect(urls.at(-1)?.has('unread')).toBe(false);
  });

  it('shows a wrong date of the address on its field and asks nothing', async () => {
    seedSession(master, [perm(400, { read: true, list: true })]);
    const urls: URLSearchParams[] = [];
    listApi(urls);
    renderApp('/portal/notification/notifications?fromDate=2026-11-05&toDate=2026-11-01');
    const filters = await screen.findByRole('search', { name: 'Notification filters' });
    expect(await within(filters).findByText('Please select a date before the “To date”')).toBeTruthy();
    expect(within(filters).getByText('Please select a date after the “From date”')).toBeTruthy();
    expect(urls).toEqual([]);
  });
});
