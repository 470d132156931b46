/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // notifications (POST /notifications, a ticket: modules/tickets)
  'GET /api/notifications': 'session',
  'GET /api/notifications/categories': 'session',
  'GET /api/notifications/:id': 'session',
  'PUT /api/notifications/:id': 'session',
};
