import {
  CALL_BULK_MAX_ROWS,
  callBulkAnswer,
  callAddedAnswer,
  callCitiesQuery,
  callsListAnswer,
  callsListQuery,
  callUploadSchema,
  FUNCTIONALITIES,
  namesAnswer,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { readBulkFile } from '../../lib/bulk.ts';
import { answers } from '../../lib/route-schemas.ts';
import type { Access } from '../../plugins/access.ts';
import { CALL_BULK_LIMITS } from './calls-load-service.ts';

/** Every call and report reads with the report permission (functionality 900, list); visibility is the service's. */
export const reportAccess: Access = { functionality: FUNCTIONALITIES.report, action: 'list' };
/**
 * Loading calls is staff work on the service numbers: the inventory write permission (functionality 220), held by
 * the operations staff who load the numbers (the report functionality offers reading only, spec 1 §6).
 */
export const callLoadAccess: Access = { functionality: FUNCTIONALITIES.invnumber, action: 'write', audience: 'staff' };

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
        response: answers({ 200: callsListAnswer }),
        description: 'Call records newest first; without dates the last 30 days (UTC). `count` is exact up to 10,000 (`count_capped`).',
      },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get(
    '/calls/jurisdictions',
    { config: { access: reportAccess }, schema: { tags, response: answers({ 200: namesAnswer }) } },
    async (req) => svc().jurisdictions(req.principal!),
  );

  app.get(
    '/calls/cities',
    { config: { access: reportAccess }, schema: { tags, querystring: callCitiesQuery, response: answers({ 200: namesAnswer }) } },
    async (req) => svc().cities(req.principal!, req.query.jurisdiction),
  );

  app.post(
    '/calls',
    {
      config: { access: callLoadAccess },
      schema: {
        tags,
        body: callUploadSchema,
        response: answers({ 201: callAddedAnswer }),
        description: 'One call record (the columns of GET /templates/calls); 201, 409 when loaded already.',
      },
    },
    async (req, reply) => reply.code(201).send(await app.services.callLoad.add(req.body)),
  );

  app.post(
    '/calls/bulk',
    {
      config: { access: callLoadAccess },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: answers({ 200: callBulkAnswer }),
        description: `Multipart field \`file\`: an .xlsx or .xls file (≤ 30 MB, ≤ ${CALL_BULK_MAX_ROWS.toLocaleString('en')} rows) with the columns of GET /templates/calls (or the call records export's names of them); answers each row's outcome and \`ignored_columns\`, the sheet's columns no row was read from.`,
      },
    },
    async (req) => app.services.callLoad.bulk(await readBulkFile(req, CALL_BULK_LIMITS)),
  );
}
