/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // webhooks (functionality 1040): staff for every company, a master for its own (the service scopes)
  'GET /api/webhooks': '{"functionality":1040,"action":"list"}',
  'GET /api/webhooks/events': '{"functionality":1040,"action":"list"}',
  'POST /api/webhooks': '{"functionality":1040,"action":"write"}',
  'GET /api/webhooks/:id': '{"functionality":1040,"action":"read"}',
  'PUT /api/webhooks/:id': '{"functionality":1040,"action":"edit"}',
  'POST /api/webhooks/:id/secret': '{"functionality":1040,"action":"edit"}',
  'DELETE /api/webhooks/:id': '{"functionality":1040,"action":"delete"}',
  'GET /api/webhooks/:id/deliveries': '{"functionality":1040,"action":"read"}',
  'POST /api/webhooks/:id/replay': '{"functionality":1040,"action":"write"}',
  'POST /api/webhooks/:id/deliveries/:delivery_id/retry': '{"functionality":1040,"action":"edit"}',
};
