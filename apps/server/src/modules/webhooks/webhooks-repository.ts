import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { accounts, customers, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';

export type EndpointRecord = typeof webhookEndpoints.$inferSelect;
export type DeliveryRecord = typeof webhookDeliveries.$inferSelect;
export type AttemptRecord = typeof webhookAttempts.$inferSelect;
export type NewEndpoint = typeof webhookEndpoints.$inferInsert;
export type NewDelivery = Pick<
  typeof webhookDeliveries.$inferInsert,
  'endpoint_id' | 'message_id' | 'event' | 'payload' | 'next_attempt_at' | 'subject'
>;

/** An earlier delivery of the same endpoint and subject (the claim's ordering check). */
const earlier = alias(webhookDeliveries, 'earlier');

/** A delivery taken by the dispatcher, with what it needs to send. */
export interface ClaimedDelivery {
  delivery: DeliveryRecord;
  endpoint: Pick<EndpointRecord, 'id' | 'url' | 'secret' | 'previous_secret' | 'previous_secret_until' | 'enabled' | 'failing_since'>;
}

/** Pending, due, and not held back by an earlier pending delivery of its endpoint and subject. */
function dueNow(db: Db, now: Date, only: { id?: number; endpointId?: number } = {}) {
  return and(
    eq(webhookDeliveries.status, 'pending'),
    lte(webhookDeliveries.next_attempt_at, now),
    only.id === undefined ? undefined : eq(webhookDeliveries.id, only.id),
    only.endpointId === undefined ? undefined : eq(webhookDeliveries.endpoint_id, only.endpointId),
    // null subjects never match (= is not true for null): nothing holds them back
    notExists(
      db
        .select({ one: sql`1` })
        .from(earlier)
        .where(
          and(
            eq(earlier.endpoint_id, webhookDeliveries.endpoint_id),
            eq(earlier.subject, webhookDeliveries.subject),
            eq(earlier.status, 'pending'),
            lt(earlier.id, webhookDeliveries.id),
          ),
        ),
    ),
  );
}

function webhooksQueries(db: Db) {
  return {
    /** Endpoints of one company (customerId), or every endpoint (undefined); newest first. */
    async list(customerId: number | undefined): Promise<EndpointRecord[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(customerId === undefined ? undefined : eq(webhookEndpoints.customer_id, customerId))
        .orderBy(desc(webhookEndpoints.id));
    },

    async find(id: number): Promise<EndpointRecord | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row;
    },

    async insert(row: NewEndpoint): Promise<EndpointRecord> {
      const [created] = await db.insert(webhookEndpoints).values(row).returning();
      return created!;
    },

    async update(id: number, values: Partial<NewEndpoint>): Promise<EndpointRecord | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return row;
    },

    async remove(id: number): Promise<void> {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    /** Enabled endpoints subscribed to the event that hear the company (or every company). */
    async subscribers(event: string, companyId: number | null): Promise<Pick<EndpointRecord, 'id'>[]> {
      return db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.enabled, true),
            sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
            companyId === null
              ? isNull(webhookEndpoints.customer_id)
              : or(isNull(webhookEndpoints.customer_id), eq(webhookEndpoints.customer_id, companyId)),
          ),
        );
    },

    /** Writes an event to the log (once, whether or not an endpoint listens). */
    async logEvent(row: { message_id: string; event: string; customer_id: number | null; payload: Record<string, unknown> }) {
      await db.insert(webhookEvents).values(row);
    },

    /**
     * The logged events of [from, to] the endpoint listens to and may see (its company's, or every company's for a
     * staff endpoint), oldest first; at most `limit`.
     */
    eventsFor(endpoint: Pick<EndpointRecord, 'events' | 'customer_id'>, from: Date, to: Date, limit: number) {
      const e = webhookEvents;
      return db
        .select({ message_id: e.message_id, event: e.event, payload: e.payload, occurred_at: e.occurred_at })
        .from(e)
        .where(
          and(
            gte(e.occurred_at, from),
            lte(e.occurred_at, to),
            inArray(e.event, endpoint.events),
            endpoint.customer_id === null ? undefined : eq(e.customer_id, endpoint.customer_id),
          ),
        )
        .orderBy(asc(e.occurred_at), asc(e.id))
        .limit(limit);
    },

    /** Forgets the events older than `before`. */
    async purgeEvents(before: Date) {
      await db.delete(webhookEvents).where(lt(webhookEvents.occurred_at, before));
    },

    async insertDeliveries(rows: NewDelivery[]): Promise<{ id: number }[]> {
      if (!rows.length) return [];
      return db.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id });
    },

    /**
     * Takes due pending deliveries (one by id, or the oldest due ones), locked with `FOR UPDATE SKIP LOCKED`, and
     * moves their next attempt to `leaseUntil`: no other instance takes them meanwhile, and a crashed attempt is
     * made again after the lease (at-least-once). A delivery with a subject waits while an earlier one (lower id) of
     * its endpoint with the same subject is still pending, leased or not: one order's messages go out in order. Call
     * inside a transaction.
     */
    async claim(now: Date, leaseUntil: Date, opts: { id?: number; endpointId?: number; limit: number }): Promise<ClaimedDelivery[]> {
      const due = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(dueNow(db, now, opts))
        .orderBy(webhookDeliveries.next_attempt_at, webhookDeliveries.id)
        .limit(opts.limit)
        .for('update', { skipLocked: true });
      if (!due.length) return [];
      const ids = due.map((d) => d.id);
      await db.update(webhookDeliveries).set({ next_attempt_at: leaseUntil }).where(inArray(webhookDeliveries.id, ids));
      const rows = await db
        .select({
          delivery: webhookDeliveries,
          endpoint: {
            id: webhookEndpoints.id,
            url: webhookEndpoints.url,
            secret: webhookEndpoints.secret,
            previous_secret: webhookEndpoints.previous_secret,
            previous_secret_until: webhookEndpoints.previous_secret_until,
            enabled: webhookEndpoints.enabled,
            failing_since: webhookEndpoints.failing_since,
          },
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
        .where(inArray(webhookDeliveries.id, ids))
        .orderBy(webhookDeliveries.id);
      return rows;
    },

    /**
     * The first pending delivery of an endpoint's subject (the one next in line once an earlier one has succeeded or
     * failed for good), if it is due.
     */
    async nextInLine(endpointId: number, subject: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .select({ id: webhookDeliveries.id, next_attempt_at: webhookDeliveries.next_attempt_at })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpoint_id, endpointId),
            eq(webhookDeliveries.subject, subject),
            eq(webhookDeliveries.status, 'pending'),
          ),
        )
        .orderBy(webhookDeliveries.id)
        .limit(1);
      return row?.next_attempt_at && row.next_attempt_at <= now ? row.id : undefined;
    },

    /** Records an attempt and the delivery's new state. */
    /** The first due deliveries of each endpoint (the dispatcher queues them; each is taken when its job runs). */
    async dueIds(now: Date, perEndpoint: number, limit: number): Promise<number[]> {
      // an endpoint's lanes take its due deliveries one after another: its first `perEndpoint` start them
      const ranked = db
        .select({
          id: webhookDeliveries.id,
          rank: sql<number>`row_number() over (partition by ${webhookDeliveries.endpoint_id} order by ${webhookDeliveries.next_attempt_at}, ${webhookDeliveries.id})`.as(
            'rank',
          ),
        })
        .from(webhookDeliveries)
        .where(dueNow(db, now))
        .as('ranked');
      const rows = await db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, perEndpoint)).orderBy(ranked.id).limit(limit);
      return rows.map((r) => r.id);
    },

    /** The endpoint of a delivery (undefined once the delivery or its endpoint is gone). */
    async deliveryEndpoint(id: number): Promise<number | undefined> {
      const [row] = await db
        .select({ endpoint_id: webhookDeliveries.endpoint_id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, id));
      return row?.endpoint_id;
    },

    async recordAttempt(
      deliveryId: number,
      attempt: Omit<typeof webhookAttempts.$inferInsert, 'delivery_id'>,
      next: { status: 'pending' | 'succeeded' | 'failed'; attempts: number; next_attempt_at: Date | null },
    ): Promise<void> {
      await db.insert(webhookAttempts).values({ ...attempt, delivery_id: deliveryId });
      await db
        .update(webhookDeliveries)
        .set({ ...next, updatedAt: sql`now()` })
        .where(eq(webhookDeliveries.id, deliveryId));
    },

    /** A failed attempt starts the endpoint's failure streak (kept if one is running); a success ends it. */
    async markEndpointFailing(id: number, at: Date): Promise<Date | null> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ failing_since: sql`coalesce(${webhookEndpoints.failing_since}, ${at.toISOString()}::timestamptz)` })
        .where(eq(webhookEndpoints.id, id))
        .returning({ failing_since: webhookEndpoints.failing_since });
      return row?.failing_since ?? null;
    },

    async markEndpointHealthy(id: number): Promise<void> {
      await db.update(webhookEndpoints).set({ failing_since: null }).where(eq(webhookEndpoints.id, id));
    },

    /** Disables an enabled endpoint (true when this call did) and fails its pending deliveries. */
    async disable(id: number, reason: string): Promise<boolean> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ enabled: false, disabled_reason: reason, updatedAt: sql`now()` })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
        .returning({ id: webhookEndpoints.id });
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', next_attempt_at: null, updatedAt: sql`now()` })
        .where(and(eq(webhookDeliveries.endpoint_id, id), eq(webhookDeliveries.status, 'pending')));
      return row !== undefined;
    },

    /** The enabled endpoints the account made. */
    async enabledOwnedBy(accountId: number): Promise<number[]> {
      const rows = await db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.owner_account_id, accountId), eq(webhookEndpoints.enabled, true)));
      return rows.map((r) => r.id);
    },

    async customerExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
      return row !== undefined;
    },

    async ownerEmail(endpointId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ email: accounts.email })
        .from(webhookEndpoints)
        .innerJoin(accounts, eq(accounts.id, webhookEndpoints.owner_account_id))
        .where(eq(webhookEndpoints.id, endpointId));
      return row?.email;
    },

    /** An endpoint's deliveries, newest first, each with its attempts (oldest first). */
    async deliveries(
      endpointId: number,
      page: number,
      limit: number,
      updatedSince?: Date,
    ): Promise<{ data: (DeliveryRecord & { attempts_list: AttemptRecord[] })[]; count: number }> {
      const t = webhookDeliveries;
      const where = and(eq(t.endpoint_id, endpointId), updatedSince ? gte(t.updatedAt, updatedSince) : undefined);
      const [total] = await db.select({ n: count() }).from(t).where(where);
      const rows = await db
        .select()
        .from(t)
        .where(where)
        .orderBy(...(updatedSince ? [asc(t.updatedAt), asc(t.id)] : [desc(t.id)]))
        .limit(limit)
        .offset(page * limit);
      const attempts = rows.length
        ? await db
            .select()
            .from(webhookAttempts)
            .where(
              inArray(
                webhookAttempts.delivery_id,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(webhookAttempts.id)
        : [];
      return {
        data: rows.map((r) => ({ ...r, attempts_list: attempts.filter((a) => a.delivery_id === r.id) })),
        count: total?.n ?? 0,
      };
    },

    async findDelivery(endpointId: number, deliveryId: number): Promise<DeliveryRecord | undefined> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpoint_id, endpointId)));
      return row;
    },

    /** Makes a delivery due now (a manual retry). */
    async requeue(deliveryId: number, now: Date): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ status: 'pending', next_attempt_at: now, updatedAt: sql`now()` })
        .where(eq(webhookDeliveries.id, deliveryId));
    },
  };
}

export const webhooksRepository = (db: Db) => transactional(db, webhooksQueries);
export type WebhooksRepository = ReturnType<typeof webhooksRepository>;
