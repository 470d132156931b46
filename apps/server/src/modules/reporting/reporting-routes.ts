import {
  FUNCTIONALITIES,
  messageAnswer,
  reportDefinitionSchema,
  reportGetAnswer,
  reportListAnswer,
  reportRunAnswer,
  reportWriteAnswer,
  reportsListQuery,
} from '@gsn/domain';
import { z } from 'zod';
import { answers } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';
import type { Access } from '../../plugins/access.ts';

/** Reporting is read with the report permission (functionality 900, list), as the reports it runs. */
const reportingAccess: Access = { functionality: FUNCTIONALITIES.report, action: 'list' };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Report requests (spec 2 §2 /portal/reporting/reports; docs/api-reports.md). Thin: the service holds the rules. */
export async function reportingRoutes(app: App) {
  const svc = () => app.services.reporting;
  const tags = ['reporting'];
  const config = { access: reportingAccess };

  app.get(
    '/reporting/reports',
    {
      config,
      schema: {
        tags,
        querystring: reportsListQuery,
        response: answers({ 200: reportListAnswer }),
        description: 'The caller’s reports; staff: `all=true` for everyone’s.',
      },
    },
    async (req) => svc().list(req.principal!, req.query.all === 'true'),
  );
  app.post(
    '/reporting/reports',
    { config, schema: { tags, body: reportDefinitionSchema, response: answers({ 201: reportWriteAnswer }) } },
    async (req, reply) => reply.code(201).send(await svc().create(req.principal!, req.body)),
  );
  app.get(
    '/reporting/reports/:id',
    { config, schema: { tags, params: idParams, response: answers({ 200: reportGetAnswer }) } },
    async (req) => svc().get(req.principal!, req.params.id),
  );
  app.put(
    '/reporting/reports/:id',
    { config, schema: { tags, params: idParams, body: reportDefinitionSchema, response: answers({ 200: reportWriteAnswer }) } },
    async (req) => svc().update(req.principal!, req.params.id, req.body),
  );
  app.delete(
    '/reporting/reports/:id',
    { config, schema: { tags, params: idParams, response: answers({ 200: messageAnswer }) } },
    async (req) => svc().remove(req.principal!, req.params.id),
  );
  app.post(
    '/reporting/reports/:id/run',
    {
      config,
      schema: {
        tags,
        params: idParams,
        response: answers({ 202: reportRunAnswer }),
        description: 'Runs the report now: an export job (202), listed in Downloads.',
      },
    },
    async (req, reply) => reply.code(202).send(await svc().run(req.principal!, req.params.id)),
  );
}
