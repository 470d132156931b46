import { and, count, desc, eq, like, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { customers } from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';
import { type TrafficAlertRow, trafficAlerts } from './schema.ts';

/** Staff see every company's alerts (or one's), a customer its own. */
export interface AlertScope {
  customerId: number | null;
}

export interface AlertFilters {
  state?: string | undefined;
  kind?: string | undefined;
  customerId?: number | undefined;
  serviceNumber?: string | undefined;
}

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

    async find(id: number, scope: AlertScope): Promise<AlertWithCompany | undefined> {
      const [row] = await db
        .select(ROW)
        .from(trafficAlerts)
        .innerJoin(customers, eq(customers.id, trafficAlerts.customer_id))
        .where(and(eq(trafficAlerts.id, id), scope.customerId !== null ? eq(trafficAlerts.customer_id, scope.customerId) : undefined));
      return row as AlertWithCompany | undefined;
    },

    /** The number's alert of this kind that is not resolved, locked for the update that follows. */
    async live(inventoryNumberId: number, kind: string): Promise<TrafficAlertRow | undefined> {
      const [row] = await db
        .select()
        .from(trafficAlerts)
        .where(
          and(eq(trafficAlerts.inventory_number_id, inventoryNumberId), eq(trafficAlerts.kind, kind), ne(trafficAlerts.state, 'resolved')),
        )
        .for('update');
      return row;
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

    /** Alerts not resolved whose last crossing is older than `before`. */
    async quietSince(before: Date): Promise<TrafficAlertRow[]> {
      return db
        .select()
        .from(trafficAlerts)
        .where(and(ne(trafficAlerts.state, 'resolved'), lt(trafficAlerts.last_hour, before)))
        .orderBy(trafficAlerts.id)
        .limit(1000);
    },
  };
}

export const trafficRepository = (db: Db) => transactional(db, queries);
export type TrafficRepository = ReturnType<typeof trafficRepository>;
