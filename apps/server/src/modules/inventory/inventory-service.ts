import {
  type CappedPage,
  INVENTORY_MESSAGES as M,
  type InventoryFilters,
  type InventoryListQuery,
  type InventoryNumberInput,
  type InventoryNumberRow,
  type InventoryOrderField,
  isStaff,
} from '@gsn/domain';
import { pageRequest } from '../../db/paging.ts';
import type { Sorted } from '../../lib/route-schemas.ts';
import type { BulkFile } from '../../lib/bulk.ts';
import { codeOf, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { Principal } from '../../security/principal.ts';
import { inventoryBulk, resolver, resolveRow, serviceNumberTaken } from './inventory-bulk.ts';
import type { InventoryFilter, InventoryRepository, InventoryScope } from './inventory-repository.ts';

/** Who sees which numbers: staff every number, anyone else (customers) only their own company's. */
export function inventoryScope(viewer: { accountTypeId: number; customerId: number | null }): InventoryScope {
  return isStaff(viewer.accountTypeId) ? { all: true } : { customerId: viewer.customerId };
}

/** The list filters as the repository takes them; `customer_code` is a staff filter and ignored for others. */
export function inventoryFilter(scope: InventoryScope, q: Partial<InventoryFilters>): InventoryFilter {
  return {
    customerCode: 'all' in scope ? q.customer_code : undefined,
    serviceType: q.service_type,
    jurisdiction: q.jurisdiction,
    city: q.city,
    routingVendor: q.routing_vendor,
    orderId: q.order_id,
    state: q.state,
  };
}

export function cappedPage<T>(data: T[], counted: { count: number; capped: boolean }): CappedPage<T> {
  return counted.capped ? { data, count: counted.count, count_capped: true } : { data, count: counted.count };
}

/**
 * Inventory numbers (functionality 220; spec 2 §2 Inventory numbers). Staff see every number; customers only
 * their own company's, by every path (list, detail, jurisdictions, cities, exports). Adding is for staff
 * (the routes say who).
 */
export function inventoryService(repo: InventoryRepository) {
  return {
    /** Default order jurisdiction ascending, then id; the count is capped (see INVENTORY_COUNT_CAP). */
    async list(p: Principal, q: Sorted<InventoryListQuery, InventoryOrderField>): Promise<CappedPage<InventoryNumberRow>> {
      const scope = inventoryScope(p);
      const { data, ...counted } = await repo.list(scope, inventoryFilter(scope, q), pageRequest(q));
      return cappedPage(data, counted);
    },

    /** 404 for a number that does not exist or that the caller may not see. */
    async get(p: Principal, id: number): Promise<InventoryNumberRow> {
      const row = await repo.find(id, inventoryScope(p));
      if (!row) throw notFound();
      return row;
    },

    async jurisdictions(p: Principal) {
      return { data: await repo.jurisdictions(inventoryScope(p)) };
    },

    async cities(p: Principal, jurisdiction: string | null | undefined) {
      return { data: await repo.cities(inventoryScope(p), jurisdiction) };
    },

    /** 422 when the jurisdiction or a code does not exist, 409 when the service number is in the inventory. */
    async create(_p: Principal, input: InventoryNumberInput) {
      const resolved = resolveRow(await resolver(repo, [input]), input);
      if (!resolved.ok)
        throw unprocessable(codeOf(resolved.errors[0]!.message, 422, 'inventory.invalid'), resolved.errors[0]!.message, resolved.errors);
      const [created] = await repo.insertMany([resolved.values]);
      if (!created) throw conflict('inventory.number_taken', M.taken, serviceNumberTaken);
      return { message: M.added, data: (await repo.find(created.id, { all: true }))! };
    },

    /** POST /invnumbers/bulk: see inventory-bulk.ts. */
    bulk: (_p: Principal, file: BulkFile) => inventoryBulk(repo, file),
  };
}

export type InventoryService = ReturnType<typeof inventoryService>;
