import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { NAV_ITEMS, visibleNavGroups } from './navigation';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../test/utils';

const LIST = { read: true, list: true };
const adminPaths = (type: number, perms: ReturnType<typeof perm>[]) =>
  visibleNavGroups(NAV_ITEMS, type, perms)
    .filter((g) => g.group === 'administration')
    .flatMap((g) => g.items.map((i) => i.path));

describe('administration menu', () => {
  beforeEach(resetAppState);

  it('shows each screen only with the list permission of its functionality', () => {
    expect(adminPaths(100, [])).toEqual([]);
    // read without list is not enough
    expect(adminPaths(100, [perm(1010, { read: true })])).toEqual([]);
    expect(
      adminPaths(
        100,
        [1000, 1010, 1020, 1030].map((f) => perm(f, LIST)),
      ),
    ).toEqual([
      '/portal/administration/permissions',
      '/portal/administration/account_types',
      '/portal/administration/notification_types',
      '/portal/administration/functionalities',
    ]);
    expect(adminPaths(110, [perm(1020, LIST)])).toEqual(['/portal/administration/notification_types']);
  });

  it('keeps account types and functionalities for provider staff, even with the permission', () => {
    expect(
      adminPaths(
        200,
        [1000, 1010, 1020, 1030].map((f) => perm(f, LIST)),
      ),
    ).toEqual(['/portal/administration/permissions', '/portal/administration/notification_types']);
  });

  it('renders the administration menu only for users with such a permission', async () => {
    seedSession(makeAccount(), [perm(1010, LIST), perm(1030, LIST)]);
    mockApi({ 'GET /dashboard': { body: { counts: {}, last_logins: [] } } });
    const user = userEvent.setup();
    renderApp('/portal/profile');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Administration' }));
    expect(await screen.findByRole('menuitem', { name: 'Permissions' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Functionalities' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Account types' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Notification types' })).toBeNull();
  });

  it('has no administration menu without any administration permission', async () => {
    seedSession(makeAccount(), [perm(110, LIST)]);
    mockApi({});
    renderApp('/portal/profile');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('button', { name: 'Administration' })).toBeNull();
  });
});
