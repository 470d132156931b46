/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // service number types (210) and the public coverage
  'GET /api/servicenumbers/type': '{"functionality":210,"action":"list"}',
  'GET /api/servicenumbers/type/coverage': 'public',
  'GET /api/servicenumbers/type/coverage/coordinates': 'public',
  'GET /api/servicenumbers/type/coverage/cities': 'public',
  'GET /api/servicenumbers/type/:id': 'public',
  'POST /api/servicenumbers/type': '{"functionality":210,"action":"write","audience":"staff"}',
  'PUT /api/servicenumbers/type/:id': '{"functionality":210,"action":"edit","audience":"staff"}',
  'DELETE /api/servicenumbers/type/:id': '{"functionality":210,"action":"delete","audience":"staff"}',
  'POST /api/servicenumbers/type/bulk': '{"functionality":210,"action":"write","audience":"staff"}',
};
