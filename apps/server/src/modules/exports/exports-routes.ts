import { downloadsListAnswer, downloadsListQuery, exportQuery, exportQueuedAnswer } from '@gsn/domain';
import { z } from 'zod';
import { answers, fileAnswer } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';

const reportParams = z.object({ category: z.string().max(60), report_name: z.string().max(60) });
const nameParams = z.object({ name: z.string().max(200) });

/**
 * Exports and downloads (docs/api-inventory-exports.md; spec 2 §2 Downloads, §7 /reports/download, /downloads,
 * /download): any session; each report names the permission it needs. Thin: the service holds the rules.
 */
export async function exportsRoutes(app: App) {
  const svc = () => app.services.exports;
  const tags = ['exports'];

  app.get(
    '/reports/download/:category/:report_name',
    {
      config: { access: 'session' },
      schema: {
        tags,
        params: reportParams,
        // the report's own filters come beside `format` and are checked by the report
        querystring: exportQuery.loose(),
        response: answers({ 202: exportQueuedAnswer }),
        description:
          'Queues an export job (202). Reports: inventory/inventorynumbers (inventory filters; needs 220 list); calls/callstatistics and calls/callsummary (call filters; need 900 list).',
      },
    },
    async (req, reply) =>
      reply
        .status(202)
        .send(await svc().request(req.principal!, req.params.category, req.params.report_name, req.query as Record<string, unknown>)),
  );

  app.get(
    '/downloads',
    { config: { access: 'session' }, schema: { tags, querystring: downloadsListQuery, response: answers({ 200: downloadsListAnswer }) } },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get(
    '/download/:name',
    {
      config: { access: 'session' },
      schema: {
        tags,
        params: nameParams,
        response: answers({ 200: fileAnswer('application/octet-stream', 'The export file (text/csv or xlsx)') }),
      },
    },
    async (req, reply) => {
      const file = await svc().open(req.principal!, req.params.name);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
}
