/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // the rate simulator reads standard tariffs: staff who may read tariffs (230)
  'GET /api/billing/simulate': '{"functionality":230,"action":"read","audience":"staff"}',
  // statements (300): a customer's own company's, staff every company's; closing a month is staff's write
  'GET /api/billing/statements': '{"functionality":300,"action":"list"}',
  'GET /api/billing/statements/:customer_id/:month': '{"functionality":300,"action":"read"}',
  'GET /api/billing/statements/:customer_id/:month/download': '{"functionality":300,"action":"read"}',
  'GET /api/billing/unrated': '{"functionality":300,"action":"list","audience":"staff"}',
  'POST /api/billing/months/:month/close': '{"functionality":300,"action":"write","audience":"staff"}',
};
