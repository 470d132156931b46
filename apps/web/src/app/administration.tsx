import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../components/page-breadcrumbs';
import { PageLoader } from '../components/page-loader';
import { accountTypesRoute } from '../features/account-types/routes';
import { auditRoute } from '../features/audit/routes';
import { configurationRoute } from '../features/configuration/routes';
import { functionalitiesRoute } from '../features/functionalities/routes';
import { notificationTypesRoute } from '../features/notification-types/routes';
import { permissionsRoute } from '../features/permissions/routes';
import { webhooksRoute } from '../features/webhooks/routes';
import { usePermissions } from '../lib/permissions';
import { useSession } from '../lib/session';
import { UNAUTHORISED_PATH } from './guards';
import { NAV_ITEMS, isNavItemVisible } from './navigation';

/** /portal/administration: the first administration screen the user may open. */
function AdministrationIndex() {
  const session = useSession();
  const permissions = usePermissions();
  if (!session) return null;
  if (permissions === null) return <PageLoader />;
  const first = NAV_ITEMS.find((i) => i.group === 'administration' && isNavItemVisible(i, session.user.account_type_id, permissions));
  return <Navigate to={first?.path ?? UNAUTHORISED_PATH} replace />;
}

/**
 * Spec 1 §2 Administration: configuration (administrator only), permissions, account types and functionalities
 * (staff only), notification types, webhooks, the audit trail. Each list needs the functionality's list permission, each form its action.
 * The screens are the features of the same names; this group holds their common path and the index redirect.
 */
export const administrationRoute: RouteObject = {
  path: 'administration',
  handle: { crumb: 'nav.groups.administration', crumbWithoutLink: true } satisfies RouteHandle,
  children: [
    { index: true, element: <AdministrationIndex /> },
    configurationRoute,
    permissionsRoute,
    accountTypesRoute,
    notificationTypesRoute,
    functionalitiesRoute,
    webhooksRoute,
    auditRoute,
  ],
};
