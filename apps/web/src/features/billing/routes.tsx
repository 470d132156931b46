import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { lazyPage } from '../../app/lazy-page';
import { allow, RequirePermission, RequireStaff } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';
import { STATEMENTS_PATH } from './lib/months';

const RateSimulatorPage = lazyPage(() => import('./pages/rate-simulator-page'), 'RateSimulatorPage');
const StatementsPage = lazyPage(() => import('./pages/statements-page'), 'StatementsPage');
const StatementPage = lazyPage(() => import('./pages/statement-page'), 'StatementPage');

/**
 * /portal/management/billing: the rate simulator (staff who may read tariffs, functionality 230) and the monthly
 * statements (the billing right, 300: billing staff every company's, a customer's master and billing accounts their
 * own company's; docs/billing.md, Statements).
 */
export const billingRoute: RouteObject = {
  path: 'billing',
  children: [
    {
      path: 'simulate',
      element: (
        <RequireStaff>
          <RequirePermission functionalityId={FUNCTIONALITIES.tariff} action="read" />
        </RequireStaff>
      ),
      handle: crumb('billing.simulator.title'),
      children: [{ index: true, element: <RateSimulatorPage /> }],
    },
    {
      path: 'statements',
      handle: crumb('billing.statements.title'),
      children: [
        { index: true, element: allow(FUNCTIONALITIES.billing, 'list', <StatementsPage />) },
        {
          path: ':customerId/:month',
          element: allow(FUNCTIONALITIES.billing, 'read', <StatementPage />),
          handle: crumb('billing.statement.crumb'),
        },
      ],
    },
  ],
};

/** This feature's entries in the portal's top navigation. */
export const nav: NavItem[] = [
  {
    group: 'management',
    labelKey: 'billing.simulator.title',
    path: '/portal/management/billing/simulate',
    functionalityId: FUNCTIONALITIES.tariff,
    audience: 'staff',
    order: 71,
  },
  {
    // billing staff and the customers' master and billing accounts alike: the right decides (the API scopes the list)
    group: 'management',
    labelKey: 'billing.statements.title',
    path: STATEMENTS_PATH,
    functionalityId: FUNCTIONALITIES.billing,
    audience: 'always',
    order: 72,
  },
];
