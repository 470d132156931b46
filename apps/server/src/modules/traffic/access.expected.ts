/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // traffic alerts go with the call reports (900): staff every company's, a customer its own (the service scopes)
  'GET /api/traffic/alerts': '{"functionality":900,"action":"list"}',
  'GET /api/traffic/alerts/:id': '{"functionality":900,"action":"read"}',
  'GET /api/traffic/alerts/:id/series': '{"functionality":900,"action":"read"}',
  'POST /api/traffic/alerts/:id/acknowledge': '{"functionality":900,"action":"read"}',
  'POST /api/traffic/alerts/:id/resolve': '{"functionality":900,"action":"read"}',
  // a company's thresholds and muted numbers: staff, as its API quota (customer read / edit)
  'GET /api/traffic/settings/:id': '{"functionality":120,"action":"read","audience":"staff"}',
  'PUT /api/traffic/settings/:id': '{"functionality":120,"action":"edit","audience":"staff"}',
  'GET /api/traffic/mutes': '{"functionality":120,"action":"read","audience":"staff"}',
  'POST /api/traffic/mutes': '{"functionality":120,"action":"edit","audience":"staff"}',
  'DELETE /api/traffic/mutes/:id': '{"functionality":120,"action":"edit","audience":"staff"}',
};
