import { lazyPage } from '../../app/lazy-page';
import { Navigate, type RouteObject } from 'react-router';
import { isStaff } from '@gsn/domain/accounts/account-types';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission, RequireStaff } from '../../app/guards';
import { useSession } from '../../lib/session';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const CompliancePage = lazyPage(() => import('./pages/compliance-page'), 'CompliancePage');
const VerificationsPage = lazyPage(() => import('./pages/verifications-page'), 'VerificationsPage');

const O = FUNCTIONALITIES.order;

/** A notification about a proof opens here: the company's profile for its customers, the queue for staff. */
function ComplianceEntry() {
  const session = useSession();
  if (session && isStaff(session.user.account_type_id)) return <Navigate to="/portal/management/verifications" replace />;
  return <CompliancePage />;
}

/**
 * /portal/management/compliance (a company's proofs and end users: customers who may list orders) and
 * /portal/management/verifications (staff's queue of proofs to verify). docs/api-compliance.md.
 */
export const complianceRoutes: RouteObject[] = [
  {
    path: 'compliance',
    handle: crumb('compliance.title'),
    element: <RequirePermission functionalityId={O} action="list" />,
    children: [{ index: true, element: <ComplianceEntry /> }],
  },
  {
    path: 'verifications',
    handle: crumb('compliance.verifications.title'),
    element: <RequirePermission functionalityId={O} action="list" />,
    children: [
      {
        index: true,
        element: (
          <RequireStaff>
            <VerificationsPage />
          </RequireStaff>
        ),
      },
    ],
  },
];

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'management',
    labelKey: 'compliance.title',
    path: '/portal/management/compliance',
    functionalityId: O,
    audience: 'customer',
    order: 32,
  },
  {
    group: 'management',
    labelKey: 'compliance.verifications.title',
    path: '/portal/management/verifications',
    functionalityId: O,
    audience: 'staff',
    order: 33,
  },
];
