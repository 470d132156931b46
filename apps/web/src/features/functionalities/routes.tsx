import { lazyPage } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { allow, RequirePermission, RequireStaff } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const FunctionalitiesListPage = lazyPage(() => import('./pages/functionalities-pages'), 'FunctionalitiesListPage');
const FunctionalityAddPage = lazyPage(() => import('./pages/functionalities-pages'), 'FunctionalityAddPage');
const FunctionalityDeletePage = lazyPage(() => import('./pages/functionalities-pages'), 'FunctionalityDeletePage');
const FunctionalityEditPage = lazyPage(() => import('./pages/functionalities-pages'), 'FunctionalityEditPage');

const FN = FUNCTIONALITIES.functionality;

/** /portal/administration/functionalities (spec 1 §2 Administration): staff only, list permission, each form its action. */
export const functionalitiesRoute: RouteObject = {
  path: 'functionalities',
  element: (
    <RequireStaff>
      <RequirePermission functionalityId={FN} action="list" />
    </RequireStaff>
  ),
  handle: crumb('admin.nav.functionalities'),
  children: [
    { index: true, element: <FunctionalitiesListPage /> },
    { path: 'add', element: allow(FN, 'write', <FunctionalityAddPage />), handle: crumb('admin.crumbs.add') },
    { path: 'edit/:id', element: allow(FN, 'edit', <FunctionalityEditPage />), handle: crumb('admin.crumbs.edit') },
    { path: 'delete/:id', element: allow(FN, 'delete', <FunctionalityDeletePage />), handle: crumb('admin.crumbs.delete') },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'administration',
    labelKey: 'admin.nav.functionalities',
    path: '/portal/administration/functionalities',
    functionalityId: FUNCTIONALITIES.functionality,
    audience: 'staff',
    order: 220,
  },
];
