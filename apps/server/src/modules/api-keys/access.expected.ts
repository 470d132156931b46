/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  // API keys (docs/integrating.md): managed from a signed-in session only, so a stolen key cannot mint another
  'POST /api/account/api_keys': 'interactive',
  'GET /api/account/api_keys': 'interactive',
  'PATCH /api/account/api_keys/:id': 'interactive',
  'DELETE /api/account/api_keys/:id': 'interactive',
};
