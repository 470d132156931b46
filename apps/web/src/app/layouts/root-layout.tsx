import { Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StepUpHost } from '../../features/account';
import { RouteErrorBoundary } from '../../features/errors/routes';
import { setNavigator } from '../../lib/navigator';
import { useSessionExpiryTimer } from '../../lib/session-timer';

/**
 * Top of every route: lets non-React code navigate, watches the session expiry, shows the 500 page for a failing page,
 * and holds the re-authentication dialog a sensitive change may ask for (step-up).
 */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, opts) => void navigate(to, opts));
    return () => setNavigator(null);
  }, [navigate]);
  useSessionExpiryTimer();
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
    </>
  );
}
