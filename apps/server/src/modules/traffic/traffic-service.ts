import {
  type AlertEvidence,
  DEFAULT_QUIET_HOURS_TO_RESOLVE,
  isStaff,
  nextAlertState,
  pageOffset,
  recordCrossing,
  TRAFFIC_MESSAGES,
  type TrafficAlertListQuery,
  type TrafficAlertMove,
  type TrafficAlertScope,
  type TrafficAlertView,
  type TrafficFinding,
} from '@gsn/domain';
import type { TrafficEventParams } from '@gsn/domain/traffic/events';
import type { Db } from '../../db/connect.ts';
import { noteAudit } from '../../db/write-context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Events } from '../../lib/events.ts';
import type { Outbox } from '../../lib/outbox.ts';
import type { Principal } from '../../security/principal.ts';
import type { Notifier } from '../notifications/index.ts';
import { type AlertWithCompany, liveKey, type TrafficRepository } from './traffic-repository.ts';
import type { TrafficAlertRow } from './schema.ts';

/** The notification types of traffic alerts (the module's manifest seeds them). */
export const ALERT_TYPES = {
  opened: { functionality_id: 900, category: 'traffic', sub_category: 'alert', action: 'opened' },
  resolved: { functionality_id: 900, category: 'traffic', sub_category: 'alert', action: 'resolved' },
};

/** One hour of one number (or of a company's numbers summed: no number) that crossed a rule (what the evaluation hands over). */
export interface Crossing {
  scope: TrafficAlertScope;
  inventory_number_id: number | null;
  customer_id: number;
  service_number: string | null;
  /** The UTC hour, ISO 8601. */
  hour: string;
  finding: TrafficFinding;
  /** The company's quiet hours (null: the default): an alert quiet that long before this hour is over. */
  quiet_hours?: number | null;
}

export interface TrafficServiceDeps {
  repo: TrafficRepository;
  notifier: Notifier;
  events: Events;
  outbox: Outbox;
  quietHours?: number;
}

const view = (r: AlertWithCompany): TrafficAlertView => {
  const a = r.alert;
  return {
    id: a.id,
    customer_id: a.customer_id,
    customer_name: r.customer_name,
    scope: a.inventory_number_id === null ? 'company' : 'number',
    inventory_number_id: a.inventory_number_id,
    service_number: a.service_number,
    kind: a.kind as TrafficAlertView['kind'],
    state: a.state as TrafficAlertView['state'],
    evidence: a.evidence as unknown as TrafficAlertView['evidence'],
    opened_at: a.opened_at,
    acknowledged_at: a.acknowledged_at,
    resolved_at: a.resolved_at,
    resolution_note: a.resolution_note,
    resolved_automatically: a.state === 'resolved' && a.resolved_by === null && a.resolution_note === null,
    updatedAt: a.updatedAt,
  };
};

/**
 * Traffic alerts (docs/traffic-alerts.md): opened or updated by crossings the evaluation finds, acknowledged and
 * resolved by people, or resolved on their own once a number's traffic stays within its baseline.
 */
export function trafficService(d: TrafficServiceDeps) {
  const { repo } = d;
  const scopeOf = (p: Principal) => ({ customerId: p.customerId });

  /** Tells the alert's company and the provider's operations, and the company's webhook endpoints. */
  async function announce(tx: Db, a: TrafficAlertRow, what: 'opened' | 'resolved', actor: Principal | null) {
    const params: TrafficEventParams = { alert_id: a.id, service_number: a.service_number, kind: a.kind as TrafficEventParams['kind'] };
    return [
      await d.notifier.record(tx, {
        type: ALERT_TYPES[what],
        company: a.customer_id,
        actor: actor ? { accountId: actor.accountId, accountTypeId: actor.accountTypeId, customerId: actor.customerId } : null,
        subject: { kind: 'traffic_alert', id: a.id },
        event: `traffic.alert_${what}`,
        params: { ...params },
        status: what,
      }),
      await d.events.record(tx, `traffic.alert_${what}`, a.customer_id, {
        alert: {
          id: a.id,
          customer_id: a.customer_id,
          service_number: a.service_number,
          kind: a.kind,
          state: a.state,
          evidence: a.evidence,
        },
      }),
    ];
  }

  async function move(p: Principal, id: number, to: TrafficAlertMove, note?: string) {
    const found = await repo.find(id, scopeOf(p));
    if (!found) throw notFound();
    const next = nextAlertState(found.alert.state as TrafficAlertView['state'], to);
    if (!next) throw conflict('traffic.move_refused', TRAFFIC_MESSAGES.moveRefused);
    const messages = await repo.transaction(async (tx, txDb) => {
      const now = new Date();
      const row = await tx.update(
        id,
        to === 'acknowledge'
          ? { state: next, acknowledged_at: now, acknowledged_by: p.accountId }
          : { state: next, resolved_at: now, resolved_by: p.accountId, resolution_note: note ?? null },
      );
      noteAudit({
        action: `traffic.${to}`,
        subject: { kind: 'traffic_alert', id, customer_id: row.customer_id },
        changes: { state: { from: found.alert.state, to: next }, ...(note ? { resolution_note: { to: note } } : {}) },
      });
      return to === 'resolve' ? announce(txDb, row, 'resolved', p) : [];
    });
    await d.outbox.deliver(messages);
    return { message: to === 'acknowledge' ? 'Alert acknowledged' : 'Alert resolved', data: view((await repo.find(id, scopeOf(p)))!) };
  }

  return {
    async list(p: Principal, q: TrafficAlertListQuery) {
      const { rows, count } = await repo.list(
        scopeOf(p),
        {
          state: q.state,
          kind: q.kind,
          customerId: isStaff(p.accountTypeId) ? q.customer_id : undefined,
          serviceNumber: q.service_number,
          scope: q.scope,
        },
        { limit: q.limit, offset: pageOffset(q) },
      );
      return { data: rows.map(view), count };
    },

    /** Alerts not resolved that the viewer sees (the dashboard's counter). */
    countOpen: (p: Principal) => repo.countOpen(scopeOf(p)),

    async show(p: Principal, id: number) {
      const found = await repo.find(id, scopeOf(p));
      if (!found) throw notFound();
      return { data: view(found) };
    },

    acknowledge: (p: Principal, id: number) => move(p, id, 'acknowledge'),
    resolve: (p: Principal, id: number, note: string) => move(p, id, 'resolve', note),

    /**
     * Opens an alert per number and kind that crossed, or updates the one not yet resolved: a repeated crossing adds to
     * its evidence and tells nobody again.
     */
    async raise(crossings: readonly Crossing[]): Promise<{ opened: number; updated: number }> {
      let opened = 0;
      let updated = 0;
      const messages = await repo.transaction(async (tx, txDb) => {
        const out: number[] = [];
        // one evaluation raises at a time (two instances, two loads): the same alert is never opened twice
        await tx.lockRaising();
        // a muted number opens nothing and adds nothing (its traffic is known to be unusual for a while)
        const numbers = crossings.flatMap((c) => (c.inventory_number_id === null ? [] : [c.inventory_number_id]));
        const muted = await tx.mutedAmong([...new Set(numbers)], new Date());
        // the alerts not resolved, read once and kept up to date as the crossings open, update and resolve them
        const lives = await tx.liveAmong(crossings.map((c) => ({ ...c, kind: c.finding.kind })));
        for (const c of crossings) {
          if (c.inventory_number_id !== null && muted.has(c.inventory_number_id)) continue;
          const key = liveKey({ ...c, kind: c.finding.kind });
          let live = lives.get(key);
          // hours of traffic evaluated in one go (a day's file): an incident over before this one began has
          // resolved on its own meanwhile, and this one is a new alert
          const quietMs = (c.quiet_hours ?? d.quietHours ?? DEFAULT_QUIET_HOURS_TO_RESOLVE) * 3_600_000;
          if (live && Date.parse(c.hour) - live.last_hour.getTime() >= quietMs) {
            const over = await tx.update(live.id, { state: 'resolved', resolved_at: new Date(live.last_hour.getTime() + quietMs) });
            out.push(...(await announce(txDb, over, 'resolved', null)));
            lives.delete(key);
            live = undefined;
          }
          const evidence = recordCrossing((live?.evidence as unknown as AlertEvidence | undefined) ?? null, c.finding, c.hour);
          const lastHour = new Date(evidence.last_hour);
          if (live) {
            lives.set(key, await tx.update(live.id, { evidence: evidence as unknown as Record<string, unknown>, last_hour: lastHour }));
            updated++;
            continue;
          }
          const row = await tx.insert({
            customer_id: c.customer_id,
            inventory_number_id: c.inventory_number_id,
            service_number: c.service_number,
            kind: c.finding.kind,
            evidence: evidence as unknown as Record<string, unknown>,
            last_hour: lastHour,
          });
          lives.set(key, row);
          opened++;
          out.push(...(await announce(txDb, row, 'opened', null)));
        }
        return out;
      });
      // the alerts are committed, and with them what each tells: delivering it (notifications, mails, webhooks) is the
      // outbox's work, at once but not awaited, so that it never holds up the load of calls that found the alerts
      void d.outbox.deliver(messages);
      return { opened, updated };
    },

    /** Resolves the alerts whose number stayed within its baseline for its company's quiet hours up to `evaluatedUpTo`. */
    async resolveQuiet(evaluatedUpTo: Date): Promise<number> {
      const due = await repo.quietSince(evaluatedUpTo, d.quietHours ?? DEFAULT_QUIET_HOURS_TO_RESOLVE);
      if (!due.length) return 0;
      const messages = await repo.transaction(async (tx, txDb) => {
        const out: number[] = [];
        for (const a of due) {
          const row = await tx.update(a.id, { state: 'resolved', resolved_at: new Date() });
          out.push(...(await announce(txDb, row, 'resolved', null)));
        }
        return out;
      });
      void d.outbox.deliver(messages);
      return due.length;
    },
  };
}

export type TrafficService = ReturnType<typeof trafficService>;
