/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // documents: customers upload their order's files, staff and the customer read them, staff add public template files
  'POST /api/documents/order/:customer_id/:order_id/:input_id': '{"functionality":200,"action":"edit","audience":"customer"}',
  'GET /api/documents/order/:customer_id/:order_id/:filename': '{"functionality":200,"action":"read"}',
  'POST /api/documents': '{"functionality":210,"action":"write","audience":"staff"}',
  'GET /api/documents/:filename': 'public',
};
