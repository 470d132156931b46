import { diffFields, downloadsListAnswer, downloadsListQuery, exportQuery, exportQueuedAnswer } from '@gsn/domain';
import { z } from 'zod';
import { answers, fileAnswer } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';
import { originOf, recordDownload } from '../../plugins/audit.ts';

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
          'Queues an export job (202). Reports: inventory/inventorynumbers (inventory filters; needs 220 list); calls/callstatistics and calls/callsummary (call filters; need 900 list); audit/auditevents (the audit trail’s filters; needs 1050 list).',
      },
    },
    async (req, reply) => {
      const queued = await svc().request(req.principal!, req.params.category, req.params.report_name, req.query as Record<string, unknown>);
      // a GET that makes a file of the company's data: the audit trail tells who asked for which
      const subject = { kind: 'export', id: queued.data.filename, customer_id: req.principal!.customerId };
      const changes = diffFields(null, queued.data, ['category', 'report_name', 'format']);
      await app.services.audit.record({ action: 'exports.create', subject, changes }, originOf(req));
      return reply.status(202).send(queued);
    },
  );

  app.get(
    '/downloads',
    {
      config: { access: 'session', scope: 'reports' },
      schema: { tags, querystring: downloadsListQuery, response: answers({ 200: downloadsListAnswer }) },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get(
    '/download/:name',
    {
      config: { access: 'session', scope: 'reports' },
      schema: {
        tags,
        params: nameParams,
        response: answers({ 200: fileAnswer('application/octet-stream', 'The export file (text/csv or xlsx)') }),
      },
    },
    async (req, reply) => {
      const file = await svc().open(req.principal!, req.params.name);
      const subject = { kind: 'export', id: file.filename, customer_id: req.principal!.customerId };
      await recordDownload(app, req, { action: 'exports.download', subject }, file.stream);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
}
