/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  'GET /api/templates/customers': '{"functionality":120,"action":"write","audience":"staff"}',
  'GET /api/templates/carriers': '{"functionality":220,"action":"write","audience":"staff"}',
  'GET /api/templates/vendors': '{"functionality":240,"action":"write","audience":"staff"}',
  'GET /api/templates/servicenumbertypes': '{"functionality":210,"action":"write","audience":"staff"}',
  'GET /api/templates/invnumbers': '{"functionality":220,"action":"write","audience":"staff"}',
  'GET /api/templates/calls': '{"functionality":220,"action":"write","audience":"staff"}',
};
