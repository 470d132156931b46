/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // support tickets (800): a customer its company's (the service scopes, others' answer 404), staff every company's
  'GET /api/tickets': '{"functionality":800,"action":"list"}',
  'GET /api/tickets/:id': '{"functionality":800,"action":"read"}',
  'POST /api/tickets': '{"functionality":800,"action":"write"}',
  'POST /api/tickets/:id/messages': '{"functionality":800,"action":"write"}',
  'POST /api/tickets/:id/close': '{"functionality":800,"action":"write"}',
  'POST /api/tickets/:id/reopen': '{"functionality":800,"action":"write"}',
  'PUT /api/tickets/:id/assignee': '{"functionality":800,"action":"write","audience":"staff"}',
  // the spec's ticket call: any signed-in account may report an issue
  'POST /api/notifications': 'session',
};
