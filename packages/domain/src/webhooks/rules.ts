import { z } from 'zod';
import { isStaff } from '../accounts/account-types.ts';
import { listQuery, updatedSince } from '../common/pagination.ts';

/**
 * Webhooks (docs/webhooks.md): endpoints that receive the portal's events, signed as the Standard Webhooks
 * specification says (webhook-id, webhook-timestamp, webhook-signature = v1,<base64 HMAC-SHA256>).
 */

export const WEBHOOK_MESSAGES = {
  url: 'Please enter an http:// or https:// address',
  urlPrivate: 'Private, loopback and link-local addresses are not allowed',
  events: 'Please choose at least one event',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  noScope: 'Only provider staff and company masters manage webhooks',
  customerRequired: 'Please choose the company whose events the endpoint receives',
  disabled: 'The endpoint is disabled; enable it first',
  replayOrder: 'The end of the range must be after its start',
  replayTooMany: `The range holds more than ${10_000} events; please replay a shorter range`,
  replayQueued: 'Events queued for delivery',
} as const;

/** Events one replay may send at most (a longer range is refused: replay it in parts). */
export const WEBHOOK_REPLAY_MAX_EVENTS = 10_000;

const urlField = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => isWebhookUrl(v), WEBHOOK_MESSAGES.url);

/**
 * The bodies of POST and PUT /webhooks. The events an endpoint may subscribe to are every feature's webhook events
 * (common/events.ts), known to the server only: it builds these schemas with their names (an unknown one is refused
 * field by field, and the API's documentation lists them); without names, any event name passes (the web's types).
 */
export function webhookInputSchemas(eventNames?: readonly string[]) {
  const event = eventNames?.length ? z.enum(eventNames as [string, ...string[]]) : z.string().trim().min(1).max(100);
  const events = z.array(event).min(1, WEBHOOK_MESSAGES.events);
  return {
    create: z.object({
      url: urlField,
      events,
      description: z.string().trim().max(500).optional().default(''),
      /** Staff only: restrict the endpoint to one company's events (null or absent: every company). */
      customer_id: z.number().int().positive().nullable().optional(),
    }),
    update: z.object({
      url: urlField.optional(),
      events: events.optional(),
      description: z.string().trim().max(500).optional(),
      /** Re-enables a disabled endpoint (its failure streak starts again) or pauses one. */
      enabled: z.boolean().optional(),
    }),
  };
}

/** At most a week of signing with both secrets after a rotation (receivers roll the new one out meanwhile). */
export const WEBHOOK_SECRET_OVERLAP_MAX_HOURS = 168;

/**
 * POST /webhooks/{id}/secret: a new signing secret; the replaced one keeps signing beside it for `overlap_hours`
 * (0: replaced at once), so receivers that still check the old one keep accepting messages while they switch.
 */
export const webhookSecretRotationSchema = z.object({
  overlap_hours: z.number().int().min(0).max(WEBHOOK_SECRET_OVERLAP_MAX_HOURS).optional().default(24),
});
export type WebhookSecretRotationInput = z.infer<typeof webhookSecretRotationSchema>;

/** POST /webhooks/{id}/replay: the logged events that occurred from `from` to `to` (inclusive) are sent again. */
export const webhookReplaySchema = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .refine((v) => Date.parse(v.to) > Date.parse(v.from), { path: ['to'], message: WEBHOOK_MESSAGES.replayOrder });
export type WebhookReplayInput = z.infer<typeof webhookReplaySchema>;
export const webhookReplayAnswer = z.object({
  message: z.string(),
  data: z.object({ events: z.number().int(), retention_days: z.number().int() }),
});

export const { create: webhookCreateSchema, update: webhookUpdateSchema } = webhookInputSchemas();
export type WebhookCreateInput = z.infer<typeof webhookCreateSchema>;
export type WebhookUpdateInput = z.infer<typeof webhookUpdateSchema>;

/** Only absolute http(s) URLs without credentials. */
export function isWebhookUrl(value: string): boolean {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return false;
  }
  return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password && u.hostname.length > 0;
}

/** Who manages which endpoints: staff (with the permission) every company's; a master only its company's. */
export type WebhookScope = { kind: 'all' } | { kind: 'company'; customerId: number } | { kind: 'none' };

export function webhookScope(actor: { account_type_id: number; customer_id: number | null }): WebhookScope {
  if (isStaff(actor.account_type_id)) return { kind: 'all' };
  if (actor.account_type_id === 200 && actor.customer_id !== null) return { kind: 'company', customerId: actor.customer_id };
  return { kind: 'none' };
}

export function inWebhookScope(scope: WebhookScope, endpoint: { customer_id: number | null }): boolean {
  if (scope.kind === 'all') return true;
  return scope.kind === 'company' && endpoint.customer_id === scope.customerId;
}

/** Whether an endpoint hears an event of the company (null: a staff-only event); null endpoints hear every company. */
export function endpointHears(
  endpoint: { customer_id: number | null; events: readonly string[]; enabled: boolean },
  event: string,
  companyId: number | null,
): boolean {
  if (!endpoint.enabled || !endpoint.events.includes(event)) return false;
  return endpoint.customer_id === null || (companyId !== null && endpoint.customer_id === companyId);
}

/**
 * The ordering key of a message (docs/webhooks.md: one order's messages in order, where practical): `order:<id>` for a
 * payload about one order (`data.order.id`: the order events), null otherwise. An endpoint's messages with the same key
 * go out one after another in the order they were stored: a message is not attempted while an earlier one with its key
 * is still pending (waiting for its first attempt or a retry); once that one has succeeded or failed for good, the next
 * goes. Messages without a key, or with another key, are never held back.
 */
export function webhookSubject(payload: Record<string, unknown>): string | null {
  const order = payload.order;
  if (typeof order !== 'object' || order === null) return null;
  const id = (order as { id?: unknown }).id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? `order:${id}` : null;
}

/**
 * The retry schedule (seconds after the previous attempt), after Standard Webhooks' example: immediately, 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h, 10 h — nine attempts over about 37 hours (at least 24 h of retrying).
 */
export const WEBHOOK_RETRY_DELAYS = [5, 300, 1800, 7200, 18000, 36000, 36000, 36000] as const;

/** Seconds until the next attempt after `attempts` failed ones, or null when the delivery has failed for good. */
export function nextRetryDelay(attempts: number, delays: readonly number[] = WEBHOOK_RETRY_DELAYS): number | null {
  if (attempts < 1) return 0;
  return delays[attempts - 1] ?? null;
}

/** An endpoint that only failed for this long is disabled and its owner told. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3600 * 1000;

export function shouldDisableEndpoint(failingSince: Date | null, now: Date, after = WEBHOOK_DISABLE_AFTER_MS): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= after;
}

/** The response body kept per attempt (characters). */
export const WEBHOOK_EXCERPT_CHARS = 1000;

function ipv4Parts(ip: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

function privateIpv4([a, b]: number[]): boolean {
  if (a === undefined || b === undefined) return true;
  return (
    a === 0 || // "this" network
    a === 10 ||
    a === 127 || // loopback
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local (cloud metadata)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast, reserved, broadcast
  );
}

/**
 * Whether an IP address (v4 or v6, as resolved) is private, loopback, link-local or otherwise not on the public
 * internet. Anything that does not parse counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  const ip = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  const v4 = ipv4Parts(ip);
  if (v4) return privateIpv4(v4);
  if (!ip.includes(':')) return true;
  // IPv4-mapped (::ffff:a.b.c.d) and the dotted forms
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip) ?? /^::(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) {
    const p = ipv4Parts(mapped[1]);
    return p ? privateIpv4(p) : true;
  }
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (hexMapped?.[1] && hexMapped[2]) {
    const hi = Number.parseInt(hexMapped[1], 16);
    const lo = Number.parseInt(hexMapped[2], 16);
    return privateIpv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  }
  if (ip === '::' || ip === '::1') return true;
  const first = Number.parseInt(ip.split(':')[0] || '0', 16);
  if (Number.isNaN(first)) return true;
  if ((first & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((first & 0xff00) === 0xff00) return true; // multicast
  if (first === 0x64 && ip.startsWith('64:ff9b:')) return true; // NAT64 can reach private v4
  if (first === 0x2001 && /^2001:0?db8:/.test(ip)) return true; // documentation
  return first === 0;
}

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/**
 * GET /webhooks/{id}/deliveries: newest first; with `updated_since`, only the deliveries changed at or after it, the
 * oldest change first (a reconciliation poll: start the next one from the last `updatedAt` seen).
 */
export const webhookDeliveryListQuery = listQuery().extend({ updated_since: updatedSince() });
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuery>;
