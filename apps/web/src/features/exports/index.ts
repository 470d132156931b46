/** The exports feature's public surface: the export menu of list screens, the downloads badge and link. */
export { DOWNLOADS_KEY } from './api/use-downloads';
export { useDownloadCount } from './api/use-download-count';
export { ExportMenu, ExportNotice } from './components/export-menu';
export { ExportStatusBadge } from './components/export-status-badge';
export { DOWNLOADS_PATH } from './lib/paths';
