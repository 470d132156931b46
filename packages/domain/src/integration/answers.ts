import { z } from 'zod';
import { dataAnswer, pageAnswer, timestampAnswer } from '../common/answers.ts';

/** An API key as GET /account/api_keys lists it (never its secret). */
export const apiKeyAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string(),
    created_at: timestampAnswer,
    last_used_at: timestampAnswer.nullable(),
    /** When the key stops working (docs/integrating.md, API keys). */
    expires_at: timestampAnswer,
    /** What the key may do, e.g. `orders:read`; null: everything its account may (docs/integrating.md, Scopes). */
    scopes: z
      .array(z.string())
      .nullable()
      .meta({ examples: [['orders:read', 'reports:read']] }),
    /** The client addresses (CIDR ranges) the key answers; null: every address. */
    allowed_ips: z
      .array(z.string())
      .nullable()
      .meta({ examples: [['203.0.113.0/24', '2001:db8::/32']] }),
    /** The client address of the last use (written with `last_used_at`). */
    last_used_ip: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export const apiKeyListAnswer = z.object({ data: z.array(apiKeyAnswer) });
/** 201 of POST /account/api_keys: the key with its secret, shown this once. */
export const apiKeyCreatedAnswer = apiKeyAnswer.extend({ secret: z.string() });
/** 200 of PATCH /account/api_keys/{id}. */
export const apiKeyRenamedAnswer = z.object({ message: z.string(), data: apiKeyAnswer });

/**
 * The answers of /webhooks. An event is stored and sent as text; the server builds these with the names of the events
 * it knows (every feature's webhook events, common/events.ts), shown as examples in its API documentation.
 */
export function webhookAnswers(eventNames: readonly string[] = []) {
  const webhookEvent = eventNames.length ? z.string().meta({ examples: [...eventNames] }) : z.string();

  /** A webhook endpoint (the secret only in POST's answer). */
  const endpoint = z
    .object({
      id: z.number().int(),
      customer_id: z.number().int().nullable(),
      url: z.string(),
      description: z.string(),
      events: z.array(webhookEvent),
      enabled: z.boolean(),
      disabled_reason: z.string().nullable(),
      failing_since: timestampAnswer.nullable(),
      /** After a secret rotation: until when messages carry a signature with the replaced secret too (null: none). */
      previous_secret_until: timestampAnswer.nullable(),
      createdAt: timestampAnswer,
      updatedAt: timestampAnswer,
    })
    .meta({ id: 'Webhook' });

  const attempt = z
    .object({
      id: z.number().int(),
      event: webhookEvent,
      /** null: no answer (refused, timed out, network error: see `error`). */
      status_code: z.number().int().nullable(),
      duration_ms: z.number(),
      response_excerpt: z.string(),
      error: z.string().nullable(),
      attempted_at: timestampAnswer,
    })
    .meta({ id: 'WebhookAttempt' });

  /** One event for the endpoint, with every attempt. */
  const delivery = z
    .object({
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
      /** Its last change (a new attempt, its outcome): the sync key of `updated_since`. */
      updatedAt: timestampAnswer,
      payload: z.record(z.string(), z.unknown()),
      attempts: z.array(attempt),
    })
    .meta({ id: 'WebhookDelivery' });

  return {
    endpoint,
    endpointList: z.object({ data: z.array(endpoint), count: z.number().int() }),
    endpointGet: z.object({ data: endpoint }),
    endpointCreated: dataAnswer(endpoint.extend({ secret: z.string() })),
    endpointUpdated: dataAnswer(endpoint),
    attempt,
    delivery,
    deliveryList: pageAnswer(delivery),
    /** GET /webhooks/events: the events an endpoint may subscribe to, labelled in the reader's language. */
    eventList: z.object({
      data: z.array(z.object({ name: webhookEvent, label: z.string().meta({ examples: ['Order created'] }) })),
    }),
  };
}

const webhook = webhookAnswers();
export const webhookEndpointAnswer = webhook.endpoint;
export const webhookEndpointListAnswer = webhook.endpointList;
export const webhookEndpointGetAnswer = webhook.endpointGet;
export const webhookEndpointCreatedAnswer = webhook.endpointCreated;
export const webhookEndpointUpdatedAnswer = webhook.endpointUpdated;
export const webhookAttemptAnswer = webhook.attempt;
export const webhookDeliveryAnswer = webhook.delivery;
export const webhookDeliveryListAnswer = webhook.deliveryList;
export const webhookEventListAnswer = webhook.eventList;
