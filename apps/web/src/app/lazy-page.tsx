import { type ComponentProps, type ComponentType, isValidElement, lazy, type ReactNode, useRef } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A page or layout loaded on demand, and `preload()` to load it before it renders. */
// biome-ignore lint/suspicious/noExplicitAny: any component's props
export type LazyPage<C extends ComponentType<any>> = ComponentType<ComponentProps<C>> & { preload(): Promise<void> };

/**
 * A page (or layout) loaded on demand: `const X = lazyPage(() => import('./pages/x'), 'X')`. Each feature's screens
 * become their own chunks, so the first visit downloads only the shell and the page it shows (the layouts hold the
 * Suspense boundary that shows a loader meanwhile). Once loaded (`preload()`, or a first render), it renders without
 * suspending: the first screen is drawn in one paint, not a loader first (main.tsx preloads the address's pages).
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  let loaded: M[K] | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m[name];
    });
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as M[K] };
  });
  function Page(props: ComponentProps<M[K]>) {
    // chosen once per mount: a page that mounted suspended keeps its component (switching would remount it)
    const chosen = useRef<ComponentType<ComponentProps<M[K]>>>(null);
    chosen.current ??= (loaded ?? Lazy) as ComponentType<ComponentProps<M[K]>>;
    const Component = chosen.current;
    return <Component {...props} />;
  }
  Page.displayName = `Lazy(${name})`;
  return Object.assign(Page, { preload });
}

/** The lazy pages and layouts in an element tree (through wrappers such as guards). */
function preloadsOf(node: ReactNode, into: Promise<void>[]): void {
  if (Array.isArray(node)) {
    for (const child of node) preloadsOf(child, into);
    return;
  }
  if (!isValidElement(node)) return;
  const type = node.type as { preload?: () => Promise<void> };
  if (typeof type.preload === 'function') into.push(type.preload());
  preloadsOf((node.props as { children?: ReactNode }).children, into);
}

/** Loads the lazy pages and layouts the address shows (their chunks are already on the way: modulepreload). */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) preloadsOf(match.route.element, loads);
  await Promise.all(loads);
}
