/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // tariffs and pricing (230), staff only
  'GET /api/tariff/': '{"functionality":230,"action":"list","audience":"staff"}',
  'GET /api/tariff/:id': '{"functionality":230,"action":"read","audience":"staff"}',
  'POST /api/tariff/': '{"functionality":230,"action":"write","audience":"staff"}',
  'PUT /api/pricing/:id': '{"functionality":230,"action":"edit","audience":"staff"}',
  'DELETE /api/tariff/:id': '{"functionality":230,"action":"delete","audience":"staff"}',
};
