import { callCitiesQuery, callsListQuery } from '@gsn/domain';
import type { App } from '../../app-types.ts';
import type { Access } from '../../plugins/access.ts';

/** Every call and report reads with the report permission (functionality 900, list); visibility is the service's. */
export const reportAccess: Access = { functionality: 900, action: 'list' };

/** Call records (spec 2 §7 /calls, docs/api-reports.md). Thin: the service holds the rules. */
export async function callsRoutes(app: App) {
  const svc = () => app.services.calls;
  const tags = ['reports'];

  app.get(
    '/calls',
    {
      config: { access: reportAccess },
      schema: {
        tags,
        querystring: callsListQuery,
        description: 'Call records newest first; without dates the last 30 days (UTC). `count` is exact up to 10,000 (`count_capped`).',
      },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get('/calls/jurisdictions', { config: { access: reportAccess }, schema: { tags } }, async (req) =>
    svc().jurisdictions(req.principal!),
  );

  app.get('/calls/cities', { config: { access: reportAccess }, schema: { tags, querystring: callCitiesQuery } }, async (req) =>
    svc().cities(req.principal!, req.query.jurisdiction),
  );
}
