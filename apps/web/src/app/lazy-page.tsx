import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * A page (or layout) loaded on demand: `const X = lazyPage(() => import('./pages/x'), 'X')`. Each feature's screens
 * become their own chunks, so the first visit downloads only the shell and the page it shows (the layouts hold the
 * Suspense boundary that shows a loader meanwhile).
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
