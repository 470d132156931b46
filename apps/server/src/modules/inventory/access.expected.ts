/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // inventory numbers and DNIS (220): reading for anyone with the permission (customers see their own), changes by staff
  'GET /api/invnumbers': '{"functionality":220,"action":"list"}',
  'GET /api/invnumbers/jurisdictions': '{"functionality":220,"action":"list"}',
  'GET /api/invnumbers/cities': '{"functionality":220,"action":"list"}',
  'GET /api/invnumbers/:id': '{"functionality":220,"action":"read"}',
  'POST /api/invnumbers': '{"functionality":220,"action":"write","audience":"staff"}',
  'POST /api/invnumbers/bulk': '{"functionality":220,"action":"write","audience":"staff"}',
  'PUT /api/invnumbers/:id': '{"functionality":220,"action":"edit","audience":"staff"}',
  'GET /api/invnumbers/:id/history': '{"functionality":220,"action":"read","audience":"staff"}',
  // choosing numbers in the order wizard belongs to ordering (200 write); the service keeps holds to customers
  'GET /api/invnumbers/available': '{"functionality":200,"action":"write"}',
  'GET /api/invnumbers/reservations': '{"functionality":200,"action":"write"}',
  'POST /api/invnumbers/reservations': '{"functionality":200,"action":"write"}',
  'DELETE /api/invnumbers/reservations/:id': '{"functionality":200,"action":"write"}',
};
