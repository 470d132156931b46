import {
  FUNCTIONALITIES,
  trafficAlertListAnswer,
  trafficAlertListQuery,
  trafficAlertResolveSchema,
  trafficAlertShowAnswer,
  trafficAlertWriteAnswer,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { answers, idParams } from '../../lib/route-schemas.ts';

/**
 * Traffic alerts (docs/traffic-alerts.md): whoever reads the call reports (functionality 900) sees the alerts on its
 * company's numbers (staff: every company's) and acknowledges or resolves them.
 */
export async function trafficRoutes(app: App) {
  const tags = ['traffic'];
  const svc = () => app.services.traffic;
  const access = (action: 'read' | 'list') => ({ functionality: FUNCTIONALITIES.report, action });
  app.get(
    '/traffic/alerts',
    {
      config: { access: access('list') },
      schema: {
        operationId: 'listTrafficAlerts',
        summary: 'List traffic alerts',
        tags,
        querystring: trafficAlertListQuery,
        response: answers({ 200: trafficAlertListAnswer }),
      },
    },
    async (req) => svc().list(req.principal!, req.query),
  );
  app.get(
    '/traffic/alerts/:id',
    {
      config: { access: access('read') },
      schema: {
        operationId: 'getTrafficAlert',
        summary: 'Get a traffic alert with its evidence',
        tags,
        params: idParams,
        response: answers({ 200: trafficAlertShowAnswer }),
      },
    },
    async (req) => svc().show(req.principal!, req.params.id),
  );
  app.post(
    '/traffic/alerts/:id/acknowledge',
    {
      config: { access: access('read') },
      schema: {
        operationId: 'acknowledgeTrafficAlert',
        summary: 'Acknowledge a traffic alert',
        tags,
        params: idParams,
        response: answers({ 200: trafficAlertWriteAnswer }),
      },
    },
    async (req) => svc().acknowledge(req.principal!, req.params.id),
  );
  app.post(
    '/traffic/alerts/:id/resolve',
    {
      config: { access: access('read') },
      schema: {
        operationId: 'resolveTrafficAlert',
        summary: 'Resolve a traffic alert, saying why',
        tags,
        params: idParams,
        body: trafficAlertResolveSchema,
        response: answers({ 200: trafficAlertWriteAnswer }),
      },
    },
    async (req) => svc().resolve(req.principal!, req.params.id, req.body.note),
  );
}
