import { and, count, desc, eq, gt, inArray, isNotNull, isNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { customers, inventoryNumbers } from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';
import { type TrafficAlertRow, trafficAlerts, trafficMutes, trafficSettings } from './schema.ts';

/** The transaction-level advisory lock the raising of alerts takes (one evaluation at a time opens or updates alerts). */
const TRAFFIC_RAISE_LOCK = 715_530;

/** Staff see every company's alerts (or one's), a customer its own. */
export interface AlertScope {
  customerId: number | null;
}

export interface AlertFilters {
  state?: string | undefined;
  kind?: string | undefined;
  customerId?: number | undefined;
  serviceNumber?: string | undefined;
  /** `company`: the alerts on companies' numbers summed; `number`: on one number each. */
  scope?: 'number' | 'company' | undefined;
}

/** An alert's identity while not resolved: its company, its number (none: the company's numbers summed), its kind. */
export const liveKey = (a: { customer_id: number; inventory_number_id: number | null; kind: string }) =>
  `${a.customer_id} ${a.inventory_number_id ?? '-'} ${a.kind}`;

const ROW = { alert: trafficAlerts, customer_name: customers.name };
export type AlertWithCompany = { alert: TrafficAlertRow; customer_name: string };

function queries(db: Db) {
  const where = (scope: AlertScope, f: AlertFilters): SQL | undefined =>
    and(
      scope.customerId !== null ? eq(trafficAlerts.customer_id, scope.customerId) : undefined,
      f.customerId !== undefined ? eq(trafficAlerts.customer_id, f.customerId) : undefined,
      f.state ? eq(trafficAlerts.state, f.state) : undefined,
      f.kind ? eq(trafficAlerts.kind, f.kind) : undefined,
      f.serviceNumber ? like(trafficAlerts.service_number, `${f.serviceNumber.replace(/[%_\\]/g, '')}%`) : undefined,
      f.scope === 'company' ? isNull(trafficAlerts.inventory_number_id) : undefined,
      f.scope === 'number' ? isNotNull(trafficAlerts.inventory_number_id) : undefined,
    );
  return {
    async list(scope: AlertScope, f: AlertFilters, page: { limit: number; offset: number }) {
      const w = where(scope, f);
      const [rows, [total]] = await Promise.all([
        db
          .select(ROW)
          .from(trafficAlerts)
          .innerJoin(customers, eq(customers.id, trafficAlerts.customer_id))
          .where(w)
          .orderBy(desc(trafficAlerts.opened_at), desc(trafficAlerts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(trafficAlerts).where(w),
      ]);
      return { rows: rows as AlertWithCompany[], count: Number(total?.n ?? 0) };
    },

    async countOpen(scope: AlertScope): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(trafficAlerts)
        .where(
          and(ne(trafficAlerts.state, 'resolved'), scope.customerId !== null ? eq(trafficAlerts.customer_id, scope.customerId) : undefined),
        );
      return Number(row?.n ?? 0);
    },

    async find(id: number, scope: AlertScope): Promise<AlertWithCompany | undefined> {
      const [row] = await db
        .select(ROW)
        .from(trafficAlerts)
        .innerJoin(customers, eq(customers.id, trafficAlerts.customer_id))
        .where(and(eq(trafficAlerts.id, id), scope.customerId !== null ? eq(trafficAlerts.customer_id, scope.customerId) : undefined));
      return row as AlertWithCompany | undefined;
    },

    /** Serialises the raising of alerts until the transaction ends. */
    async lockRaising(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${TRAFFIC_RAISE_LOCK})`);
    },

    /**
     * The alerts not yet resolved of these numbers (or, `inventory_number_id` null, of the company's numbers summed)
     * and kinds, by `liveKey`, locked for the updates that follow: one read for an evaluation's crossings.
     */
    async liveAmong(
      keys: readonly { customer_id: number; inventory_number_id: number | null; kind: string }[],
    ): Promise<Map<string, TrafficAlertRow>> {
      const numbers = [...new Set(keys.flatMap((k) => (k.inventory_number_id === null ? [] : [k.inventory_number_id])))];
      const companies = [...new Set(keys.flatMap((k) => (k.inventory_number_id === null ? [k.customer_id] : [])))];
      if (!keys.length) return new Map();
      const rows = await db
        .select()
        .from(trafficAlerts)
        .where(
          and(
            or(
              numbers.length ? inArray(trafficAlerts.inventory_number_id, numbers) : undefined,
              companies.length ? and(inArray(trafficAlerts.customer_id, companies), isNull(trafficAlerts.inventory_number_id)) : undefined,
            ),
            inArray(trafficAlerts.kind, [...new Set(keys.map((k) => k.kind))]),
            ne(trafficAlerts.state, 'resolved'),
          ),
        )
        .for('update');
      return new Map(rows.map((r) => [liveKey(r), r]));
    },

    async insert(row: typeof trafficAlerts.$inferInsert): Promise<TrafficAlertRow> {
      const [created] = await db.insert(trafficAlerts).values(row).returning();
      return created!;
    },

    async update(id: number, patch: Partial<typeof trafficAlerts.$inferInsert>): Promise<TrafficAlertRow> {
      const [row] = await db
        .update(trafficAlerts)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(trafficAlerts.id, id))
        .returning();
      return row!;
    },

    async settings(customerId: number) {
      const [row] = await db.select().from(trafficSettings).where(eq(trafficSettings.customer_id, customerId));
      return row;
    },

    async saveSettings(
      customerId: number,
      values: { thresholds: Record<string, number> | null; quiet_hours: number | null },
      accountId: number,
    ) {
      await db
        .insert(trafficSettings)
        .values({ customer_id: customerId, ...values, updated_by: accountId })
        .onConflictDoUpdate({ target: trafficSettings.customer_id, set: { ...values, updated_by: accountId, updatedAt: new Date() } });
    },

    async customerExists(id: number): Promise<boolean> {
      return (await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id))).length > 0;
    },

    /** The inventory number of a service number that a customer holds. */
    async heldNumber(serviceNumber: string) {
      const [row] = await db
        .select({ id: inventoryNumbers.id, customer_id: inventoryNumbers.customer_id, service_number: inventoryNumbers.service_number })
        .from(inventoryNumbers)
        .where(eq(inventoryNumbers.service_number, serviceNumber));
      return row?.customer_id ? { ...row, customer_id: row.customer_id } : undefined;
    },

    async insertMute(row: typeof trafficMutes.$inferInsert) {
      const [created] = await db.insert(trafficMutes).values(row).returning();
      return created!;
    },

    /** Mutes in force (one company's, or every company's). */
    async activeMutes(customerId: number | null, at: Date) {
      return db
        .select()
        .from(trafficMutes)
        .where(and(gt(trafficMutes.until, at), customerId !== null ? eq(trafficMutes.customer_id, customerId) : undefined))
        .orderBy(trafficMutes.until, trafficMutes.id);
    },

    /** Of these numbers, those muted at `at`. */
    async mutedAmong(numberIds: number[], at: Date): Promise<Set<number>> {
      if (!numberIds.length) return new Set();
      const rows = await db
        .select({ id: trafficMutes.inventory_number_id })
        .from(trafficMutes)
        .where(and(inArray(trafficMutes.inventory_number_id, numberIds), gt(trafficMutes.until, at)));
      return new Set(rows.map((r) => r.id));
    },

    async endMute(id: number): Promise<typeof trafficMutes.$inferSelect | undefined> {
      const [row] = await db.update(trafficMutes).set({ until: new Date() }).where(eq(trafficMutes.id, id)).returning();
      return row;
    },

    /** Alerts not resolved whose last crossing is at least their company's quiet hours (else `defaultHours`) before `upTo`. */
    async quietSince(upTo: Date, defaultHours: number): Promise<TrafficAlertRow[]> {
      const rows = await db
        .select({ alert: trafficAlerts })
        .from(trafficAlerts)
        .leftJoin(trafficSettings, eq(trafficSettings.customer_id, trafficAlerts.customer_id))
        .where(
          and(
            ne(trafficAlerts.state, 'resolved'),
            sql`${trafficAlerts.last_hour} <= ${upTo.toISOString()}::timestamptz - make_interval(hours => coalesce(${trafficSettings.quiet_hours}, ${defaultHours}::int))`,
          ),
        )
        .orderBy(trafficAlerts.id)
        .limit(1000);
      return rows.map((r) => r.alert);
    },
  };
}

export const trafficRepository = (db: Db) => transactional(db, queries);
export type TrafficRepository = ReturnType<typeof trafficRepository>;
