/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  'GET /api/notifications/type/': '{"functionality":1020,"action":"list"}',
  'GET /api/notifications/type/:id': '{"functionality":1020,"action":"read"}',
  'PUT /api/notifications/type/:id': '{"functionality":1020,"action":"edit"}',
};
