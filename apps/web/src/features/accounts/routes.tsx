import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { allow, RequirePermission } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const AccountAddPage = lazyPage(() => import('./pages/account-add-page'), 'AccountAddPage');
const AccountEditPage = lazyPage(() => import('./pages/account-edit-page'), 'AccountEditPage');
// the list's query (its address read by its parser map, the feature's factory) starts while the page's chunk loads
const AccountsListPage = lazyPage(() => import('./pages/accounts-list-page'), 'AccountsListPage', {
  prefetch: async (client, { search, viewer }) => {
    const { accountListParams, accountListQuery } = await import('./api/account-list');
    return prefetchQuery(client, accountListQuery(accountListParams.read(search, viewer)));
  },
});

const A = FUNCTIONALITIES.account;

/**
 * /portal/account/accounts (spec 1 §2 Accounts): list (110 list), /add (write), /edit/{id} (edit),
 * /delete/{id} (delete: the list with the confirmation open).
 */
export const accountsRoute: RouteObject = {
  path: 'accounts',
  handle: crumb('accounts.title'),
  element: <RequirePermission functionalityId={A} action="list" />,
  children: [
    { index: true, element: <AccountsListPage /> },
    { path: 'add', element: allow(A, 'write', <AccountAddPage />), handle: crumb('accounts.add.crumb') },
    { path: 'edit/:id', element: allow(A, 'edit', <AccountEditPage />), handle: crumb('accounts.edit.crumb') },
    { path: 'delete/:id', element: allow(A, 'delete', <AccountsListPage />), handle: crumb('accounts.delete.crumb') },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'accounts',
    labelKey: 'accounts.title',
    path: '/portal/account/accounts',
    functionalityId: FUNCTIONALITIES.account,
    audience: 'always',
    order: 10,
  },
];
