/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // exports and downloads: any session; each report checks its own permission
  'GET /api/reports/download/:category/:report_name': 'session',
  'GET /api/downloads': 'session',
  'GET /api/download/:name': 'session',
};
