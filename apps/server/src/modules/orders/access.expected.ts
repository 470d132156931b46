/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // orders (200): staff see all, customers their own company's
  'GET /api/orders': '{"functionality":200,"action":"list"}',
  'POST /api/orders': '{"functionality":200,"action":"write"}',
  'GET /api/orders/:id': '{"functionality":200,"action":"read"}',
  'PUT /api/orders/:id': '{"functionality":200,"action":"edit"}',
};
