import {
  DEFAULT_TRAFFIC_SETTINGS,
  effectiveThresholds,
  TRAFFIC_MESSAGES,
  type TrafficMuteInput,
  type TrafficSettingsInput,
} from '@gsn/domain';
import { noteAudit } from '../../db/write-context.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { Principal } from '../../security/principal.ts';
import type { TrafficRepository } from './traffic-repository.ts';

const MAX_MUTE_MS = 90 * 86_400_000;

/**
 * What staff tune per company (docs/traffic-alerts.md): its own thresholds and quiet hours, and numbers muted for a
 * while (no alert opens on them). Every change is audited.
 */
export function trafficSettingsService(d: { repo: TrafficRepository; now?: () => Date }) {
  const { repo } = d;
  const now = d.now ?? (() => new Date());

  async function view(customerId: number) {
    if (!(await repo.customerExists(customerId))) throw notFound();
    const own = await repo.settings(customerId);
    const quiet = own?.quiet_hours ?? DEFAULT_TRAFFIC_SETTINGS.quiet_hours;
    return {
      data: {
        customer_id: customerId,
        thresholds: own?.thresholds ?? null,
        quiet_hours: own?.quiet_hours ?? null,
        effective: { ...effectiveThresholds(own?.thresholds), quiet_hours: quiet },
        defaults: DEFAULT_TRAFFIC_SETTINGS,
        updatedAt: own?.updatedAt ?? null,
      },
    };
  }

  const muteView = (m: Awaited<ReturnType<TrafficRepository['insertMute']>>) => ({
    id: m.id,
    customer_id: m.customer_id,
    service_number: m.service_number,
    until: m.until,
    note: m.note,
    createdAt: m.createdAt,
  });

  return {
    view,

    async set(p: Principal, customerId: number, input: TrafficSettingsInput) {
      const before = await view(customerId);
      const thresholds = input.thresholds && Object.keys(input.thresholds).length ? (input.thresholds as Record<string, number>) : null;
      await repo.saveSettings(customerId, { thresholds, quiet_hours: input.quiet_hours }, p.accountId);
      noteAudit({
        action: 'traffic.settings',
        subject: { kind: 'customer', id: customerId, customer_id: customerId },
        changes: {
          thresholds: { from: before.data.thresholds, to: thresholds },
          quiet_hours: { from: before.data.quiet_hours, to: input.quiet_hours },
        },
      });
      return view(customerId);
    },

    async mutes(customerId: number | undefined) {
      return { data: (await repo.activeMutes(customerId ?? null, now())).map(muteView) };
    },

    async mute(p: Principal, input: TrafficMuteInput) {
      const number = await repo.heldNumber(input.service_number);
      if (!number)
        throw unprocessable('traffic.number_unknown', TRAFFIC_MESSAGES.numberUnknown, [
          { field: 'service_number', message: TRAFFIC_MESSAGES.numberUnknown },
        ]);
      const until = new Date(input.until);
      const at = now();
      if (until <= at || until.getTime() - at.getTime() > MAX_MUTE_MS) {
        throw unprocessable('traffic.mute_range', TRAFFIC_MESSAGES.muteRange, [{ field: 'until', message: TRAFFIC_MESSAGES.muteRange }]);
      }
      const row = await repo.insertMute({
        inventory_number_id: number.id,
        customer_id: number.customer_id,
        service_number: number.service_number,
        until,
        note: input.note,
        created_by: p.accountId,
      });
      noteAudit({
        action: 'traffic.mute',
        subject: { kind: 'customer', id: number.customer_id, customer_id: number.customer_id },
        changes: { service_number: { to: number.service_number }, until: { to: until.toISOString() }, note: { to: input.note } },
      });
      return { message: 'Number muted', data: muteView(row) };
    },

    async unmute(_p: Principal, id: number) {
      const row = await repo.endMute(id);
      if (!row) throw notFound();
      noteAudit({
        action: 'traffic.unmute',
        subject: { kind: 'customer', id: row.customer_id, customer_id: row.customer_id },
        changes: { service_number: { from: row.service_number } },
      });
      return { message: 'Number no longer muted', data: muteView(row) };
    },
  };
}

export type TrafficSettingsService = ReturnType<typeof trafficSettingsService>;
