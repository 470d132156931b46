import { lazyPage } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { allow, RequirePermission } from '../../app/guards';
import { crumb } from '../../app/route-table';

const AccountAddPage = lazyPage(() => import('./pages/account-add-page'), 'AccountAddPage');
const AccountEditPage = lazyPage(() => import('./pages/account-edit-page'), 'AccountEditPage');
const AccountsListPage = lazyPage(() => import('./pages/accounts-list-page'), 'AccountsListPage');

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
