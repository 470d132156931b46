/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // a registered user (400) asks; any signed-in account reads its own latest request (an approved requester is a master)
  'POST /api/customer-requests': 'registered',
  'GET /api/customer-requests/mine': 'session',
  // the requester its own, reviewers any (the service answers 404 to anyone else)
  'GET /api/customer-requests/:id': 'session',
  // the queue and the decisions: staff who create customers (customer write)
  'GET /api/customer-requests': '{"functionality":120,"action":"write","audience":"staff"}',
  'POST /api/customer-requests/:id/approve': '{"functionality":120,"action":"write","audience":"staff"}',
  'POST /api/customer-requests/:id/decline': '{"functionality":120,"action":"write","audience":"staff"}',
};
