/** The error pages' public surface: the boundaries the app shell and other pages wrap content in. */
export { ErrorBoundary } from './components/error-boundary';
export { EmbeddedErrorOutlet, RouteErrorBoundary } from './components/route-error-boundary';
export { ServerError } from './components/server-error';
