import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isAdministrator, isCustomer, isStaff } from '@gsn/domain/accounts/account-types';
import type { PermissionAction } from '@gsn/domain/permissions/functionalities';
import { can, usePermissions } from '../lib/permissions';
import { useSession } from '../lib/session';
import { PageLoader } from '../components/page-loader';
import { returnState } from '../lib/return-to';

/** Spec 1 §6 guards. Each renders its children (or the nested route) when allowed. */
interface GuardProps {
  children?: ReactNode;
}

export const UNAUTHORISED_PATH = '/portal/unauthorised';
export const LOGIN_PATH = '/account/login';
/** Where a session that may only enrol a second factor goes (lib/api.ts sends it there on the API's 403 too). */
export const ENROL_PATH = '/account/enrol';

function Allowed({ children }: GuardProps) {
  return <>{children ?? <Outlet />}</>;
}

/**
 * Requires a signed-in session; otherwise goes to the login screen. A session that must add a second factor first
 * goes to the enrolment page instead (docs/security.md, Second factors).
 */
export function RequireSession({ children }: GuardProps) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={LOGIN_PATH} replace state={returnState(location)} />;
  if (session.mfaEnrolment) return <Navigate to={ENROL_PATH} replace />;
  return <Allowed>{children}</Allowed>;
}

/** Administrator only (type 100), e.g. configuration. */
export function RequireAdministrator({ children }: GuardProps) {
  const session = useSession();
  if (!session) return <Navigate to={LOGIN_PATH} replace />;
  if (!isAdministrator(session.user.account_type_id)) return <Navigate to={UNAUTHORISED_PATH} replace />;
  return <Allowed>{children}</Allowed>;
}

/** Provider staff only (account type below 200). */
export function RequireStaff({ children }: GuardProps) {
  const session = useSession();
  if (!session) return <Navigate to={LOGIN_PATH} replace />;
  if (!isStaff(session.user.account_type_id)) return <Navigate to={UNAUTHORISED_PATH} replace />;
  return <Allowed>{children}</Allowed>;
}

/** Customer accounts only (types 200–240). */
export function RequireCustomer({ children }: GuardProps) {
  const session = useSession();
  if (!session) return <Navigate to={LOGIN_PATH} replace />;
  if (!isCustomer(session.user.account_type_id)) return <Navigate to={UNAUTHORISED_PATH} replace />;
  return <Allowed>{children}</Allowed>;
}

interface RequirePermissionProps extends GuardProps {
  functionalityId: number;
  action: PermissionAction;
}

/** Requires the coded permission `action` on the functionality; waits while permissions load. */
export function RequirePermission({ functionalityId, action, children }: RequirePermissionProps) {
  const session = useSession();
  const permissions = usePermissions();
  if (!session) return <Navigate to={LOGIN_PATH} replace />;
  if (permissions === null) return <PageLoader />;
  if (!can(permissions, functionalityId, action)) return <Navigate to={UNAUTHORISED_PATH} replace />;
  return <Allowed>{children}</Allowed>;
}

/** A route element: `page` behind the coded permission `action` on the functionality (route tables use it per form). */
export function allow(functionalityId: number, action: PermissionAction, page: ReactNode) {
  return (
    <RequirePermission functionalityId={functionalityId} action={action}>
      {page}
    </RequirePermission>
  );
}
