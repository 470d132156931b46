/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // the rate simulator reads standard tariffs: staff who may read tariffs (230)
  'GET /api/billing/simulate': '{"functionality":230,"action":"read","audience":"staff"}',
};
