import { useEffect } from 'react';
import { expireSession } from './api';
import { getSession, isSessionExpired, useSession } from './session';

const MAX_TIMEOUT = 2 ** 31 - 1;

/**
 * Client-side expiry (spec 1 §4): when the stored expiry passes without a renewal, the session and permissions
 * are cleared and the timeout warning shown. Each authenticated answer renews the expiry, which re-arms it.
 */
export function useSessionExpiryTimer(): void {
  const session = useSession();
  const expiresAt = session?.expiresAt ?? null;
  useEffect(() => {
    if (!expiresAt) return;
    const check = () => {
      const s = getSession();
      if (s && isSessionExpired(s)) expireSession({ redirect: false });
    };
    const wait = Date.parse(expiresAt) - Date.now();
    if (wait <= 0) {
      check();
      return;
    }
    const timer = setTimeout(check, Math.min(wait + 100, MAX_TIMEOUT));
    return () => clearTimeout(timer);
  }, [expiresAt]);
}
