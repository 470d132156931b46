/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  'GET /api/account/types/': 'session',
  'GET /api/account/types/:id': 'session',
  'POST /api/account/types/': '{"functionality":1000,"action":"write","audience":"staff"}',
  'PUT /api/account/types/:id': '{"functionality":1000,"action":"edit","audience":"staff"}',
  'DELETE /api/account/types/:id': '{"functionality":1000,"action":"delete","audience":"staff"}',
};
