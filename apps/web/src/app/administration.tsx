import { lazyPage } from './lazy-page';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { FUNCTIONALITIES, type PermissionAction } from '@gsn/domain/permissions/functionalities';
import { RequireAdministrator, RequirePermission, RequireStaff, UNAUTHORISED_PATH } from './guards';
import { NAV_ITEMS, isNavItemVisible } from './navigation';
import type { RouteHandle } from '../components/page-breadcrumbs';
import { PageLoader } from '../components/page-loader';
import { usePermissions } from '../lib/permissions';
import { useSession } from '../lib/session';

const AccountTypeAddPage = lazyPage(() => import('../features/account-types/pages/account-types-pages'), 'AccountTypeAddPage');
const AccountTypeDeletePage = lazyPage(() => import('../features/account-types/pages/account-types-pages'), 'AccountTypeDeletePage');
const AccountTypeEditPage = lazyPage(() => import('../features/account-types/pages/account-types-pages'), 'AccountTypeEditPage');
const AccountTypesListPage = lazyPage(() => import('../features/account-types/pages/account-types-pages'), 'AccountTypesListPage');
const ConfigurationPage = lazyPage(() => import('../features/configuration/pages/configuration-page'), 'ConfigurationPage');
const FunctionalitiesListPage = lazyPage(() => import('../features/functionalities/pages/functionalities-pages'), 'FunctionalitiesListPage');
const FunctionalityAddPage = lazyPage(() => import('../features/functionalities/pages/functionalities-pages'), 'FunctionalityAddPage');
const FunctionalityDeletePage = lazyPage(() => import('../features/functionalities/pages/functionalities-pages'), 'FunctionalityDeletePage');
const FunctionalityEditPage = lazyPage(() => import('../features/functionalities/pages/functionalities-pages'), 'FunctionalityEditPage');
const NotificationTypeEditPage = lazyPage(() => import('../features/notification-types/pages/notification-types-pages'), 'NotificationTypeEditPage');
const NotificationTypesListPage = lazyPage(() => import('../features/notification-types/pages/notification-types-pages'), 'NotificationTypesListPage');
const PermissionAddPage = lazyPage(() => import('../features/permissions/pages/permission-form-pages'), 'PermissionAddPage');
const PermissionDeletePage = lazyPage(() => import('../features/permissions/pages/permission-form-pages'), 'PermissionDeletePage');
const PermissionEditPage = lazyPage(() => import('../features/permissions/pages/permission-form-pages'), 'PermissionEditPage');
const PermissionsListPage = lazyPage(() => import('../features/permissions/pages/permissions-list-page'), 'PermissionsListPage');

const crumb = (key: string): RouteHandle => ({ crumb: key });

function allow(functionalityId: number, action: PermissionAction, page: ReactNode) {
  return (
    <RequirePermission functionalityId={functionalityId} action={action}>
      {page}
    </RequirePermission>
  );
}

/** /portal/administration: the first administration screen the user may open. */
function AdministrationIndex() {
  const session = useSession();
  const permissions = usePermissions();
  if (!session) return null;
  if (permissions === null) return <PageLoader />;
  const first = NAV_ITEMS.find((i) => i.group === 'administration' && isNavItemVisible(i, session.user.account_type_id, permissions));
  return <Navigate to={first?.path ?? UNAUTHORISED_PATH} replace />;
}

const P = FUNCTIONALITIES.permission;
const AT = FUNCTIONALITIES.account_type;
const NT = FUNCTIONALITIES.notification_type;
const FN = FUNCTIONALITIES.functionality;

/**
 * Spec 1 §2 Administration: configuration (administrator only), permissions, account types and functionalities
 * (staff only), notification types. Each list needs the functionality's list permission, each form its action.
 */
export const administrationRoute: RouteObject = {
  path: 'administration',
  handle: { crumb: 'nav.groups.administration', crumbWithoutLink: true } satisfies RouteHandle,
  children: [
    { index: true, element: <AdministrationIndex /> },
    {
      path: 'configuration/edit',
      element: (
        <RequireAdministrator>
          <ConfigurationPage />
        </RequireAdministrator>
      ),
      handle: crumb('admin.nav.configuration'),
    },
    {
      path: 'permissions',
      element: <RequirePermission functionalityId={P} action="list" />,
      handle: crumb('admin.nav.permissions'),
      children: [
        { index: true, element: <PermissionsListPage /> },
        { path: 'add', element: allow(P, 'write', <PermissionAddPage />), handle: crumb('admin.crumbs.add') },
        { path: 'edit/:id', element: allow(P, 'edit', <PermissionEditPage />), handle: crumb('admin.crumbs.edit') },
        { path: 'delete/:id', element: allow(P, 'delete', <PermissionDeletePage />), handle: crumb('admin.crumbs.delete') },
      ],
    },
    {
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
    },
    {
      path: 'notification_types',
      element: <RequirePermission functionalityId={NT} action="list" />,
      handle: crumb('admin.nav.notificationTypes'),
      children: [
        { index: true, element: <NotificationTypesListPage /> },
        { path: 'edit/:id', element: allow(NT, 'edit', <NotificationTypeEditPage />), handle: crumb('admin.crumbs.edit') },
      ],
    },
    {
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
    },
  ],
};
