import { type DnisRow, type DnisUpdateInput, INVENTORY_COUNT_CAP } from '@gsn/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { customers, inventoryNumbers as inv } from '../../db/schema.ts';
import type { CountResult } from '../../db/paging.ts';
import { type InventoryFilter, type InventoryScope, inventoryConditions, inventoryRepository, scopeCondition } from '../inventory/index.ts';

const selection = {
  id: inv.id,
  service_number: inv.service_number,
  translation_termination_number: inv.translation_termination_number,
  translated_routing: inv.translated_routing,
  routing_vendor: inv.routing_vendor,
  ocn_for_customer: inv.ocn_for_customer,
  service_type: inv.service_type,
  jurisdiction: inv.jurisdiction,
  city: inv.city,
  customer_insight_code: customers.provider_insight_company_code,
  customer_name: customers.name,
  order_id: inv.order_id,
  expired: inv.expired,
  updatedAt: inv.updatedAt,
};

const toRow = (r: Omit<DnisRow, 'updatedAt'> & { updatedAt: Date }): DnisRow => ({ ...r, updatedAt: r.updatedAt.toISOString() });

/** DNIS records: inventory numbers seen from routing (the same table, the routing columns). */
export function dnisRepository(db: Db) {
  const inventory = inventoryRepository(db);
  const base = () => db.select(selection).from(inv).leftJoin(customers, eq(customers.id, inv.customer_id));
  return {
    /** A page ordered by service number (its unique index) and the count up to the cap. */
    async list(
      scope: InventoryScope,
      filter: InventoryFilter,
      page: { limit: number; offset: number; asc: boolean },
    ): Promise<{ data: DnisRow[] } & CountResult> {
      const where = inventoryConditions(scope, filter);
      const [rows, counted] = await Promise.all([
        base()
          .where(where)
          .orderBy(page.asc ? asc(inv.service_number) : sql`${inv.service_number} desc`)
          .limit(page.limit)
          .offset(page.offset),
        inventory.count(scope, filter, INVENTORY_COUNT_CAP),
      ]);
      return { data: rows.map(toRow), ...counted };
    },

    async find(id: number, scope: InventoryScope): Promise<DnisRow | undefined> {
      const [r] = await base().where(and(eq(inv.id, id), scopeCondition(scope)));
      return r ? toRow(r) : undefined;
    },

    /** Sets the routing columns of one number; false when it does not exist. */
    update: (id: number, input: DnisUpdateInput) =>
      inventory.update(id, {
        translation_termination_number: input.translation_termination_number,
        translated_routing: input.translated_routing ?? null,
        routing_vendor: input.routing_vendor ?? null,
        ocn_for_customer: input.ocn_for_customer ?? null,
      }),
  };
}

export type DnisRepository = ReturnType<typeof dnisRepository>;
