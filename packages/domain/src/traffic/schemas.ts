import { z } from 'zod';
import { dataAnswer, pageAnswer, timestampAnswer } from '../common/answers.ts';
import { idFilter, listQuery } from '../common/pagination.ts';
import { TRAFFIC_ALERT_SCOPES, TRAFFIC_ALERT_STATES } from './alerts.ts';
import { TRAFFIC_ALERT_KINDS } from './rules.ts';

/** GET /traffic/alerts: newest first; staff every company's (or one's), a customer its own. */
export const trafficAlertListQuery = listQuery()
  .omit({ orderby: true, asc: true })
  .extend({
    state: z.enum(TRAFFIC_ALERT_STATES).optional(),
    kind: z.enum(TRAFFIC_ALERT_KINDS).optional(),
    customer_id: idFilter(),
    /** A number's alerts, or those on a company's traffic as a whole (its numbers summed). */
    scope: z.enum(TRAFFIC_ALERT_SCOPES).optional(),
    /** A service number's beginning (digits and an optional +). */
    service_number: z
      .string()
      .trim()
      .regex(/^\+?\d{1,20}$/, 'Please give the beginning of a service number: digits, optionally after +')
      .optional(),
  })
  .strict();
export type TrafficAlertListQuery = z.infer<typeof trafficAlertListQuery>;

export const trafficAlertResolveSchema = z
  .object({ note: z.string().trim().min(1, 'Please say why the alert is resolved').max(2000) })
  .strict();

const finding = z.object({
  kind: z.enum(TRAFFIC_ALERT_KINDS),
  observed: z.number(),
  expected: z.number(),
  threshold: z.number(),
  rule: z.string(),
  hour: z.string(),
});

export const trafficAlertAnswer = z
  .object({
    id: z.number().int(),
    customer_id: z.number().int(),
    customer_name: z.string(),
    /** `number`: one service number's traffic; `company`: the company's numbers summed (no number). */
    scope: z.enum(TRAFFIC_ALERT_SCOPES),
    inventory_number_id: z.number().int().nullable(),
    service_number: z.string().nullable(),
    kind: z.enum(TRAFFIC_ALERT_KINDS),
    state: z.enum(TRAFFIC_ALERT_STATES),
    evidence: z.object({
      first_hour: z.string(),
      last_hour: z.string(),
      crossings: z.number().int(),
      peak: finding,
      latest: finding,
    }),
    opened_at: timestampAnswer,
    acknowledged_at: timestampAnswer.nullable(),
    resolved_at: timestampAnswer.nullable(),
    /** Resolved by hand: why; on its own (traffic back within its baseline): null. */
    resolution_note: z.string().nullable(),
    resolved_automatically: z.boolean(),
    updatedAt: timestampAnswer,
  })
  .meta({ id: 'TrafficAlert' });
export type TrafficAlertView = z.infer<typeof trafficAlertAnswer>;

export const trafficAlertListAnswer = pageAnswer(trafficAlertAnswer);
export const trafficAlertWriteAnswer = dataAnswer(trafficAlertAnswer);
export const trafficAlertShowAnswer = z.object({ data: trafficAlertAnswer });
