/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  'GET /api/countries/': 'public',
  'GET /api/currencies': 'public',
  'GET /api/country_dial_codes': 'public',
  'GET /api/jurisdictions': 'public',
  'GET /api/cities': 'public',
};
