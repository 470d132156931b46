import {
  type EventCatalogue,
  nextRetryDelay,
  shouldDisableEndpoint,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_RETRY_DELAYS,
  webhookSubject,
} from '@gsn/domain';
import type { Db } from '../../db/connect.ts';
import type { Events } from '../../lib/events.ts';
import { semaphore } from '../../lib/concurrency.ts';
import { type Metrics, noMetrics } from '../../lib/metrics.ts';
import type { Outbox } from '../../lib/outbox.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { newMessageId, type SendResult, sendWebhook } from './webhooks-sender.ts';
import type { ClaimedDelivery, EndpointRecord, WebhooksRepository } from './webhooks-repository.ts';

export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';
export const WEBHOOK_DISPATCH_JOB = 'webhooks.dispatch';
export const WEBHOOK_EVENT_PURGE_JOB = 'webhooks.purge-events';

/** The outbox topic of webhook events (written with the change, stored as deliveries after its commit). */
const WEBHOOK_EVENT_TOPIC = 'webhooks.event';

export interface WebhooksServiceDeps {
  repo: WebhooksRepository;
  /** The webhook events the modules contribute (the services' `eventCatalogue`): any other is refused when sent. */
  catalogue?: Pick<EventCatalogue, 'webhookNames' | 'webhooks'>;
  /** Events are written to the outbox (with the change, or on their own) and stored as deliveries from there. */
  outbox: Outbox;
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  /** The administrator's setting `webhooks_allow_private_addresses` (tests enable it). */
  allowPrivate: () => Promise<boolean>;
  publicUrl: string;
  log: { error: (o: object, m: string) => void; info?: (o: object, m: string) => void };
  /** The clock (a test clock in the tests). */
  now?: () => Date;
  /** Seconds between attempts (WEBHOOK_RETRY_DELAYS). */
  retryDelays?: readonly number[];
  /** An endpoint failing for this long is disabled (WEBHOOK_DISABLE_AFTER_MS). */
  disableAfterMs?: number;
  /** Per attempt (10 s). */
  timeoutMs?: number;
  /** Days the event log keeps an event for replays (WEBHOOK_EVENT_RETENTION_DAYS, 30). */
  eventRetentionDays?: number;
  /** How long a taken delivery stays with its taker before another may take it again. */
  leaseMs?: number;
  /** The HTTP send (replaceable in tests). */
  send?: typeof sendWebhook;
  /** Where each attempt's outcome is counted (the Prometheus metrics when enabled). */
  metrics?: Metrics;
  /** Attempts to one endpoint at once in this instance (WEBHOOK_PER_ENDPOINT); the others wait their turn. */
  perEndpoint?: number;
}

/** Attempts this instance makes at once in all (the delivery queue's lanes), and to one endpoint. */
export const WEBHOOK_LANES = 32;
export const WEBHOOK_PER_ENDPOINT = 4;

/**
 * The delivery engine (docs/webhooks.md, Delivery): events stored as one delivery per listening endpoint (the outbox's
 * handler), each attempt a signed POST in a lane of this instance — 32 at once, at most 4 to one endpoint, whose lanes
 * take its due deliveries one after another — retries queued for their time, the minute's dispatcher for anything
 * due that has no job, an endpoint that only failed for days disabled and its owner mailed.
 */
export function webhooksDelivery(d: WebhooksServiceDeps) {
  const { repo } = d;
  const now = d.now ?? (() => new Date());
  const delays = d.retryDelays ?? WEBHOOK_RETRY_DELAYS;
  const disableAfter = d.disableAfterMs ?? WEBHOOK_DISABLE_AFTER_MS;
  const timeoutMs = d.timeoutMs ?? 10_000;
  const leaseMs = d.leaseMs ?? 5 * 60_000;
  const eventRetentionDays = d.eventRetentionDays ?? 30;
  const send = d.send ?? sendWebhook;
  const metrics = d.metrics ?? noMetrics;
  const base = d.publicUrl.replace(/\/+$/, '');
  const perEndpoint = d.perEndpoint ?? WEBHOOK_PER_ENDPOINT;
  // attempts in flight per endpoint in this instance: a slow or dead receiver holds its own share of the lanes only
  const inFlight = new Map<number, number>();
  // attempts under way in this instance at once, all endpoints together
  const lanes = semaphore(WEBHOOK_LANES);
  // the lanes at work (a stop lets them finish their attempt, and take no next one)
  const running = new Set<Promise<void>>();
  let stopping = false;

  async function queue(ids: number[], startAfterSeconds?: number) {
    try {
      await d.jobs.sendMany(
        WEBHOOK_DELIVER_JOB,
        ids.map((id) => ({ id })),
        startAfterSeconds ? { startAfterSeconds } : undefined,
      );
    } catch (err) {
      // the deliveries are stored: the dispatcher takes them on its next round
      d.log.error({ err, deliveries: ids.length }, 'webhook jobs not queued');
    }
  }

  async function disable(endpointId: number, reason: string) {
    if (!(await repo.disable(endpointId, reason))) return;
    const email = await repo.ownerEmail(endpointId);
    if (!email) return;
    await d.mailer
      .send({
        to: email,
        subject: 'A webhook endpoint was disabled',
        text: `${reason}\n\nRe-enable it once it answers again: ${base}/portal/administration/webhooks\n`,
      })
      .catch((err: unknown) => d.log.error({ err, endpoint: endpointId }, 'webhook disabled mail failed'));
  }

  /**
   * A delivery of a subject has succeeded or failed for good: the next one of its subject, held back until now and
   * due, goes at once instead of on the dispatcher's next round.
   */
  async function releaseNext(delivery: ClaimedDelivery['delivery']) {
    if (!delivery.subject) return;
    const next = await repo.nextInLine(delivery.endpoint_id, delivery.subject, now());
    if (next !== undefined) await queue([next]);
  }

  /** One attempt of a taken delivery: records it and decides what comes next. */
  async function attempt({ delivery, endpoint }: ClaimedDelivery): Promise<SendResult | null> {
    if (!endpoint.enabled) {
      await repo.recordAttempt(
        delivery.id,
        { status_code: null, duration_ms: 0, error: 'endpoint disabled', attempted_at: now() },
        { status: 'failed', attempts: delivery.attempts, next_attempt_at: null },
      );
      // no request went out, but the delivery ends failed for good
      metrics.webhookDelivery('failed-final');
      return null;
    }
    const at = now();
    const timestamp = Math.floor(at.getTime() / 1000);
    // fixed when the event occurred: every attempt sends the same bytes (the webhook-timestamp header is the attempt's)
    const body = JSON.stringify({ type: delivery.event, timestamp: delivery.createdAt.toISOString(), data: delivery.payload });
    const overlapping = endpoint.previous_secret && endpoint.previous_secret_until && endpoint.previous_secret_until > at;
    const result = await send({
      url: endpoint.url,
      secret: endpoint.secret,
      previousSecret: overlapping ? endpoint.previous_secret : null,
      messageId: delivery.message_id,
      timestamp,
      body,
      timeoutMs,
      allowPrivate: await d.allowPrivate(),
    });
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const attempts = delivery.attempts + 1;
    const row = {
      status_code: result.statusCode,
      duration_ms: result.durationMs,
      response_excerpt: result.excerpt,
      error: result.error,
      attempted_at: at,
    };
    if (ok) {
      await repo.recordAttempt(delivery.id, row, { status: 'succeeded', attempts, next_attempt_at: null });
      metrics.webhookDelivery('succeeded');
      if (endpoint.failing_since) await repo.markEndpointHealthy(endpoint.id);
      await releaseNext(delivery);
      return result;
    }
    const delay = nextRetryDelay(attempts, delays);
    await repo.recordAttempt(
      delivery.id,
      row,
      delay === null
        ? { status: 'failed', attempts, next_attempt_at: null }
        : { status: 'pending', attempts, next_attempt_at: new Date(now().getTime() + delay * 1000) },
    );
    metrics.webhookDelivery(delay === null ? 'failed-final' : 'failed-retry');
    // the next attempt on its schedule, not on the dispatcher's next round (which still catches any job lost)
    if (delay === null) await releaseNext(delivery);
    else await queue([delivery.id], delay);
    const since = await repo.markEndpointFailing(endpoint.id, at);
    if (shouldDisableEndpoint(since, now(), disableAfter)) {
      const days = Math.round(disableAfter / 86_400_000);
      await disable(
        endpoint.id,
        `The webhook endpoint ${endpoint.url} was disabled: every delivery to it failed for ${days} day(s) (last: ${
          result.statusCode ?? result.error ?? 'no answer'
        }).`,
      );
    }
    return result;
  }

  /** Takes a share of the endpoint's attempts (false when its share is taken); `freeShare` gives it back. */
  function takeShare(endpointId: number): boolean {
    const busy = inFlight.get(endpointId) ?? 0;
    if (busy >= perEndpoint) return false;
    inFlight.set(endpointId, busy + 1);
    return true;
  }
  function freeShare(endpointId: number) {
    const left = (inFlight.get(endpointId) ?? 1) - 1;
    if (left > 0) inFlight.set(endpointId, left);
    else inFlight.delete(endpointId);
  }

  /**
   * Attempts the delivery now if it is due and nobody else holds it. Never throws (a job). The job ends once the
   * delivery is taken (leased) and has a lane: the attempt runs on in the background, so a slow receiver never holds
   * the queue's next fetch; a crash mid-attempt leaves the lease, and the dispatcher queues it again when the lease
   * ends. A delivery whose endpoint already has its share of attempts under way is left where it is: the endpoint's
   * lanes take its due deliveries one after another (`drain`). In inline mode (tests) the attempts are awaited.
   */
  async function deliver(id: number): Promise<void> {
    try {
      const endpointId = await repo.deliveryEndpoint(id);
      if (endpointId === undefined || !takeShare(endpointId)) return;
      let claimed: ClaimedDelivery | undefined;
      try {
        const t = now();
        [claimed] = await repo.transaction((tx) => tx.claim(t, new Date(t.getTime() + leaseMs), { id, limit: 1 }));
      } finally {
        if (!claimed) freeShare(endpointId);
      }
      if (!claimed) return;
      const freeLane = await lanes.acquire();
      const work = drain(endpointId, claimed).finally(() => {
        freeShare(endpointId);
        freeLane();
        running.delete(work);
      });
      running.add(work);
      if (d.jobs.mode === 'inline') await work;
    } catch (err) {
      d.log.error({ err, delivery: id }, 'webhook delivery failed');
    }
  }

  /** One lane of an endpoint: the taken delivery's attempt, then the endpoint's next due one, until none is left. */
  async function drain(endpointId: number, first: ClaimedDelivery): Promise<void> {
    let current: ClaimedDelivery | undefined = first;
    while (current) {
      const id = current.delivery.id;
      try {
        await attempt(current);
      } catch (err) {
        // the endpoint was deleted while its delivery was under way: nothing is left to record
        if (await repo.deliveryEndpoint(id).catch(() => null)) d.log.error({ err, delivery: id }, 'webhook delivery failed');
      }
      if (stopping) return;
      const t = now();
      [current] = await repo
        .transaction((tx) => tx.claim(t, new Date(t.getTime() + leaseMs), { endpointId, limit: 1 }))
        .catch(() => [] as ClaimedDelivery[]);
    }
  }

  /**
   * The minute's dispatcher: queues the first due deliveries of each endpoint (a retry whose job was lost, those left
   * waiting while the endpoint was busy), up to its share; the lanes they start take the endpoint's other due ones.
   * Answers how many it queued. In inline mode (tests) the jobs run at once, in this call.
   */
  async function dispatchDue(limit = 1000): Promise<number> {
    const ids = await repo.dueIds(now(), perEndpoint, limit);
    await queue(ids);
    return ids.length;
  }

  // many lanes: deliveries to different endpoints go out side by side (each endpoint within its share)
  d.jobs.define<{ id: number }>(WEBHOOK_DELIVER_JOB, ({ id }) => deliver(id), {
    batchSize: WEBHOOK_LANES,
    concurrency: WEBHOOK_LANES,
    pollingIntervalSeconds: 0.5,
  });
  d.jobs.define(WEBHOOK_DISPATCH_JOB, async () => void (await dispatchDue()));
  d.jobs.every(WEBHOOK_DISPATCH_JOB, '* * * * *');

  /**
   * Logs the event and stores one delivery per listening endpoint, in one transaction (the outbox's handler: throws to
   * retry, so neither is written twice), then queues their first attempts. Every delivery of an event carries the
   * event's message id, as a replay of it does.
   */
  async function store(type: string, companyId: number | null, payload: Record<string, unknown>) {
    const t = now();
    const json = JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
    const messageId = newMessageId();
    const rows = await repo.transaction(async (tx) => {
      await tx.logEvent({ message_id: messageId, event: type, customer_id: companyId, payload: json });
      const endpoints = await tx.subscribers(type, companyId);
      return tx.insertDeliveries(
        endpoints.map((e) => ({
          endpoint_id: e.id,
          message_id: messageId,
          event: type,
          payload: json,
          subject: webhookSubject(json),
          next_attempt_at: t,
        })),
      );
    });
    await queue(rows.map((r) => r.id));
  }

  /** Sends the endpoint the logged events of [from, to] again (new deliveries, the events' own message ids). */
  async function replay(endpoint: Pick<EndpointRecord, 'id' | 'events' | 'customer_id'>, from: Date, to: Date, max: number) {
    const events = await repo.eventsFor(endpoint, from, to, max + 1);
    if (events.length > max) return { tooMany: true as const };
    const t = now();
    const rows = await repo.insertDeliveries(
      events.map((e) => ({
        endpoint_id: endpoint.id,
        message_id: e.message_id,
        event: e.event,
        payload: e.payload,
        subject: webhookSubject(e.payload),
        next_attempt_at: t,
        // the body's `timestamp` is the event's time: a replayed message is the same bytes as the first one
        createdAt: e.occurred_at,
      })),
    );
    await queue(rows.map((r) => r.id));
    return { tooMany: false as const, count: rows.length };
  }

  /** Forgets logged events older than the retention (daily). */
  d.jobs.define(WEBHOOK_EVENT_PURGE_JOB, () => repo.purgeEvents(new Date(now().getTime() - eventRetentionDays * 86_400_000)));
  d.jobs.every(WEBHOOK_EVENT_PURGE_JOB, '41 3 * * *');

  d.outbox.on<{ type: string; company: number | null; payload: Record<string, unknown> }>(WEBHOOK_EVENT_TOPIC, (m) =>
    store(m.type, m.company, m.payload),
  );

  /** An event no module contributes would reach no endpoint (none can subscribe to it): a mistake in the sender. */
  const known = (type: string) => {
    if (d.catalogue && !d.catalogue.webhookNames.includes(type)) {
      throw new Error(`webhook event ${type} is contributed by no module (its manifest's events)`);
    }
  };
  const events: Events = {
    record: async (tx, type, company, payload) => {
      known(type);
      return d.outbox.add(tx, WEBHOOK_EVENT_TOPIC, { type, company, payload });
    },
    async emit(type, company, payload) {
      try {
        known(type);
        await d.outbox.deliver([await d.outbox.add(d.db, WEBHOOK_EVENT_TOPIC, { type, company, payload })]);
      } catch (err) {
        d.log.error({ err, event: type }, 'webhook event not stored');
      }
    },
  };

  return {
    events,
    deliver,
    dispatchDue,
    queue,
    replay,
    eventRetentionDays,

    /**
     * On stop (after the job queue stopped): the attempts under way finish (each within its timeout), no lane takes
     * another; what is left is due for any instance's lanes.
     */
    async settle(): Promise<void> {
      stopping = true;
      await Promise.allSettled([...running]);
    },
  };
}
