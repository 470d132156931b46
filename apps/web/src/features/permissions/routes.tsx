import { lazyPage } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { allow, RequirePermission } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const PermissionAddPage = lazyPage(() => import('./pages/permission-form-pages'), 'PermissionAddPage');
const PermissionDeletePage = lazyPage(() => import('./pages/permission-form-pages'), 'PermissionDeletePage');
const PermissionEditPage = lazyPage(() => import('./pages/permission-form-pages'), 'PermissionEditPage');
const PermissionsListPage = lazyPage(() => import('./pages/permissions-list-page'), 'PermissionsListPage');

const P = FUNCTIONALITIES.permission;

/** /portal/administration/permissions (spec 1 §2 Administration): the list needs list, each form its action. */
export const permissionsRoute: RouteObject = {
  path: 'permissions',
  element: <RequirePermission functionalityId={P} action="list" />,
  handle: crumb('admin.nav.permissions'),
  children: [
    { index: true, element: <PermissionsListPage /> },
    { path: 'add', element: allow(P, 'write', <PermissionAddPage />), handle: crumb('admin.crumbs.add') },
    { path: 'edit/:id', element: allow(P, 'edit', <PermissionEditPage />), handle: crumb('admin.crumbs.edit') },
    { path: 'delete/:id', element: allow(P, 'delete', <PermissionDeletePage />), handle: crumb('admin.crumbs.delete') },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'administration',
    labelKey: 'admin.nav.permissions',
    path: '/portal/administration/permissions',
    functionalityId: FUNCTIONALITIES.permission,
    audience: 'always',
    order: 190,
  },
];
