import { lazyPage } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { allow, RequirePermission, RequireStaff } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const AccountTypeAddPage = lazyPage(() => import('./pages/account-types-pages'), 'AccountTypeAddPage');
const AccountTypeDeletePage = lazyPage(() => import('./pages/account-types-pages'), 'AccountTypeDeletePage');
const AccountTypeEditPage = lazyPage(() => import('./pages/account-types-pages'), 'AccountTypeEditPage');
const AccountTypesListPage = lazyPage(() => import('./pages/account-types-pages'), 'AccountTypesListPage');

const AT = FUNCTIONALITIES.account_type;

/** /portal/administration/account_types (spec 1 §2 Administration): staff only, list permission, each form its action. */
export const accountTypesRoute: RouteObject = {
  path: 'account_types',
  element: (
    <RequireStaff>
      <RequirePermission functionalityId={AT} action="list" />
    </RequireStaff>
  ),
  handle: crumb('admin.nav.accountTypes'),
  children: [
    { index: true, element: <AccountTypesListPage /> },
    { path: 'add', element: allow(AT, 'write', <AccountTypeAddPage />), handle: crumb('admin.crumbs.add') },
    { path: 'edit/:id', element: allow(AT, 'edit', <AccountTypeEditPage />), handle: crumb('admin.crumbs.edit') },
    { path: 'delete/:id', element: allow(AT, 'delete', <AccountTypeDeletePage />), handle: crumb('admin.crumbs.delete') },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'administration',
    labelKey: 'admin.nav.accountTypes',
    path: '/portal/administration/account_types',
    functionalityId: FUNCTIONALITIES.account_type,
    audience: 'staff',
    order: 200,
  },
];
