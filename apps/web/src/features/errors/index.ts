/** The error pages' public surface: the boundary and the 500 content other pages wrap their parts in. */
export { ErrorBoundary } from './components/error-boundary';
export { ServerError } from './components/server-error';
