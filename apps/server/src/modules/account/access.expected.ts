/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  'POST /api/account/login': 'public',
  'POST /api/account/logout': 'interactive',
  'POST /api/account/register': 'public',
  'GET /api/account/forgotpassword/:email': 'public',
  'GET /api/account/token_verification/:token': 'public',
  'POST /api/account/activate/:token': 'public',
  // the same with the token in the body (kept out of request logs)
  'POST /api/account/token_verification': 'public',
  'POST /api/account/activate': 'public',
  'POST /api/account/confirm-email': 'public',
  'GET /api/account/profile': 'session',
  'PUT /api/account/profile': 'session',
  'POST /api/account/password_update': 'interactive',
  // a fresh proof in the session: opens step-up routes for 5 minutes
  'POST /api/account/reauth': 'interactive',
  'POST /api/account/confirm-email/:token': 'public',
  'GET /api/account/sessions': 'interactive',
  'DELETE /api/account/sessions': 'interactive',
  'DELETE /api/account/sessions/:id': 'interactive',
  'DELETE /api/accounts/': 'registered',
};
