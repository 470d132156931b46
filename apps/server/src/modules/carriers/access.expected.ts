/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // carriers (inventory functionality 220, staff only)
  'GET /api/carriers': '{"functionality":220,"action":"list","audience":"staff"}',
  'POST /api/carriers': '{"functionality":220,"action":"write","audience":"staff"}',
  'POST /api/carriers/bulk': '{"functionality":220,"action":"write","audience":"staff"}',
};
