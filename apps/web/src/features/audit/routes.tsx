import { lazyPage } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission } from '../../app/guards';
import type { RouteHandle } from '../../components/page-breadcrumbs';
import type { NavItem } from '../../app/navigation';
import { AUDIT_PATH } from './lib/labels';

const AuditPage = lazyPage(() => import('./pages/audit-page'), 'AuditPage');

/**
 * /portal/administration/audit (docs/security.md, Audit trail): the audit right's list permission — staff granted
 * it see every event, a master (who holds it by default) its company's.
 */
export const auditRoute: RouteObject = {
  path: 'audit',
  element: <RequirePermission functionalityId={FUNCTIONALITIES.audit} action="list" />,
  handle: { crumb: 'audit.title' } satisfies RouteHandle,
  children: [{ index: true, element: <AuditPage /> }],
};

/** This feature's entry in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'administration',
    labelKey: 'audit.title',
    path: AUDIT_PATH,
    functionalityId: FUNCTIONALITIES.audit,
    audience: 'always',
    order: 240,
  },
];
