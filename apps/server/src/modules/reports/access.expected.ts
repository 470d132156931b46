/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  'GET /api/reports/orders/summaryoverview': '{"functionality":900,"action":"list"}',
  'GET /api/reports/calls/callstatistics': '{"functionality":900,"action":"list"}',
  'GET /api/reports/calls/callstatisticshourly': '{"functionality":900,"action":"list"}',
  'GET /api/reports/calls/callcauses': '{"functionality":900,"action":"list"}',
  'GET /api/reports/:category/:report_name': 'session',
};
