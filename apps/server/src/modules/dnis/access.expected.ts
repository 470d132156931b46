/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  'GET /api/dnis/': '{"functionality":220,"action":"list"}',
  'PUT /api/dnis/:id': '{"functionality":220,"action":"edit","audience":"staff"}',
};
