import { Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setNavigator } from '../../lib/navigator';
import { useSessionExpiryTimer } from '../../lib/session-timer';

/** Top of every route: lets non-React code navigate and watches the session expiry. */
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
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
