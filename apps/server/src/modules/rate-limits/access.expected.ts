/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // a company's API quota: provider staff who may read or edit customers
  'GET /api/rate_limits/:id': '{"functionality":120,"action":"read","audience":"staff"}',
  'PUT /api/rate_limits/:id': '{"functionality":120,"action":"edit","audience":"staff"}',
};
