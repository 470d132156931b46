/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // the audit trail (functionality 1050): staff with the right read every event, a customer its company's (the service scopes)
  'GET /api/audit/events': '{"functionality":1050,"action":"list"}',
};
