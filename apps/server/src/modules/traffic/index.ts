import { TRAFFIC_EVENTS } from '@gsn/domain/traffic/events';
import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import type { NotificationTypeSeed } from '../../lib/registries.ts';
import type { Notifier } from '../notifications/index.ts';
import { trafficRepository } from './traffic-repository.ts';
import { trafficRoutes } from './traffic-routes.ts';
import { ALERT_TYPES, trafficService } from './traffic-service.ts';

export type { Crossing, TrafficService } from './traffic-service.ts';

/** The provider's operations (administrator, operations) and the company's master hear of alerts by default. */
const RECEIVERS = [100, 130, 200];

/** Traffic integrity (docs/traffic-alerts.md): alerts on inbound traffic that leaves a number's own baseline. */
export const trafficModule = {
  name: 'traffic',
  services: (d: Pick<Infrastructure, 'db' | 'outbox'> & { notifier: Notifier; events: Events }) => ({
    traffic: trafficService({ repo: trafficRepository(d.db), notifier: d.notifier, events: d.events, outbox: d.outbox }),
  }),
  routes: trafficRoutes,
  events: () => TRAFFIC_EVENTS,
  subjects: () => ({ traffic_alert: (id: number) => `/portal/reports/traffic/alerts/${id}` }),
  notificationTypes: (): NotificationTypeSeed[] => [
    { ...ALERT_TYPES.opened, default_receiver_account_type_id: RECEIVERS, alert_email: true },
    { ...ALERT_TYPES.resolved, default_receiver_account_type_id: RECEIVERS, alert_email: false },
  ],
} satisfies ModuleManifest;
