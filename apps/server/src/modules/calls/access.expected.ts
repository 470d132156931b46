/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // call records and reports (functionality 900, list); any other report name is a 404 for any session
  'GET /api/calls': '{"functionality":900,"action":"list"}',
  'GET /api/calls/jurisdictions': '{"functionality":900,"action":"list"}',
  'GET /api/calls/cities': '{"functionality":900,"action":"list"}',
  'POST /api/calls': '{"functionality":220,"action":"write","audience":"staff"}',
  'POST /api/calls/bulk': '{"functionality":220,"action":"write","audience":"staff"}',
};
