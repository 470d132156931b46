import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  unstable_createAdapterProvider as createAdapterProvider,
  type unstable_AdapterInterface as AdapterInterface,
  type unstable_UpdateUrlFunction as UpdateUrlFunction,
} from 'nuqs/adapters/custom';
import { type Location, useLocation, useNavigate } from 'react-router';

/**
 * The address's parameters with a list's own ones (`keys`, in its parser map's order: its filters, then page, size,
 * sort and dir) after the others, so that a list always writes the same address for the same state.
 */
export function orderedSearch(search: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const own = new Set(keys);
  const out = new URLSearchParams();
  for (const [k, v] of search) if (!own.has(k)) out.append(k, v);
  for (const k of keys) for (const v of search.getAll(k)) out.append(k, v);
  return out;
}

/**
 * nuqs's adapter over the router around it (React Router's location and navigate): the router stays the one source
 * of the address, under `BrowserRouter` in the app and `MemoryRouter` in the tests alike. (nuqs's own react-router
 * adapter reads and writes `window.location` and `window.history` instead of the router's location, so it cannot
 * follow a `MemoryRouter`, and under `BrowserRouter` its writes bypass the router unless each one is navigated again.)
 * A write is a navigation (`push` adds a history entry, `replace` does not); the query string is written as
 * `URLSearchParams` writes it (`a+b`, `%2C`), as the lists wrote it before.
 */
function useRouterAdapter(watchKeys: string[]): AdapterInterface {
  const location = useLocation();
  const navigate = useNavigate();
  // The router shows a navigation on a later render (in a transition), while nuqs has already handed its state over:
  // until then this hook reads the address it has just written, or a render in between would read the state back
  // from the older address. The written address counts only while the router still shows the very location it was
  // written over: once the router shows anything else (the written address, Back, a link), its own location counts,
  // and so it does after Back or Forward (popstate) even when the router never got to show the written one.
  const [written, setWritten] = useState<{ over: Location; search: string } | null>(null);
  const search = written !== null && written.over === location ? written.search : location.search;
  useLayoutEffect(() => {
    if (written !== null && written.over !== location) setWritten(null);
  }, [written, location]);
  useEffect(() => {
    const forget = () => setWritten(null);
    window.addEventListener('popstate', forget);
    return () => window.removeEventListener('popstate', forget);
  }, []);
  // the address a write starts from (nuqs writes after a short delay, batching what was set meanwhile)
  const current = useRef({ location, search });
  useLayoutEffect(() => {
    current.current = { location, search };
  });
  // a write queued by a list that has gone (the user left it within the delay) is dropped, not navigated back to
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const order = watchKeys.join('&');
  const updateUrl = useCallback<UpdateUrlFunction>(
    (next, options) => {
      if (!mounted.current) return;
      const over = current.current.location;
      const { pathname, hash } = over;
      const query = orderedSearch(next, order ? order.split('&') : []).toString();
      const nextSearch = query ? `?${query}` : '';
      current.current = { ...current.current, search: nextSearch };
      setWritten({ over, search: nextSearch });
      void navigate({ pathname, search: nextSearch, hash }, { replace: options.history !== 'push' });
      if (options.scroll) window.scrollTo({ top: 0 });
    },
    [navigate, order],
  );
  const getSearchParamsSnapshot = useCallback(() => new URLSearchParams(current.current.search), []);
  return { searchParams, pathname: location.pathname, updateUrl, getSearchParamsSnapshot };
}

const RouterAdapter = createAdapterProvider(useRouterAdapter);

/** The URL-state hooks' (nuqs) adapter: inside the router, around the routes (app/router.tsx). */
export function UrlStateAdapter({ children }: { children: ReactNode }) {
  return <RouterAdapter>{children}</RouterAdapter>;
}
