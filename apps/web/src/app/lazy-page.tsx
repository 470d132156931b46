import { type ComponentProps, type ComponentType, lazy, type LazyExoticComponent, useEffect, useRef } from 'react';
import { type FetchQueryOptions, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type Params, useLocation, useParams } from 'react-router';
import { useViewer, type Viewer } from '../lib/viewer';

/** What a route's prefetch knows when its route matches: the path's parameters, the address's query and who looks. */
export interface RouteMatch {
  params: Readonly<Params>;
  search: URLSearchParams;
  viewer: Viewer;
}

/**
 * A route's prefetch (the idea of a data router's loader, on the declarative router): starts the page's first
 * query with the feature's own `queryOptions` factory — the key the page's hook asks for — while the page's chunk
 * is still loading. It typically imports the feature's small query module itself, so the entry stays as small.
 */
export type RoutePrefetch = (client: QueryClient, match: RouteMatch) => unknown;

export interface LazyPageOptions {
  prefetch?: RoutePrefetch;
}

/**
 * Prefetches a query as its page's hook would run it: not when the options disable it (the page would not ask
 * either), and not again while the data is fresh or a request is under way.
 */
export function prefetchQuery<TData, TError, TQueryData, TKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TData, TError, TQueryData, TKey> & { enabled?: unknown },
): Promise<void> {
  return options.enabled === false ? Promise.resolve() : client.prefetchQuery(options);
}

/**
 * A page (or layout) loaded on demand: `const X = lazyPage(() => import('./pages/x'), 'X')`. Each feature's screens
 * become their own chunks, so the first visit downloads only the shell and the page it shows (the layouts hold the
 * Suspense boundary that shows a loader meanwhile).
 *
 * With `{ prefetch }` the route element calls it as soon as it renders, i.e. once its route matches and its guards
 * let it through (no request the viewer may not make), before the page's chunk has loaded: the page then finds its
 * query under way, or answered, instead of starting it after its chunk.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]>;
// biome-ignore lint/suspicious/noExplicitAny: any component's props
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  opts: LazyPageOptions,
): ComponentType<ComponentProps<M[K]>>;
// biome-ignore lint/suspicious/noExplicitAny: any component's props
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  opts?: LazyPageOptions,
): LazyExoticComponent<M[K]> | ComponentType<ComponentProps<M[K]>> {
  const Page = lazy(async () => ({ default: (await load())[name] }));
  if (!opts?.prefetch) return Page;
  const routePrefetch: RoutePrefetch = opts.prefetch;
  function PrefetchingPage(props: ComponentProps<M[K]>) {
    const client = useQueryClient();
    const params = useParams();
    const { search } = useLocation();
    const viewer = useViewer();
    // while the page has not shown yet (a render of a subtree that suspends is not kept, so this runs again when the
    // page's chunk has come: the query is then under way or answered, and nothing is asked twice)
    const shown = useRef(false);
    useEffect(() => {
      shown.current = true;
    }, []);
    if (!shown.current) {
      try {
        void Promise.resolve(routePrefetch(client, { params, search: new URLSearchParams(search), viewer })).catch(() => {});
      } catch {
        // a prefetch is only a head start: the page asks again itself
      }
    }
    return <Page {...props} />;
  }
  PrefetchingPage.displayName = `Prefetching(${name})`;
  return PrefetchingPage;
}
