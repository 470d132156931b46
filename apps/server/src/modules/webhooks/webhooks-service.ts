import {
  diffFields,
  inWebhookScope,
  WEBHOOK_MESSAGES as M,
  type WebhookCreateInput,
  type WebhookSecretRotationInput,
  type WebhookDeliveryListQuery,
  type WebhookReplayInput,
  WEBHOOK_REPLAY_MAX_EVENTS,
  type WebhookUpdateInput,
  webhookScope,
} from '@gsn/domain';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { noteAudit } from '../../db/write-context.ts';
import { actorOf, type Principal } from '../../security/principal.ts';
import { literalPrivateHost, newWebhookSecret } from './webhooks-sender.ts';
import type { EndpointRecord } from './webhooks-repository.ts';
import { type WebhooksServiceDeps, webhooksDelivery } from './webhooks-delivery.ts';

export {
  WEBHOOK_DELIVER_JOB,
  WEBHOOK_DISPATCH_JOB,
  WEBHOOK_LANES,
  WEBHOOK_PER_ENDPOINT,
  type WebhooksServiceDeps,
} from './webhooks-delivery.ts';

/** What an endpoint's audit events show (never its signing secret); its company's master reads them. */
const ENDPOINT_FIELDS = ['url', 'description', 'events', 'enabled', 'customer_id'] as const;
const endpointSubject = (e: EndpointRecord) => ({ kind: 'webhook', id: e.id, customer_id: e.customer_id });

const present = (e: EndpointRecord) => ({
  id: e.id,
  customer_id: e.customer_id,
  url: e.url,
  description: e.description,
  events: e.events,
  enabled: e.enabled,
  disabled_reason: e.disabled_reason,
  failing_since: e.failing_since,
  previous_secret_until: e.previous_secret_until,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
});

/**
 * Webhooks (docs/webhooks.md): endpoints belong to a company (a master's) or hear every company (staff); this service
 * manages them, their signing secrets and their delivery history, and delivers through the engine of
 * webhooks-delivery.ts (`events` is what features emit through).
 */
export function webhooksService(d: WebhooksServiceDeps) {
  const { repo } = d;
  const now = d.now ?? (() => new Date());
  const engine = webhooksDelivery(d);

  function scopeOf(p: Principal) {
    const scope = webhookScope(actorOf(p));
    if (scope.kind === 'none') throw forbidden('webhook.no_scope', M.noScope);
    return scope;
  }

  async function visible(p: Principal, id: number): Promise<EndpointRecord> {
    const scope = scopeOf(p);
    const e = await repo.find(id);
    // another company's endpoint answers 404: never reveal it exists
    if (!e || !inWebhookScope(scope, e)) throw notFound('webhook.not_found', M.notFound);
    return e;
  }

  async function checkUrl(url: string) {
    if (literalPrivateHost(url) && !(await d.allowPrivate()))
      throw unprocessable('webhook.url_private', M.urlPrivate, [{ field: 'url', message: M.urlPrivate }]);
  }

  return {
    events: engine.events,
    deliver: engine.deliver,
    dispatchDue: engine.dispatchDue,
    settle: engine.settle,

    /** GET /webhooks/events: the events an endpoint may subscribe to, labelled in the language. */
    eventList(p: Principal, language: string | undefined) {
      scopeOf(p);
      return { data: d.catalogue?.webhooks(language) ?? [] };
    },

    async list(p: Principal) {
      const scope = scopeOf(p);
      const rows = await repo.list(scope.kind === 'company' ? scope.customerId : undefined);
      return { data: rows.map(present), count: rows.length };
    },

    async get(p: Principal, id: number) {
      return { data: present(await visible(p, id)) };
    },

    /** POST /webhooks: the secret is in this answer only. */
    async create(p: Principal, input: WebhookCreateInput) {
      const scope = scopeOf(p);
      await checkUrl(input.url);
      let customerId: number | null;
      if (scope.kind === 'company') customerId = scope.customerId;
      else {
        customerId = input.customer_id ?? null;
        if (customerId !== null && !(await repo.customerExists(customerId))) {
          throw unprocessable('webhook.customer_required', M.customerRequired, [{ field: 'customer_id', message: M.customerRequired }]);
        }
      }
      const secret = newWebhookSecret();
      const row = await repo.insert({
        customer_id: customerId,
        owner_account_id: p.accountId,
        url: input.url,
        description: input.description ?? '',
        events: [...new Set(input.events)],
        secret,
      });
      noteAudit({ action: 'webhooks.create', subject: endpointSubject(row), changes: diffFields(null, row, ENDPOINT_FIELDS) });
      return { message: 'Webhook endpoint added', data: { ...present(row), secret } };
    },

    async update(p: Principal, id: number, input: WebhookUpdateInput) {
      const current = await visible(p, id);
      if (input.url !== undefined) await checkUrl(input.url);
      const values: Partial<EndpointRecord> = {};
      if (input.url !== undefined) values.url = input.url;
      if (input.description !== undefined) values.description = input.description;
      if (input.events !== undefined) values.events = [...new Set(input.events)];
      if (input.enabled !== undefined && input.enabled !== current.enabled) {
        values.enabled = input.enabled;
        values.disabled_reason = null;
        // re-enabled: the failure streak starts again
        values.failing_since = null;
      }
      const row = await repo.update(id, values);
      if (!row) throw notFound('webhook.not_found', M.notFound);
      noteAudit({ action: 'webhooks.update', subject: endpointSubject(row), changes: diffFields(current, row, ENDPOINT_FIELDS) });
      return { message: 'Webhook endpoint updated', data: present(row) };
    },

    /**
     * POST /webhooks/{id}/secret: a new signing secret, in this answer only; the replaced one keeps signing beside it
     * for the overlap, so the receiver can switch without refusing a message.
     */
    async rotateSecret(p: Principal, id: number, input: WebhookSecretRotationInput) {
      const current = await visible(p, id);
      const secret = newWebhookSecret();
      const until = input.overlap_hours > 0 ? new Date(now().getTime() + input.overlap_hours * 3_600_000) : null;
      const row = await repo.update(id, {
        secret,
        previous_secret: until ? current.secret : null,
        previous_secret_until: until,
      });
      if (!row) throw notFound('webhook.not_found', M.notFound);
      noteAudit({
        action: 'webhooks.secret_rotate',
        subject: endpointSubject(row),
        // never the secrets: only that it changed, and how long the old one still signs
        changes: { secret: { from: '[secret]', to: '[secret]' }, previous_secret_until: { to: until?.toISOString() ?? null } },
      });
      return { message: 'Signing secret replaced', data: { ...present(row), secret } };
    },

    async remove(p: Principal, id: number) {
      const current = await visible(p, id);
      await repo.remove(id);
      noteAudit({ action: 'webhooks.delete', subject: endpointSubject(current), changes: diffFields(current, null, ENDPOINT_FIELDS) });
      return { message: 'Webhook endpoint deleted' };
    },

    async deliveries(p: Principal, id: number, q: WebhookDeliveryListQuery) {
      await visible(p, id);
      const since = q.updated_since ? new Date(q.updated_since) : undefined;
      const { data, count } = await repo.deliveries(id, q.page, q.limit, since);
      return {
        count,
        data: data.map((r) => ({
          id: r.id,
          message_id: r.message_id,
          event: r.event,
          status: r.status,
          attempt_count: r.attempts,
          next_attempt_at: r.next_attempt_at,
          subject: r.subject,
          createdAt: r.createdAt,
          updatedAt: r.updatedAt,
          payload: r.payload,
          attempts: r.attempts_list.map((a) => ({
            id: a.id,
            event: r.event,
            status_code: a.status_code,
            duration_ms: a.duration_ms,
            response_excerpt: a.response_excerpt,
            error: a.error,
            attempted_at: a.attempted_at,
          })),
        })),
      };
    },

    /** POST …/deliveries/{delivery_id}/retry: one more attempt now (the same webhook-id). */
    async retry(p: Principal, id: number, deliveryId: number) {
      const endpoint = await visible(p, id);
      const delivery = await repo.findDelivery(id, deliveryId);
      if (!delivery) throw notFound('webhook.delivery_not_found', M.deliveryNotFound);
      if (!endpoint.enabled) throw unprocessable('webhook.disabled', M.disabled);
      await repo.requeue(deliveryId, now());
      await engine.queue([deliveryId]);
      return { message: 'Delivery queued' };
    },

    /**
     * Sends the endpoint the logged events of [from, to] again (those it listens to and may see), as new deliveries
     * with the events' own message ids; a range that begins before the retention starts at what is kept.
     */
    async replay(p: Principal, id: number, input: WebhookReplayInput) {
      const endpoint = await visible(p, id);
      if (!endpoint.enabled) throw unprocessable('webhook.disabled', M.disabled);
      const result = await engine.replay(endpoint, new Date(input.from), new Date(input.to), WEBHOOK_REPLAY_MAX_EVENTS);
      if (result.tooMany) throw unprocessable('webhook.replay_too_many', M.replayTooMany);
      noteAudit({
        action: 'webhooks.replay',
        subject: endpointSubject(endpoint),
        changes: { from: { to: input.from }, to: { to: input.to }, events: { to: result.count } },
      });
      return { message: M.replayQueued, data: { events: result.count, retention_days: engine.eventRetentionDays } };
    },

    /** The account that made them was disabled, terminated or deleted: its enabled endpoints stop; how many. */
    async stopOwnedBy(accountId: number): Promise<number> {
      let stopped = 0;
      for (const id of await repo.enabledOwnedBy(accountId)) {
        if (await repo.disable(id, 'The account that made this endpoint was disabled or deleted')) stopped++;
      }
      return stopped;
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
