import { Suspense, useEffect, useRef } from 'react';
import { PageLoader } from '../../components/page-loader';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StepUpHost } from '../../features/account';
import { RouteErrorBoundary } from '../../features/errors/routes';
import { LiveAnnouncer } from '../../lib/announcer';
import { setNavigator } from '../../lib/navigator';
import { useSessionExpiryTimer } from '../../lib/session-timer';
import { usePageTitle } from '../page-title';
import { useRouteFocus } from '../route-focus';

/**
 * Top of every route: lets non-React code navigate, watches the session expiry, shows the 500 page for a failing page,
 * holds the re-authentication dialog a sensitive change may ask for (step-up), moves focus to a new page's heading,
 * names the page in the title and holds the app's live region.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useRef(useLocation());
  location.current = useLocation();
  useEffect(() => {
    setNavigator(
      (to, opts) => void navigate(to, opts),
      () => location.current,
    );
    return () => setNavigator(null);
  }, [navigate]);
  useSessionExpiryTimer();
  useRouteFocus();
  usePageTitle();
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <StepUpHost />
      <LiveAnnouncer />
    </>
  );
}
