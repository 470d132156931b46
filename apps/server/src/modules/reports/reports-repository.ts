import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { orders } from '../../db/schema.ts';
import { type CallFilter, type CallScope, scopeAndFilter } from '../calls/index.ts';

/** The order overview's filters: a company (staff) and a jurisdiction (case-insensitive, as on the orders list). */
export type OrderCountFilter = Pick<CallFilter, 'customerId' | 'customerCode' | 'jurisdiction'>;

/** The order overview (spec 2 §2 Reports): the only SQL of the reports module; call statistics are in modules/calls. */
export function reportsRepository(db: Db) {
  return {
    /** Orders per service type over the visible orders (types without orders are absent). */
    async orderCounts(scope: CallScope, f: OrderCountFilter): Promise<{ service_type: string; count: number }[]> {
      return db
        .select({ service_type: orders.service_type, count: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            scopeAndFilter({ customer_id: orders.customer_id }, scope, { customerId: f.customerId, customerCode: f.customerCode }),
            f.jurisdiction ? sql`lower(${orders.jurisdiction}) = lower(${f.jurisdiction})` : undefined,
          ),
        )
        .groupBy(orders.service_type);
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
