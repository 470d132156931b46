import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import type { NotificationTypeRecord } from '../../../components/admin/types';
import { functionalitiesBody } from '../../../test/fixtures/administration';

function notificationType(overrides: Partial<NotificationTypeRecord> = {}): NotificationTypeRecord {
  return {
    id: 4,
    functionality_id: 200,
    functionality: { description: 'Orders' },
    customer_id: null,
    category: 'order',
    sub_category: 'status',
    action: 'order_created',
    default_receiver_account_type_id: [120, 200],
    default_receiver_account_id: null,
    alert_user: true,
    alert_group: false,
    alert_email: false,
    alert_client: true,
    ...overrides,
  };
}

const RW = { read: true, list: true, edit: true };

describe('notification types administration', () => {
  beforeEach(resetAppState);

  it('lists category, action and the receivers as account type badges, filtered by functionality', async () => {
    seedSession(makeAccount(), [perm(1020, RW)]);
    const api = mockApi({
      'GET /notifications/type/': { body: { data: [notificationType()], count: 1 } },
      'GET /functionalities': { body: functionalitiesBody },
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/notification_types');
    const table = await screen.findByRole('table', { name: 'Notification types' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('order')).toBeTruthy();
    expect(within(row).getByText('order_created')).toBeTruthy();
    expect(within(row).getByText('Provider product')).toBeTruthy();
    expect(within(row).getByText('Master account')).toBeTruthy();
    expect(within(row).getByRole('link', { name: /^Edit/ }).getAttribute('href')).toBe('/portal/administration/notification_types/edit/4');

    await user.click(screen.getByRole('combobox', { name: 'Functionality' }));
    await user.click(await screen.findByRole('option', { name: 'Orders' }));
    await waitFor(() => {
      const urls = api.fetchMock.mock.calls.map((c) => String(c[0]));
      expect(urls.some((u) => u.includes('/notifications/type/?') && u.includes('functionality_id=200'))).toBe(true);
    });
  });

  it('edit shows category, sub-category and action read-only and sends the chosen receivers', async () => {
    seedSession(makeAccount(), [perm(1020, RW)]);
    const row = notificationType();
    const api = mockApi({
      'GET /notifications/type/4': { body: row },
      'PUT /notifications/type/4': ({ body }) => ({
        body: { message: 'Notification type updated', data: { ...row, ...(body as object) } },
      }),
      'GET /notifications/type/': { body: { data: [row], count: 1 } },
      'GET /functionalities': { body: functionalitiesBody },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/administration/notification_types/edit/4');
    const category = (await screen.findByRole('textbox', { name: 'Category' })) as HTMLInputElement;
    expect(category.value).toBe('order');
    expect(category.readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Sub-category' }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Action' }) as HTMLInputElement).value).toBe('order_created');

    // two groups: provider staff 100–140 and customers 200–240
    const staff = screen.getByRole('group', { name: 'Provider staff receivers' });
    const customers = screen.getByRole('group', { name: 'Customer receivers' });
    expect(within(staff).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(customers).getAllByRole('checkbox')).toHaveLength(5);
    expect((within(staff).getByRole('checkbox', { name: 'Provider product' }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(staff).getByRole('checkbox', { name: 'Provider product' }));
    await user.click(within(staff).getByRole('checkbox', { name: 'Administrator' }));
    await user.click(within(customers).getByRole('checkbox', { name: 'Sub-account (billing)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Send an e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Notification type updated')).toBeTruthy();
    expect(api.callsTo('PUT', '/notifications/type/4')[0]?.body).toEqual({
      default_receiver_account_type_id: [100, 200, 240],
      alert_user: true,
      alert_group: false,
      alert_email: true,
      alert_client: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/administration/notification_types'));
  });

  it('a customer chooses only customer receivers', async () => {
    const master = makeAccount({ id: 7, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });
    seedSession(master, [perm(1020, RW)]);
    const row = notificationType({ default_receiver_account_type_id: [200] });
    const api = mockApi({
      'GET /notifications/type/4': { body: row },
      'PUT /notifications/type/4': { body: { message: 'Notification type updated' } },
      'GET /notifications/type/': { body: { data: [row], count: 1 } },
      'GET /functionalities': { body: functionalitiesBody },
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/notification_types/edit/4');
    const customers = await screen.findByRole('group', { name: 'Customer receivers' });
    expect(screen.queryByRole('group', { name: 'Provider staff receivers' })).toBeNull();
    await user.click(within(customers).getByRole('checkbox', { name: 'Sub-account (sales)' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Notification type updated');
    expect(api.callsTo('PUT', '/notifications/type/4')[0]?.body).toMatchObject({ default_receiver_account_type_id: [200, 210] });
  });
});
