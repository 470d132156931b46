/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  'GET /api/functionalities': 'session',
  'GET /api/functionalities/:id': '{"functionality":1030,"action":"read","audience":"staff"}',
  'POST /api/functionalities': '{"functionality":1030,"action":"write","audience":"staff"}',
  'PUT /api/functionalities/:id': '{"functionality":1030,"action":"edit","audience":"staff"}',
  'DELETE /api/functionalities/:id': '{"functionality":1030,"action":"delete","audience":"staff"}',
};
