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
  // an order's numbers: read as the order; adding, removing and confirming are staff's (the service answers 403)
  'GET /api/orders/:id/numbers': '{"functionality":200,"action":"read"}',
  'GET /api/orders/:id/numbers/download': '{"functionality":200,"action":"read"}',
  'POST /api/orders/:id/numbers': '{"functionality":200,"action":"edit"}',
  'POST /api/orders/:id/numbers/file': '{"functionality":200,"action":"edit"}',
  'DELETE /api/orders/:id/numbers/:numberId': '{"functionality":200,"action":"edit"}',
  'POST /api/orders/:id/disconnects': '{"functionality":200,"action":"edit"}',
  'POST /api/orders/:id/disconnects/confirm': '{"functionality":200,"action":"edit"}',
};
