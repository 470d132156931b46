/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // traffic alerts go with the call reports (900): staff every company's, a customer its own (the service scopes)
  'GET /api/traffic/alerts': '{"functionality":900,"action":"list"}',
  'GET /api/traffic/alerts/:id': '{"functionality":900,"action":"read"}',
  'POST /api/traffic/alerts/:id/acknowledge': '{"functionality":900,"action":"read"}',
  'POST /api/traffic/alerts/:id/resolve': '{"functionality":900,"action":"read"}',
};
