import { Navigate, type RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain';
import type { RouteHandle } from '../components/page-breadcrumbs';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { LogoutPage } from '../features/auth/pages/logout-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { accountsRoute } from '../features/accounts/routes';
import { administrationRoute } from '../features/administration/routes';
import { carriersRoute } from '../features/carriers/routes';
import { ContactsPage } from '../features/contacts/pages/contacts-page';
import { notificationsRoute } from '../features/notifications/routes';
import { supportRoute } from '../features/support/routes';
import { customersRoute } from '../features/customers/routes';
import { vendorsRoute } from '../features/vendors/routes';
import { productsRoute } from '../features/service-number-types/routes';
import { tariffsRoute } from '../features/tariffs/routes';
import { inventoryRoute } from '../features/inventory/routes';
import { dnisRoute } from '../features/dnis/routes';
import { orderPages } from '../features/orders/routes';
import { orderEditRoute } from '../features/orders/edit/routes';
import { downloadsRoute } from '../features/downloads/routes';
import { reportsRoute } from '../features/reports/routes';
import { reportingRoute } from '../features/reporting/routes';
import { DashboardPage, DashboardRedirect } from '../features/dashboard/pages/dashboard-page';
import { ErrorPage } from '../features/errors/pages/error-page';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { UnauthorisedPage } from '../features/errors/pages/unauthorised-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { UpdatePasswordPage } from '../features/profile/pages/update-password-page';
import { ServiceCoveragePage } from '../features/visitor/pages/service-coverage-page';
import { ServiceCoverageDetailPage } from '../features/visitor/pages/service-coverage-detail-page';
import { coverageRoute } from '../features/coverage/routes';
import { VisitorDashboardPage } from '../features/visitor/pages/visitor-dashboard-page';
import { RequirePermission, RequireSession } from './guards';
import { AccountLayout } from './layouts/account-layout';
import { PortalLayout } from './layouts/portal-layout';
import { RootLayout } from './layouts/root-layout';
import { VisitorLayout } from './layouts/visitor-layout';

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

const crumb = (key: string): RouteHandle => ({ crumb: key });
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
    children: [{ index: true, element: <Navigate to="accounts" replace /> }, accountsRoute, customersRoute],
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
    ],
  },
  // spec 2 §2 Support (contacts, ticket form) and Notifications (features/support, features/notifications)
  supportRoute,
  notificationsRoute,
  downloadsRoute,
  // spec 2 §2 Reports (features/reports)
  reportsRoute,
  reportingRoute,
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
    errorElement: <ErrorPage />,
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
          { path: 'logout', element: <LogoutPage /> },
        ],
      },
      {
        path: 'visitor',
        element: <VisitorLayout />,
        children: [
          { index: true, element: <VisitorDashboardPage /> },
          { path: 'service_number_coverage', element: <ServiceCoveragePage /> },
          { path: 'service_number_coverage/:id', element: <ServiceCoverageDetailPage /> },
          { path: 'contacts', element: <ContactsPage /> },
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
      {
        path: 'portal',
        element: (
          <RequireSession>
            <PortalLayout />
          </RequireSession>
        ),
        children: [
          {
            // pathless: a page that fails shows the 500 page inside the portal shell
            errorElement: <ErrorPage embedded />,
            children: portalPages,
          },
        ],
      },
      {
        path: '*',
        element: (
          <VisitorLayout>
            <NotFoundPage />
          </VisitorLayout>
        ),
      },
    ],
  },
];
