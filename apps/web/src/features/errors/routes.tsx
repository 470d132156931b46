import { lazyPage } from '../../app/lazy-page';

/** The error pages (web only): 404 and unauthorised, inside the portal and the visitor shells. */
export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');
export const UnauthorisedPage = lazyPage(() => import('./pages/unauthorised-page'), 'UnauthorisedPage');

/** The route-level boundaries the app shell wraps its layouts and the portal pages in. */
export { EmbeddedErrorOutlet, RouteErrorBoundary } from './components/route-error-boundary';
