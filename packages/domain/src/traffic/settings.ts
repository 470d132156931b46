import { z } from 'zod';
import { idFilter } from '../common/pagination.ts';
import { timestampAnswer } from '../common/answers.ts';
import { DEFAULT_QUIET_HOURS_TO_RESOLVE } from './alerts.ts';
import { DEFAULT_TRAFFIC_THRESHOLDS, type TrafficThresholds } from './rules.ts';

const share = z.number().min(0.01).max(1);

/** What staff may set for a company (docs/traffic-alerts.md); a field left out keeps the default. */
export const trafficThresholdsSchema = z
  .object({
    minAttempts: z.number().int().min(5).max(100_000),
    pumpingRatio: z.number().min(1.5).max(100),
    pumpingSpreads: z.number().min(2).max(50),
    shortCallSeconds: z.number().int().min(1).max(120),
    shortCallShare: share,
    shortCallMargin: share,
    originMargin: share,
    singleCallerShare: share,
    qualityDrop: share,
    qualityMinAttempts: z.number().int().min(5).max(100_000),
  })
  .partial()
  .strict();

/** PUT /traffic/settings/{customer id}: the company's own thresholds and quiet hours (null: the defaults again). */
export const trafficSettingsSchema = z
  .object({
    thresholds: trafficThresholdsSchema.nullable(),
    quiet_hours: z.number().int().min(1).max(168).nullable(),
  })
  .strict();
export type TrafficSettingsInput = z.infer<typeof trafficSettingsSchema>;

/** A company's thresholds: its own over the defaults. */
export function effectiveThresholds(own: Partial<TrafficThresholds> | null | undefined): TrafficThresholds {
  return { ...DEFAULT_TRAFFIC_THRESHOLDS, ...(own ?? {}) };
}

const thresholdsAnswer = z.object({
  minAttempts: z.number(),
  pumpingRatio: z.number(),
  pumpingSpreads: z.number(),
  shortCallSeconds: z.number(),
  shortCallShare: z.number(),
  shortCallMargin: z.number(),
  originMargin: z.number(),
  singleCallerShare: z.number(),
  qualityDrop: z.number(),
  qualityMinAttempts: z.number(),
});

export const trafficSettingsAnswer = z.object({
  data: z.object({
    customer_id: z.number().int(),
    /** The company's own values (null: none set). */
    thresholds: thresholdsAnswer.partial().nullable(),
    quiet_hours: z.number().int().nullable(),
    /** What the rules use: the own values over the defaults. */
    effective: thresholdsAnswer.extend({ quiet_hours: z.number().int() }),
    defaults: thresholdsAnswer.extend({ quiet_hours: z.number().int() }),
    updatedAt: timestampAnswer.nullable(),
  }),
});

export const DEFAULT_TRAFFIC_SETTINGS = { ...DEFAULT_TRAFFIC_THRESHOLDS, quiet_hours: DEFAULT_QUIET_HOURS_TO_RESOLVE };

/** POST /traffic/mutes: no alert opens on the number until `until` (at most 90 days ahead), with the reason. */
export const trafficMuteSchema = z
  .object({
    service_number: z
      .string()
      .trim()
      .regex(/^\+?\d{3,20}$/, 'Please give a service number: digits, optionally after +'),
    until: z.iso.datetime({ offset: true }),
    note: z.string().trim().min(1, 'Please say why the number is muted').max(2000),
  })
  .strict();
export type TrafficMuteInput = z.infer<typeof trafficMuteSchema>;

export const trafficMuteAnswer = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  service_number: z.string(),
  until: timestampAnswer,
  note: z.string(),
  createdAt: timestampAnswer,
});
export const trafficMuteListAnswer = z.object({ data: z.array(trafficMuteAnswer) });
export const trafficMuteWriteAnswer = z.object({ message: z.string(), data: trafficMuteAnswer });
export const trafficMuteListQuery = z.object({ customer_id: idFilter() }).strict();
