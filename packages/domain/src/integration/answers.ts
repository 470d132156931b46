import { z } from 'zod';
import { dataAnswer, pageAnswer, timestampAnswer } from '../common/answers.ts';
import { WEBHOOK_EVENTS } from '../webhooks/rules.ts';

/** An API key as GET /account/api_keys lists it (never its secret). */
export const apiKeyAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_at: timestampAnswer,
  last_used_at: timestampAnswer.nullable(),
});
export const apiKeyListAnswer = z.object({ data: z.array(apiKeyAnswer) });
/** 201 of POST /account/api_keys: the key with its secret, shown this once. */
export const apiKeyCreatedAnswer = apiKeyAnswer.extend({ secret: z.string() });

/** One of WEBHOOK_EVENTS (stored as text). */
const webhookEvent = z.string().meta({ examples: [...WEBHOOK_EVENTS] });

/** A webhook endpoint (the secret only in POST's answer). */
export const webhookEndpointAnswer = z.object({
  id: z.number().int(),
  customer_id: z.number().int().nullable(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEvent),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  failing_since: timestampAnswer.nullable(),
  createdAt: timestampAnswer,
  updatedAt: timestampAnswer,
});
export const webhookEndpointListAnswer = z.object({ data: z.array(webhookEndpointAnswer), count: z.number().int() });
export const webhookEndpointGetAnswer = z.object({ data: webhookEndpointAnswer });
export const webhookEndpointCreatedAnswer = dataAnswer(webhookEndpointAnswer.extend({ secret: z.string() }));
export const webhookEndpointUpdatedAnswer = dataAnswer(webhookEndpointAnswer);

export const webhookAttemptAnswer = z.object({
  id: z.number().int(),
  event: webhookEvent,
  /** null: no answer (refused, timed out, network error: see `error`). */
  status_code: z.number().int().nullable(),
  duration_ms: z.number(),
  response_excerpt: z.string(),
  error: z.string().nullable(),
  attempted_at: timestampAnswer,
});

/** One event for the endpoint, with every attempt. */
export const webhookDeliveryAnswer = z.object({
  id: z.number().int(),
  message_id: z.string(),
  event: webhookEvent,
  status: z.string().meta({ examples: ['pending', 'succeeded', 'failed'] }),
  attempt_count: z.number().int(),
  next_attempt_at: timestampAnswer.nullable(),
  /** The ordering key (`order:<id>`): a delivery waits while an earlier one with the same key is pending. */
  subject: z
    .string()
    .nullable()
    .meta({ examples: ['order:812'] }),
  createdAt: timestampAnswer,
  payload: z.record(z.string(), z.unknown()),
  attempts: z.array(webhookAttemptAnswer),
});
export const webhookDeliveryListAnswer = pageAnswer(webhookDeliveryAnswer);
