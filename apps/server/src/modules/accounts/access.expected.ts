/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // accounts (functionality 110) and customers (120), templates
  'GET /api/accounts/': '{"functionality":110,"action":"list"}',
  'GET /api/customer/accounts/': '{"functionality":110,"action":"list","audience":"customer"}',
  'GET /api/customer/account/types/': 'session',
  'GET /api/accounts/:id': '{"functionality":110,"action":"read"}',
  'POST /api/account/signup': '{"functionality":110,"action":"write"}',
  'POST /api/customer/account/signup': '{"functionality":110,"action":"write","audience":"customer"}',
  'PUT /api/accounts/:id': '{"functionality":110,"action":"edit"}',
  'DELETE /api/accounts/:id': '{"functionality":110,"action":"delete"}',
  'POST /api/accounts/:id/resend_activation': '{"functionality":110,"action":"edit"}',
  // staff only, and a fresh proof (step-up)
  'DELETE /api/accounts/:id/sessions': '{"functionality":110,"action":"edit","audience":"staff"}',
  'DELETE /api/accounts/:id/sign-in-failures': '{"functionality":110,"action":"edit","audience":"staff"}',
};
