import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorPage } from '../pages/error-page';
import { ErrorBoundary } from './error-boundary';

/**
 * A page that throws while rendering (or whose code fails to load) shows the 500 page (spec 1 §2) in its place; the
 * next page shown clears it. `embedded` keeps the layout around it (the portal shell keeps its navigation).
 */
export function RouteErrorBoundary({ embedded = false, children }: { embedded?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={<ErrorPage embedded={embedded} />}>
      {children}
    </ErrorBoundary>
  );
}

/** A pathless route element: its child routes fail into the 500 page inside the layout around them. */
export function EmbeddedErrorOutlet() {
  return (
    <RouteErrorBoundary embedded>
      <Outlet />
    </RouteErrorBoundary>
  );
}
