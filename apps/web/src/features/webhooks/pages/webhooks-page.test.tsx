import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isNavItemVisible, NAV_ITEMS } from '../../../app/navigation';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';

const master = makeAccount({ id: 9, account_type_id: 200, customer_id: 4, accounttype: { id: 200, account_type: 'master' } });
const admin = makeAccount();
const buyer = makeAccount({ id: 10, account_type_id: 210, customer_id: 4, accounttype: { id: 210, account_type: 'sales' } });
const all = { read: true, list: true, write: true, edit: true, delete: true };

const endpoint = {
  id: 3,
  customer_id: 4,
  url: 'https://hooks.northwind.example/gsn',
  description: 'Provisioning',
  events: ['order.created', 'order.status_changed'],
  enabled: true,
  disabled_reason: null,
  failing_since: null,
  previous_secret_until: null as string | null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** GET /webhooks/events: the events the server's modules contribute, in the interface language. */
const events = {
  body: {
    data: [
      { name: 'order.created', label: 'Order created' },
      { name: 'order.status_changed', label: 'Order status changed' },
      { name: 'porting.submitted', label: 'Port request submitted' },
    ],
  },
};

const delivery = {
  id: 41,
  message_id: 'msg_abc',
  event: 'order.status_changed',
  status: 'pending',
  attempt_count: 2,
  next_attempt_at: '2026-11-20T10:05:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  payload: { order: { id: 1 } },
  attempts: [
    {
      id: 1,
      event: 'order.status_changed',
      status_code: 500,
      duration_ms: 42,
      response_excerpt: 'upstream exploded',
      error: null,
      attempted_at: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 2,
      event: 'order.status_changed',
      status_code: null,
      duration_ms: 10000,
      response_excerpt: '',
      error: 'timed out after 10000 ms',
      attempted_at: '2026-11-20T10:00:05.000Z',
    },
  ],
};

describe('webhooks', () => {
  beforeEach(resetAppState);

  it('is in the Administration menu for a master and for staff, not for a sub-account', async () => {
    seedSession(master, [perm(1040, all)]);
    mockApi({ 'GET /webhooks': { body: { data: [], count: 0 } }, 'GET /webhooks/events': events });
    const { unmount } = renderApp('/portal/administration/webhooks');
    expect(await screen.findByRole('heading', { name: 'Webhooks' }, { timeout: 5000 })).toBeTruthy();
    unmount();
    const item = NAV_ITEMS.find((i) => i.path === '/portal/administration/webhooks')!;
    expect(item.group).toBe('administration');
    expect(isNavItemVisible(item, 200, [perm(1040, all)])).toBe(true);
    expect(isNavItemVisible(item, 110, [perm(1040, all)])).toBe(true);
    expect(isNavItemVisible(item, 210, [perm(200, all)])).toBe(false);

    await resetAppState();
    seedSession(buyer, [perm(200, all)]);
    mockApi({});
    const { router } = renderApp('/portal/administration/webhooks');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });

  it('replaces the signing secret with the overlap chosen, shows the new one once and when the old one stops', async () => {
    seedSession(master, [perm(1040, all)]);
    let row = { ...endpoint };
    const api = mockApi({
      'GET /webhooks': () => ({ body: { data: [row], count: 1 } }),
      'GET /webhooks/events': events,
      'POST /webhooks/3/secret': () => {
        row = { ...row, previous_secret_until: '2099-01-01T12:00:00.000Z' };
        return {
          status: 201,
          body: { message: 'Signing secret replaced', data: { ...row, secret: 'whsec_bmV3LXNlY3JldC1uZXctc2VjcmV0' } },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/webhooks');
    await user.click(await screen.findByRole('button', { name: 'New secret for https://hooks.northwind.example/gsn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the signing secret' });
    const hours = within(dialog).getByRole('textbox', { name: /Old secret still signs for/ });
    // beyond a week: said beside the field, nothing sent
    await user.clear(hours);
    await user.type(hours, '200');
    expect(await within(dialog).findByText('Enter a whole number of hours from 0 to 168.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Replace the secret' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(within(dialog).getByRole('button', { name: 'Replace the secret' }));
    await waitFor(() => expect(api.callsTo('POST', '/webhooks/3/secret')).toHaveLength(1));
    expect(api.callsTo('POST', '/webhooks/3/secret')[0]!.body).toEqual({ overlap_hours: 48 });
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByTestId('webhook-secret').textContent).toBe('whsec_bmV3LXNlY3JldC1uZXctc2VjcmV0');
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/The previous secret signs too until/)).toBeTruthy();
  });

  it('adds an endpoint and shows its secret once; refuses a URL the server refuses, in the reader’s words', {
    timeout: 60_000,
  }, async () => {
    seedSession(master, [perm(1040, all)]);
    const rows: (typeof endpoint)[] = [];
    const api = mockApi({
      'GET /webhooks': () => ({ body: { data: rows, count: rows.length } }),
      'GET /webhooks/events': events,
      'POST /webhooks': ({ body }) => {
        const b = body as { url: string };
        if (b.url.includes('127.0.0.1')) {
          const message = 'Private, loopback and link-local addresses are not allowed';
          return { status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', message, errors: [{ field: 'url', message }] } };
        }
        const created = { ...endpoint, ...(body as object) };
        rows.push(created);
        return {
          status: 201,
          body: { message: 'Webhook endpoint added', data: { ...created, secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=' } },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/webhooks');
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    const url = within(dialog).getByRole('textbox', { name: /URL/ });

    // nothing chosen: the form says so and sends nothing
    await user.click(url);
    await user.paste('ftp://nope');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Please enter an http:// or https:// address')).toBeTruthy();
    expect(within(dialog).getByText('Please choose at least one event')).toBeTruthy();
    expect(api.callsTo('POST', '/webhooks')).toHaveLength(0);

    // the events offered are the server's: a feature's new event needs no change here
    expect(within(dialog).getByRole('checkbox', { name: 'Port request submitted (porting.submitted)' })).toBeTruthy();
    await user.clear(url);
    await user.paste('http://127.0.0.1:8080/in');
    await user.click(within(dialog).getByRole('checkbox', { name: /Order status changed/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Private, loopback and link-local addresses are not allowed')).toBeTruthy();

    await user.clear(url);
    await user.paste('https://hooks.northwind.example/gsn');
    await user.click(within(dialog).getByRole('textbox', { name: /Description/ }));
    await user.paste('Provisioning');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(api.callsTo('POST', '/webhooks')).toHaveLength(2));
    expect(api.callsTo('POST', '/webhooks')[1]!.body).toEqual({
      url: 'https://hooks.northwind.example/gsn',
      description: 'Provisioning',
      events: ['order.status_changed'],
    });
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByTestId('webhook-secret').textContent).toBe('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=');
    expect(within(secret).getByText(/shown only this once/)).toBeTruthy();
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
    expect(await screen.findByRole('rowheader', { name: 'https://hooks.northwind.example/gsn' })).toBeTruthy();
  });

  it('edits, disables and deletes an endpoint; staff see whose it is', async () => {
    seedSession(admin, [perm(1040, all)]);
    let rows = [endpoint, { ...endpoint, id: 4, customer_id: null, url: 'https://noc.example/hooks' }];
    const api = mockApi({
      'GET /webhooks': () => ({ body: { data: rows, count: rows.length } }),
      'GET /webhooks/events': events,
      'PUT /webhooks/3': ({ body }) => ({ body: { message: 'Webhook endpoint updated', data: { ...endpoint, ...(body as object) } } }),
      'DELETE /webhooks/4': () => {
        rows = rows.filter((r) => r.id !== 4);
        return { body: { message: 'Webhook endpoint deleted' } };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/webhooks');
    const table = await screen.findByTestId('webhooks-table', {}, { timeout: 5000 });
    expect(await within(table).findByText('Company 4')).toBeTruthy();
    expect(within(table).getByText('All companies')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Edit ${endpoint.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the webhook endpoint' });
    await user.click(within(dialog).getByRole('switch', { name: 'Enabled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save endpoint' }));
    await waitFor(() => expect(api.callsTo('PUT', '/webhooks/3')).toHaveLength(1));
    expect(api.callsTo('PUT', '/webhooks/3')[0]!.body).toMatchObject({ enabled: false, events: endpoint.events, url: endpoint.url });

    await user.click(screen.getByRole('button', { name: 'Delete https://noc.example/hooks' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the webhook endpoint' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/webhooks/4')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'https://noc.example/hooks' })).toBeNull());
  });

  it('lists deliveries with every attempt and retries one', async () => {
    seedSession(master, [perm(1040, all)]);
    const api = mockApi({
      'GET /webhooks': { body: { data: [endpoint], count: 1 } },
      'GET /webhooks/events': events,
      'GET /webhooks/3': { body: { data: endpoint } },
      'GET /webhooks/3/deliveries': { body: { data: [delivery], count: 1 } },
      'POST /webhooks/3/deliveries/41/retry': { status: 202, body: { message: 'Delivery queued' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/administration/webhooks');
    await user.click(await screen.findByRole('link', { name: `Deliveries of ${endpoint.url}` }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/administration/webhooks/3/deliveries'));
    expect(await screen.findByRole('heading', { name: 'Webhook deliveries' }, { timeout: 5000 })).toBeTruthy();
    const attempts = await screen.findAllByTestId('webhook-attempt');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.textContent).toContain('500');
    expect(attempts[0]!.textContent).toContain('42 ms');
    expect(attempts[0]!.textContent).toContain('upstream exploded');
    expect(attempts[1]!.textContent).toContain('no answer');
    expect(attempts[1]!.textContent).toContain('timed out');
    expect(screen.getByText('Pending')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry msg_abc' }));
    await waitFor(() => expect(api.callsTo('POST', '/webhooks/3/deliveries/41/retry')).toHaveLength(1));
  });
});
