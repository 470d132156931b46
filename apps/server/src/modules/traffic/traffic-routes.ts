import {
  FUNCTIONALITIES,
  trafficAlertListAnswer,
  trafficAlertListQuery,
  trafficAlertResolveSchema,
  trafficAlertShowAnswer,
  trafficAlertWriteAnswer,
  trafficMuteListAnswer,
  trafficMuteListQuery,
  trafficMuteSchema,
  trafficMuteWriteAnswer,
  trafficSettingsAnswer,
  trafficSeriesAnswer,
  trafficSettingsSchema,
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
  app.get(
    '/traffic/alerts/:id/series',
    {
      config: { access: access('read') },
      schema: {
        operationId: 'getTrafficAlertSeries',
        summary: "The alert's number hour by hour against its baseline",
        description:
          'A day before the first crossing to a day after the last (at most a week): attempts and answered calls per UTC hour, the expected attempts (the same hour of the previous 28 days) and the pumping threshold; null before the number has a week of history.',
        tags,
        params: idParams,
        response: answers({ 200: trafficSeriesAnswer }),
      },
    },
    async (req) => app.services.trafficEvaluation.series(req.principal!, req.params.id),
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

  // staff tune a company's rules and mute numbers, as they set its API quota (customer read / edit)
  const staff = (action: 'read' | 'edit') => ({ functionality: FUNCTIONALITIES.customer, action, audience: 'staff' as const });
  const settings = () => app.services.trafficSettings;
  app.get(
    '/traffic/settings/:id',
    {
      config: { access: staff('read') },
      schema: {
        operationId: 'getTrafficSettings',
        summary: 'Get a company’s traffic alert thresholds',
        tags,
        params: idParams,
        response: answers({ 200: trafficSettingsAnswer }),
      },
    },
    async (req) => settings().view(req.params.id),
  );
  app.put(
    '/traffic/settings/:id',
    {
      config: { access: staff('edit') },
      schema: {
        operationId: 'setTrafficSettings',
        summary: 'Set a company’s traffic alert thresholds and quiet hours (null: the defaults)',
        tags,
        params: idParams,
        body: trafficSettingsSchema,
        response: answers({ 200: trafficSettingsAnswer }),
      },
    },
    async (req) => settings().set(req.principal!, req.params.id, req.body),
  );
  app.get(
    '/traffic/mutes',
    {
      config: { access: staff('read') },
      schema: {
        operationId: 'listTrafficMutes',
        summary: 'List the numbers muted now',
        tags,
        querystring: trafficMuteListQuery,
        response: answers({ 200: trafficMuteListAnswer }),
      },
    },
    async (req) => settings().mutes(req.query.customer_id),
  );
  app.post(
    '/traffic/mutes',
    {
      config: { access: staff('edit') },
      schema: {
        operationId: 'muteTrafficNumber',
        summary: 'Mute a number until a time: no alert opens on it meanwhile',
        tags,
        body: trafficMuteSchema,
        response: answers({ 201: trafficMuteWriteAnswer }),
      },
    },
    async (req, reply) => reply.status(201).send(await settings().mute(req.principal!, req.body)),
  );
  app.delete(
    '/traffic/mutes/:id',
    {
      config: { access: staff('edit') },
      schema: {
        operationId: 'unmuteTrafficNumber',
        summary: 'End a mute now',
        tags,
        params: idParams,
        response: answers({ 200: trafficMuteWriteAnswer }),
      },
    },
    async (req) => settings().unmute(req.principal!, req.params.id),
  );
}
