/**
 * Who may call each route of this module (checked by plugins/access.test.ts, which collects every module's table:
 * a route missing here, or here without its route, fails it).
 */
export const EXPECTED_ACCESS: Record<string, string> = {
  'GET /api/permissions/my_permissions': 'session',
  // administration: permissions, account types, functionalities, notification types, configuration
  'GET /api/permissions': '{"functionality":1010,"action":"list"}',
  'GET /api/permissions/:id': '{"functionality":1010,"action":"read"}',
  'POST /api/permissions': '{"functionality":1010,"action":"write"}',
  'PUT /api/permissions/:id': '{"functionality":1010,"action":"edit"}',
  'DELETE /api/permissions/:id': '{"functionality":1010,"action":"delete"}',
};
