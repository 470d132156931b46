/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // ports ride on their order (200): staff see all, customers their own company's; staff-only steps: the service
  'GET /api/ports': '{"functionality":200,"action":"list"}',
  'GET /api/ports/:id': '{"functionality":200,"action":"read"}',
  'GET /api/orders/:id/port': '{"functionality":200,"action":"read"}',
  'PUT /api/orders/:id/port': '{"functionality":200,"action":"edit"}',
  'POST /api/ports/:id/moves': '{"functionality":200,"action":"edit"}',
  'POST /api/ports/:id/notes': '{"functionality":200,"action":"edit"}',
  'GET /api/ports/:id/loa': '{"functionality":200,"action":"read"}',
  'POST /api/ports/:id/loa': '{"functionality":200,"action":"edit"}',
  'GET /api/ports/:id/loa/signed': '{"functionality":200,"action":"read"}',
};
