/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  'GET /api/compliance/end-users': '{"functionality":200,"action":"list"}',
  'POST /api/compliance/end-users': '{"functionality":200,"action":"write","audience":"customer"}',
  'PUT /api/compliance/end-users/:id': '{"functionality":200,"action":"edit","audience":"customer"}',
  'GET /api/compliance/documents': '{"functionality":200,"action":"list"}',
  'POST /api/compliance/documents': '{"functionality":200,"action":"write","audience":"customer"}',
  'GET /api/compliance/documents/:id': '{"functionality":200,"action":"read"}',
  'GET /api/compliance/documents/:id/file': '{"functionality":200,"action":"read"}',
  'GET /api/compliance/verifications': '{"functionality":200,"action":"list","audience":"staff"}',
  'PUT /api/compliance/documents/:id/verification': '{"functionality":200,"action":"edit","audience":"staff"}',
  'POST /api/compliance/expiry-check': '{"functionality":200,"action":"edit","audience":"staff"}',
  'GET /api/compliance/orders/:order_id/proofs': '{"functionality":200,"action":"read"}',
  'PUT /api/compliance/orders/:order_id/proofs/:input_id': '{"functionality":200,"action":"edit","audience":"customer"}',
  'POST /api/compliance/orders/:order_id/proofs/:input_id': '{"functionality":200,"action":"edit","audience":"customer"}',
};
