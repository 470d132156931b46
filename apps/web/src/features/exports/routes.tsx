import { lazyPage } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/page-breadcrumbs';

const DownloadsPage = lazyPage(() => import('./pages/downloads-page'), 'DownloadsPage');

/** /portal/downloads (spec 2 §2 Downloads): every signed-in user's own export files. */
export const downloadsRoute: RouteObject = {
  path: 'downloads',
  handle: { crumb: 'downloads.title' } satisfies RouteHandle,
  element: <DownloadsPage />,
};
