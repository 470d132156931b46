/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // saved report requests: anyone who may read reports keeps their own (the service narrows to the owner)
  'GET /api/reporting/reports': '{"functionality":900,"action":"list"}',
  'POST /api/reporting/reports': '{"functionality":900,"action":"list"}',
  'GET /api/reporting/reports/:id': '{"functionality":900,"action":"list"}',
  'PUT /api/reporting/reports/:id': '{"functionality":900,"action":"list"}',
  'DELETE /api/reporting/reports/:id': '{"functionality":900,"action":"list"}',
  'POST /api/reporting/reports/:id/run': '{"functionality":900,"action":"list"}',
};
