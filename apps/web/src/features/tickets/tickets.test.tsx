import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isNavItemVisible, NAV_ITEMS } from '../../app/navigation';
import { lastAnnouncement } from '../../lib/announcer';
import { makeAccount, mockApi, pageStatuses, perm, renderApp, resetAppState, seedSession } from '../../test/utils';

const support = { read: true, list: true, write: true, edit: false, delete: false };
const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });
const ops = makeAccount({ id: 9, account_type_id: 130, accounttype: { id: 130, account_type: 'provider_operation' }, customer_id: null });

type Message = { id: number; author_account_id: number; author_name: string; side: 'customer' | 'staff'; body: string; createdAt: string };
const ticket = (over: Record<string, unknown> = {}, messages: Message[] = [firstMessage]) => ({
  id: 5,
  customer_id: 3,
  customer_name: 'Northwind',
  title: 'Order Issue',
  status: 'open',
  creator_account_id: 50,
  creator_name: 'master@northwind.test',
  assignee_account_id: null as number | null,
  assignee_name: null as string | null,
  messages_count: messages.length,
  last_side: messages.at(-1)!.side,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T11:00:00.000Z',
  ...over,
  messages,
});
const firstMessage: Message = {
  id: 1,
  author_account_id: 50,
  author_name: 'master@northwind.test',
  side: 'customer',
  body: 'Order 12 is stuck in review',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const staffReply: Message = {
  id: 2,
  author_account_id: 9,
  author_name: 'ops@provider.test',
  side: 'staff',
  body: 'Looking into it',
  createdAt: '2026-11-20T11:00:00.000Z',
};
const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('tickets', () => {
  beforeEach(resetAppState);

  it('are in the Support menu of whoever has the support functionality', () => {
    const item = NAV_ITEMS.find((i) => i.path === '/portal/support/tickets')!;
    expect(item.group).toBe('support');
    expect(isNavItemVisible(item, 200, [perm(800, support)])).toBe(true);
    expect(isNavItemVisible(item, 130, [perm(800, support)])).toBe(true);
    expect(isNavItemVisible(item, 400, [])).toBe(false);
  });

  it('list a customer’s own tickets with the filters in the address, and open one', { timeout: 30_000 }, async () => {
    seedSession(master, [perm(800, support)]);
    const asked: string[] = [];
    mockApi({
      'GET /tickets': ({ url }) => {
        asked.push(url);
        const status = new URL(url, 'http://x').searchParams.get('status');
        const rows = [ticket(), ticket({ id: 6, status: 'answered' })].filter((t) => !status || t.status === status);
        return { body: { data: rows, count: rows.length } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/support/tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'My tickets' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'My tickets' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // a customer sees neither the company nor the assignee columns, nor their filters
    expect(within(table).queryByRole('columnheader', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).toBeNull();
    expect(within(table).getByText('Answered')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Answered' }));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(router.state.location.search).toContain('status=answered'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'My tickets' })).getAllByRole('row')).toHaveLength(2));
    expect(new URL(asked.at(-1)!, 'http://x').searchParams.get('status')).toBe('answered');
    expect(screen.getByRole('link', { name: '#6' }).getAttribute('href')).toBe('/portal/support/tickets/6');
  });

  it('show the thread and take a reply within 250 words, read out as sent', { timeout: 30_000 }, async () => {
    seedSession(master, [perm(800, support)]);
    let current = ticket({ status: 'answered' }, [firstMessage, staffReply]);
    const api = mockApi({
      'GET /tickets/5': () => ({ body: { data: current } }),
      'POST /tickets/5/messages': ({ body }) => {
        const sent = {
          id: 3,
          author_account_id: 50,
          author_name: 'master@northwind.test',
          side: 'customer' as const,
          body: (body as { message: string }).message,
          createdAt: '2026-11-20T12:00:00.000Z',
        };
        current = ticket({ status: 'open' }, [...current.messages, sent]);
        return { status: 201, body: { message: 'Reply sent', data: current } };
      },
      'POST /tickets/5/close': () => {
        current = { ...current, status: 'closed' };
        return { body: { message: 'Ticket closed', data: current } };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/support/tickets/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket #5: Order Issue' })).toBeTruthy();
    const thread = screen.getByRole('list', { name: 'Messages' });
    const items = within(thread).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('ops@provider.test')).toBeTruthy();
    expect(within(items[1]!).getByText('Support')).toBeTruthy();
    expect(within(items[1]!).getByText('Looking into it')).toBeTruthy();
    expect(screen.getByText('Answered')).toBeTruthy();

    const box = screen.getByRole('textbox', { name: /^Your reply/ });
    await user.click(box);
    await user.paste(words(251));
    expect(screen.getByText('251 of 250 words')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('At most 250 words')).toBeTruthy();
    expect(api.callsTo('POST', '/tickets/5/messages')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, '  Still stuck   this morning ');
    expect(screen.getByText('4 of 250 words')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.callsTo('POST', '/tickets/5/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/tickets/5/messages')[0]?.body).toEqual({ message: 'Still stuck   this morning' });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(3));
    expect(lastAnnouncement()).toBe('Reply sent');
    expect(pageStatuses()).toEqual([]);
    expect((screen.getByRole('textbox', { name: /^Your reply/ }) as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByText('Open')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close the ticket' }));
    await waitFor(() => expect(api.callsTo('POST', '/tickets/5/close')).toHaveLength(1));
    expect(await screen.findByText('Closed')).toBeTruthy();
    expect(lastAnnouncement()).toBe('Ticket closed');
    // a customer may still write on a closed ticket: it opens again
    expect(screen.getByText('This ticket is closed: your reply opens it again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reopen the ticket' })).toBeTruthy();
  });

  it('give staff a queue of every company and the assignment; a closed ticket is reopened before a staff reply', {
    timeout: 30_000,
  }, async () => {
    seedSession(ops, [perm(800, support), perm(110, { read: true, list: true })]);
    let current = ticket({ status: 'closed' });
    const api = mockApi({
      'GET /tickets': { body: { data: [ticket({ assignee_account_id: 9, assignee_name: 'ops@provider.test' })], count: 1 } },
      'GET /tickets/5': () => ({ body: { data: current } }),
      'PUT /tickets/5/assignee': ({ body }) => {
        const id = (body as { assignee_account_id: number }).assignee_account_id;
        current = { ...current, assignee_account_id: id, assignee_name: 'ops@provider.test' };
        return { body: { message: 'Ticket assigned', data: current } };
      },
      'GET /accounts/': {
        body: {
          data: [{ id: 12, email: 'sam@provider.test', account_type_id: 110, userprofile: { firstname: 'Sam', lastname: 'Sales' } }],
          count: 1,
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/support/tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket queue' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Ticket queue' });
    expect(within(table).getByRole('columnheader', { name: 'Company' })).toBeTruthy();
    expect(within(table).getByText('Northwind')).toBeTruthy();
    expect(within(table).getByText('ops@provider.test')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await user.click(await screen.findByRole('option', { name: 'Assigned to me' }));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(router.state.location.search).toContain('assignee=me'));
    // anyone of the staff, searched on the server, instead
    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Sales' }));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(router.state.location.search).toContain('assignee=12'));
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/tickets').length).toBeGreaterThan(1);

    await router.navigate('/portal/support/tickets/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket #5: Order Issue' })).toBeTruthy();
    expect(screen.getByText('This ticket is closed. Reopen it to reply.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Your reply/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(api.callsTo('PUT', '/tickets/5/assignee')).toHaveLength(1));
    expect(api.callsTo('PUT', '/tickets/5/assignee')[0]?.body).toEqual({ assignee_account_id: 9 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull());
    expect(lastAnnouncement()).toBe('Ticket assigned');
  });

  it('answer another company’s ticket with a not-found message', async () => {
    seedSession(master, [perm(800, support)]);
    mockApi({ 'GET /tickets/77': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } } });
    renderApp('/portal/support/tickets/77');
    expect(await screen.findByText('This ticket does not exist or is not yours to see.')).toBeTruthy();
  });
});
