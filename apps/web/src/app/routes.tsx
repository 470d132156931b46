import { lazyPage } from './lazy-page';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import type { RouteHandle } from '../components/page-breadcrumbs';
import { accountsRoute } from '../features/accounts/routes';
import { administrationRoute } from './administration';
import { carriersRoute } from '../features/carriers/routes';
import { notificationsRoute } from '../features/notifications/routes';
import { ContactsPage, supportRoute } from '../features/support/routes';
import { customersRoute } from '../features/customers/routes';
import { BecomeCustomerPage, CustomerRequestStatusPage, customerRequestsRoute } from '../features/customer-requests/routes';
import { vendorsRoute } from '../features/vendors/routes';
import { productsRoute } from '../features/products/routes';
import { tariffsRoute } from '../features/tariffs/routes';
import { billingRoute } from '../features/billing/routes';
import { inventoryRoute } from '../features/inventory/routes';
import { dnisRoute } from '../features/dnis/routes';
import { orderEditRoute, orderPages } from '../features/orders/routes';
import { portsRoute } from '../features/ports/routes';
import { downloadsRoute } from '../features/exports/routes';
import { reportsRoute } from '../features/reports/routes';
import { trafficRoute } from '../features/traffic/routes';
import { ticketsRoute } from '../features/tickets/routes';
import { reportingRoute } from '../features/reporting/routes';
import { coverageRoute } from '../features/coverage/routes';
import { complianceRoutes } from '../features/compliance/routes';
import { AllTexts } from '../components/all-texts';
import {
  ConfirmEmailPage,
  EnrolPage,
  ForgotPasswordPage,
  LoginPage,
  LogoutPage,
  ProfilePage,
  RegisterPage,
  ResetPasswordPage,
  UpdatePasswordPage,
} from '../features/account/routes';
import { DashboardPage, DashboardRedirect } from '../features/dashboard/routes';
import { EmbeddedErrorOutlet, NotFoundPage, UnauthorisedPage } from '../features/errors/routes';
import { ServiceCoverageDetailPage, ServiceCoveragePage, VisitorDashboardPage } from '../features/visitor/routes';
import { RequirePermission, RequireSession } from './guards';
import { AccountLayout } from './layouts/account-layout';
import { RootLayout } from './layouts/root-layout';
import { crumb } from './route-table';

const PortalLayout = lazyPage(() => import('./layouts/portal-layout'), 'PortalLayout');
const VisitorLayout = lazyPage(() => import('./layouts/visitor-layout'), 'VisitorLayout');

/**
 * Spec 1 §2: the second set of login-landing paths under /portal/ (one per role). Each sends the user to the
 * dashboard of their own account type.
 */
export const LANDING_ALIASES = [
  'administrator',
  'admin',
  'sales',
  'product',
  'operation',
  'billing',
  'master',
  'sub-account-sales',
  'sub-account-product',
  'sub-account-operation',
  'sub-account-billing',
  'registered',
  'visitor',
] as const;

const groupCrumb = (key: string): RouteHandle => ({ crumb: key, crumbWithoutLink: true });

/** Pages of the portal shell. Later features add theirs here (with a breadcrumb handle) and their menu items in navigation.ts. */
const portalPages: RouteObject[] = [
  { index: true, element: <DashboardRedirect /> },
  { path: 'dashboard', element: <DashboardRedirect /> },
  { path: 'dashboard/:slug', element: <DashboardPage /> },
  ...LANDING_ALIASES.map((alias) => ({ path: alias, element: <DashboardRedirect /> })),
  { path: 'profile', element: <ProfilePage />, handle: crumb('nav.profile') },
  { path: 'update-password', element: <UpdatePasswordPage />, handle: crumb('nav.updatePassword') },
  // spec 1 §2 Accounts and Customers (features/accounts, features/customers)
  {
    path: 'account',
    children: [{ index: true, element: <Navigate to="accounts" replace /> }, accountsRoute, customersRoute, customerRequestsRoute],
  },
  // spec 2 §2 management screens (features/carriers, …)
  {
    path: 'management',
    handle: groupCrumb('nav.groups.management'),
    children: [
      carriersRoute,
      vendorsRoute,
      productsRoute,
      tariffsRoute,
      billingRoute,
      coverageRoute,
      inventoryRoute,
      dnisRoute,
      // spec 2 §2 Orders (features/orders; the edit wizard adds its page here)
      {
        path: 'orders',
        handle: crumb('orders.list.title'),
        element: <RequirePermission functionalityId={FUNCTIONALITIES.order} action="list" />,
        children: [...orderPages, orderEditRoute],
      },
      portsRoute,
      // a company's proofs, staff's verifications (features/compliance)
      ...complianceRoutes,
    ],
  },
  // spec 2 §2 Support (contacts, ticket form) and Notifications (features/support, features/notifications); the
  // tickets' list and threads (features/tickets) beside the form
  supportRoute,
  ticketsRoute,
  notificationsRoute,
  downloadsRoute,
  // spec 2 §2 Reports (features/reports)
  reportsRoute,
  trafficRoute,
  reportingRoute,
  // administration (app/administration.tsx: permissions, account types, …, webhooks)
  administrationRoute,
  { path: 'unauthorised', element: <UnauthorisedPage />, handle: crumb('errors.unauthorised.crumb') },
  { path: '404', element: <NotFoundPage />, handle: crumb('errors.notFound.crumb') },
  { path: '*', element: <NotFoundPage />, handle: crumb('errors.notFound.crumb') },
];

/** Route matching is case-insensitive, so /account/Login is the same screen as /account/login. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/visitor" replace /> },
      {
        path: 'account',
        element: <AccountLayout />,
        children: [
          { index: true, element: <Navigate to="/account/login" replace /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
          { path: 'confirm-email/:token', element: <ConfirmEmailPage /> },
          { path: 'logout', element: <LogoutPage /> },
          // an account that must add a second factor first (features/account; the guards send it here)
          { path: 'enrol', element: <EnrolPage /> },
        ],
      },
      {
        path: 'visitor',
        // the visitor's home needs only the first texts (its sections are among them, locales/core-sections.ts);
        // every other visitor page waits for the whole language
        element: <VisitorLayout />,
        children: [
          { index: true, element: <VisitorDashboardPage /> },
          {
            element: (
              <AllTexts>
                <Outlet />
              </AllTexts>
            ),
            children: [
              { path: 'service_number_coverage', element: <ServiceCoveragePage /> },
              { path: 'service_number_coverage/:id', element: <ServiceCoverageDetailPage /> },
              { path: 'contacts', element: <ContactsPage /> },
              // a registered user's request to become a customer (features/customer-requests)
              {
                path: 'become-customer',
                element: (
                  <RequireSession>
                    <BecomeCustomerPage />
                  </RequireSession>
                ),
              },
              {
                path: 'customer-request',
                element: (
                  <RequireSession>
                    <CustomerRequestStatusPage />
                  </RequireSession>
                ),
              },
              {
                path: 'profile',
                element: (
                  <RequireSession>
                    <ProfilePage />
                  </RequireSession>
                ),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: 'portal',
        element: (
          <RequireSession>
            <AllTexts>
              <PortalLayout />
            </AllTexts>
          </RequireSession>
        ),
        children: [
          {
            // pathless: a page that fails shows the 500 page inside the portal shell
            element: <EmbeddedErrorOutlet />,
            children: portalPages,
          },
        ],
      },
      {
        path: '*',
        element: (
          <AllTexts>
            <VisitorLayout>
              <NotFoundPage />
            </VisitorLayout>
          </AllTexts>
        ),
      },
    ],
  },
];
