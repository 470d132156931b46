/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  'GET /api/customers/': '{"functionality":120,"action":"list"}',
  'GET /api/customers/:id': '{"functionality":120,"action":"read"}',
  'POST /api/customers/': '{"functionality":120,"action":"write","audience":"staff"}',
  'PUT /api/customers/:id': '{"functionality":120,"action":"edit"}',
  'DELETE /api/customers/:id': '{"functionality":120,"action":"delete","audience":"staff"}',
  'POST /api/customers/bulk': '{"functionality":120,"action":"write","audience":"staff"}',
};
