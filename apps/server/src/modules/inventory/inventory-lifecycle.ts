import {
  type InventoryNumberEdit,
  type InventoryNumberRow,
  isStaff,
  NUMBER_MESSAGES as M,
  RESERVATION_LIMIT,
  RESERVATION_MINUTES,
  rerateWindow,
} from '@gsn/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows.ts';
import { codeOf, conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { Principal } from '../../security/principal.ts';
import { resolver, resolveRow } from './inventory-bulk.ts';
import { type StockMatch, numberLifecycleQueries } from './inventory-lifecycle-repository.ts';
import type { InventoryRepository } from './inventory-repository.ts';

/** What a product asks of a number (for the wizard's choice): undefined when there is no such product on sale. */
async function productMatch(db: Db, productId: number): Promise<StockMatch | undefined> {
  const [p] = rowsOf<{ service_type: string; jurisdiction: string; vendor_id: number | null }>(
    await db.execute(sql`select service_type, jurisdiction, vendor_id from service_number_types where id = ${productId} and not expired`),
  );
  return p ? { serviceType: p.service_type, jurisdiction: p.jurisdiction, vendorId: p.vendor_id } : undefined;
}

const noProduct = () =>
  unprocessable('order.product_unknown', 'This product does not exist', [
    { field: 'service_number_type_id', message: 'This product does not exist' },
  ]);

/** Thrown in a hold's transaction when a chosen number went meanwhile: nothing is held. */
class Gone extends Error {
  readonly numbers: string[];
  constructor(numbers: string[]) {
    super('numbers gone');
    this.numbers = numbers;
  }
}

/**
 * The inventory side of a number's life (docs/api-numbers.md): the stock a customer may choose from in the order
 * wizard and its 30-minute holds, each number's history, and the staff edit of a number's own fields.
 */
export function inventoryLifecycle(db: Db, repo: InventoryRepository) {
  const q = numberLifecycleQueries(db);

  function customerOf(p: Principal): number {
    if (isStaff(p.accountTypeId)) throw forbidden('number.staff_reservation', 'Staff choose numbers on the order itself');
    if (p.customerId === null) throw forbidden();
    return p.customerId;
  }

  return {
    /** GET /invnumbers/available: stock fitting the product (and city), lowest first. */
    async available(
      _p: Principal,
      query: { service_number_type_id: number; city?: string | undefined; contains?: string | undefined; limit: number },
    ) {
      const m = await productMatch(db, query.service_number_type_id);
      if (!m) throw noProduct();
      const rows = await q.available({ ...m, city: query.city ?? null }, query.contains ?? null, query.limit);
      return { data: rows.map((r) => ({ ...r, reserved_until: null })) };
    },

    /** POST /invnumbers/reservations: all the chosen numbers are held for 30 minutes, or none (409 naming the gone). */
    async reserve(p: Principal, body: { service_number_type_id: number; inventory_number_ids: number[] }, now = new Date()) {
      const customerId = customerOf(p);
      const m = await productMatch(db, body.service_number_type_id);
      if (!m) throw noProduct();
      const wanted = [...new Set(body.inventory_number_ids)];
      const until = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
      try {
        const held = await db.transaction(async (tx) => {
          const t = numberLifecycleQueries(tx as unknown as Db);
          const already = (await t.holds(customerId)).length;
          if (already + wanted.length > RESERVATION_LIMIT) {
            throw unprocessable('number.reservation_limit', M.reservationLimit, [
              { field: 'inventory_number_ids', message: M.reservationLimit },
            ]);
          }
          const held = await t.hold(customerId, wanted, m, until, p.accountId);
          if (held.length !== wanted.length) {
            const got = new Set(held.map((h) => h.id));
            const gone = rowsOf<{ service_number: string }>(
              await tx.execute(
                sql`select service_number from inventory_numbers where id = any(${`{${wanted.filter((id) => !got.has(id)).join(',')}}`}::int[])`,
              ),
            );
            throw new Gone(gone.map((g) => g.service_number));
          }
          return held;
        });
        return {
          message: M.reserved,
          data: held.map((h) => ({ id: h.id, service_number: h.service_number, city: h.city, reserved_until: h.reserved_until })),
        };
      } catch (e) {
        if (e instanceof Gone) {
          throw conflict(
            'number.not_available',
            M.notAvailable,
            (e.numbers.length ? e.numbers : ['inventory_number_ids']).map((field) => ({ field, message: M.notAvailable })),
          );
        }
        throw e;
      }
    },

    /** GET /invnumbers/reservations: the caller's company's holds. */
    async holds(p: Principal) {
      return { data: await q.holds(customerOf(p)) };
    },

    /** DELETE /invnumbers/reservations/{id}. */
    async release(p: Principal, id: number) {
      const moved = await q.releaseHolds(customerOf(p), [id], p.accountId, 'given back in the order wizard');
      if (!moved.length) throw notFound('number.reservation_unknown', M.reservationUnknown);
      return { message: M.released };
    },

    /** GET /invnumbers/{id}/history (staff). */
    async history(_p: Principal, id: number) {
      if (!(await repo.find(id, { all: true }))) throw notFound();
      const rows = await q.history(id);
      return {
        data: rows.map(({ account_id, account_name, ...r }) => ({
          ...r,
          account: account_id === null ? null : { id: account_id, name: account_name ?? `#${account_id}` },
        })),
      };
    },

    /**
     * PUT /invnumbers/{id} (staff): the number's own fields, checked like an added number's; 409 with the current
     * number when it changed since the editor read it.
     */
    async edit(
      _p: Principal,
      id: number,
      body: InventoryNumberEdit,
    ): Promise<{ stale: InventoryNumberRow } | { message: string; data: InventoryNumberRow }> {
      const current = await repo.find(id, { all: true });
      if (!current) throw notFound();
      const { updatedAt, ...fields } = body;
      const input = { ...fields, service_number: current.service_number, customer_insight_code: null, order_id: null };
      const resolved = resolveRow(await resolver(repo, [input]), input);
      if (!resolved.ok) {
        throw unprocessable(codeOf(resolved.errors[0]!.message, 422, 'inventory.invalid'), resolved.errors[0]!.message, resolved.errors);
      }
      const { service_number: _s, customer_id: _c, order_id: _o, ...values } = resolved.values;
      const seen = new Date(updatedAt);
      // the number's calls of the open months are rated by its new charges, in the edit's transaction
      const saved =
        !Number.isNaN(seen.getTime()) &&
        (await repo.transaction(async (tx) => {
          if (!(await tx.updateIfUnchanged(id, seen, values))) return false;
          await tx.rerateCalls({ numbers: [id] }, rerateWindow(new Date()));
          return true;
        }));
      if (!saved) {
        const now = await repo.find(id, { all: true });
        if (!now) throw notFound();
        return { stale: now } as const;
      }
      const updated = await repo.find(id, { all: true });
      if (!updated) throw notFound();
      return { message: M.updated, data: updated };
    },
  };
}

export type InventoryLifecycle = ReturnType<typeof inventoryLifecycle>;
