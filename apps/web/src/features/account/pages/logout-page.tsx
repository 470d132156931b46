import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { fixedMessage, notifySuccess } from '../../../lib/notify';
import { logout } from '../api/use-auth';

/** /account/logout: ends the session, shows 'Logout successfully' and returns to login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => {
      notifySuccess(fixedMessage('logout'));
      void navigate('/account/login', { replace: true });
    });
  }, [navigate]);
  return <PageLoader />;
}
