/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // the second sign-in step: its token is the credential (it opens nothing else)
  'POST /api/account/login/mfa': 'public',
  // the own factors: signed-in sessions only, never an API key
  'GET /api/account/mfa': 'interactive',
  'POST /api/account/mfa/totp': 'interactive',
  'POST /api/account/mfa/totp/:id/confirm': 'interactive',
  'POST /api/account/mfa/webauthn/registration_options': 'interactive',
  'POST /api/account/mfa/webauthn/registration': 'interactive',
  'DELETE /api/account/mfa/factors/:id': 'interactive',
  'POST /api/account/mfa/recovery_codes': 'interactive',
  'POST /api/account/reauth/webauthn_options': 'interactive',
  // the administrator resets an account's factors (a lost phone)
  'DELETE /api/accounts/:id/mfa': 'admin',
  // a company's policy: read by its accounts and staff, set by its master (the service checks)
  'GET /api/customers/:id/mfa': '{"functionality":120,"action":"read"}',
  'PUT /api/customers/:id/mfa': '{"functionality":120,"action":"edit","audience":"customer"}',
};
