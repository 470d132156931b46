import { TRAFFIC_EVENTS } from '@gsn/domain/traffic/events';
import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import type { NotificationTypeSeed } from '../../lib/registries.ts';
import type { Notifier } from '../notifications/index.ts';
import { trafficEvaluation } from './traffic-evaluation.ts';
import { trafficEvaluationRepository } from './traffic-evaluation-repository.ts';
import { trafficRepository } from './traffic-repository.ts';
import { trafficRoutes } from './traffic-routes.ts';
import { ALERT_TYPES, trafficService } from './traffic-service.ts';
import { trafficSettingsService } from './traffic-settings-service.ts';

export type { Crossing, TrafficService } from './traffic-service.ts';
export type { TrafficEvaluation } from './traffic-evaluation.ts';

/** The hourly evaluation: the last hours again (what a load's evaluation missed) and the alerts of numbers gone quiet. */
export const TRAFFIC_HOURLY_JOB = 'traffic.evaluate-hourly';

/**
 * The statements that count a load's hours at once on PostgreSQL, each over a share of the companies (a connection
 * each): a second core of the database nearly halves the counting's time (bench/README.md, Traffic alerts).
 */
const TALLY_SLICES = 2;

/** The provider's operations (administrator, operations) and the company's master hear of alerts by default. */
const RECEIVERS = [100, 130, 200];

/** Traffic integrity (docs/traffic-alerts.md): alerts on inbound traffic that leaves a number's own baseline. */
export const trafficModule = {
  name: 'traffic',
  services: (
    d: Pick<Infrastructure, 'db' | 'database' | 'outbox' | 'config' | 'callLoads' | 'jobs' | 'log'> & {
      notifier: Notifier;
      events: Events;
    },
  ) => {
    const repo = trafficRepository(d.db);
    const traffic = trafficService({ repo, notifier: d.notifier, events: d.events, outbox: d.outbox });
    // on PostgreSQL a load's hours are counted by two statements at once (a share of the companies each)
    const counting = trafficEvaluationRepository(d.db, { slices: d.database.engine === 'postgres' ? TALLY_SLICES : 1 });
    const evaluation = trafficEvaluation({ repo: counting, traffic, log: d.log });
    // every committed load of calls is looked at at once (the answer of the load waits for it)
    if (d.config.trafficEvaluation) d.callLoads.listen((load) => evaluation.evaluate(load));
    d.jobs.define(TRAFFIC_HOURLY_JOB, async () => void (await evaluation.hourly()));
    d.jobs.every(TRAFFIC_HOURLY_JOB, '7 * * * *');
    return { traffic, trafficEvaluation: evaluation, trafficSettings: trafficSettingsService({ repo }) };
  },
  routes: trafficRoutes,
  events: () => TRAFFIC_EVENTS,
  subjects: () => ({ traffic_alert: (id: number) => `/portal/reports/traffic/alerts/${id}` }),
  notificationTypes: (): NotificationTypeSeed[] => [
    { ...ALERT_TYPES.opened, default_receiver_account_type_id: RECEIVERS, alert_email: true },
    { ...ALERT_TYPES.resolved, default_receiver_account_type_id: RECEIVERS, alert_email: false },
  ],
} satisfies ModuleManifest;
