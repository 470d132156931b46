/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // vendors (240), staff only
  'GET /api/vendors/': '{"functionality":240,"action":"list","audience":"staff"}',
  'GET /api/vendors/:id': '{"functionality":240,"action":"read","audience":"staff"}',
  'POST /api/vendors/': '{"functionality":240,"action":"write","audience":"staff"}',
  'PUT /api/vendors/:id': '{"functionality":240,"action":"edit","audience":"staff"}',
  'DELETE /api/vendors/:id': '{"functionality":240,"action":"delete","audience":"staff"}',
  'POST /api/vendors/bulk': '{"functionality":240,"action":"write","audience":"staff"}',
};
