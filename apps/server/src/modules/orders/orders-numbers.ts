import {
  assignmentRefusal,
  type DisconnectRequest,
  dayOf,
  disconnectDateRefusal,
  isStaff,
  type NumbersChange,
  NUMBER_MESSAGES as M,
  type OrderNumbersAdd,
  type OrderStatus,
  orderNumberState,
  parseStockList,
  rerateWindow,
} from '@gsn/domain';
import type { Db } from '../../db/connect.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { Principal } from '../../security/principal.ts';
import {
  type MovedNumber,
  type NumberLifecycleQueries,
  numberLifecycleQueries,
  type OrderNumberRow,
  type StockMatch,
} from '../inventory/index.ts';
import type { OrderRecord } from './orders-repository.ts';

/** Statuses in which staff add numbers to an order (held for it until it is assigned). */
const HOLDING: readonly OrderStatus[] = ['accepted', 'assigned'];
/** Statuses in which staff may still take a number off the order (it never went into service). */
const REMOVABLE: readonly OrderStatus[] = ['accepted', 'assigned', 'ordered', 'testing'];

export interface OrderNumbersDeps {
  db: Db;
  /** The order as the caller may see it (404 otherwise). */
  load: (p: Principal, id: number) => Promise<OrderRecord>;
  /** Writes a change's notification and webhook event in the transaction (delivered after the commit). */
  announce?: (tx: Db, change: NumbersChange, actor: Principal | null) => Promise<number[]>;
  deliver?: (ids: number[]) => Promise<void> | undefined;
  /** Writes a `numbers` event to the order's timeline (how many were added or removed, by whom), in this transaction. */
  timeline?: (
    tx: Db,
    event: { orderId: number; accountId: number; status: string; details: { added?: number; removed?: number } },
  ) => Promise<void>;
  /** Terminates a completed order left with no live number (the orders service's move, in this transaction). */
  finish: (tx: Db, orderId: number) => Promise<number[]>;
}

/** What an order needs of a number: its product's service type, jurisdiction, vendor, and city when city-specific. */
export function stockMatchOf(rec: OrderRecord): StockMatch {
  const o = rec.order;
  const vendor = (rec.snapshot.product as { vendor_id?: number | null }).vendor_id ?? null;
  return { serviceType: o.service_type, jurisdiction: o.jurisdiction, city: o.city_specific ? o.city : null, vendorId: vendor };
}

const fits = (
  m: StockMatch,
  n: { service_type: string; jurisdiction: string; city: string | null; vendor_id: number | null; expired: boolean },
) =>
  !n.expired &&
  n.service_type === m.serviceType &&
  n.jurisdiction === m.jurisdiction &&
  (!m.city || (n.city ?? '').toLowerCase() === m.city.toLowerCase()) &&
  (!m.vendorId || n.vendor_id === m.vendorId);

/** An order number as the API shows it. */
export const orderNumberView = (r: OrderNumberRow) => ({
  id: r.id,
  inventory_number_id: r.inventory_number_id,
  service_number: r.service_number,
  state: orderNumberState(r),
  city: r.city,
  translated_routing: r.translated_routing,
  translation_termination_number: r.translation_termination_number,
  reserved_at: r.reserved_at,
  assigned_at: r.assigned_at,
  activated_at: r.activated_at,
  disconnect_requested_at: r.disconnect_requested_at,
  disconnect_date: r.disconnect_date,
  released_at: r.released_at,
});

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const it of items) out.set(key(it), [...(out.get(key(it)) ?? []), it]);
  return out;
}

const serviceNumbers = (moved: readonly MovedNumber[]) => moved.map((m) => m.service_number);

/**
 * An order's numbers (docs/api-numbers.md): the numbers staff add to it while it is accepted, its move to assigned
 * and completed carrying them along, and the customer giving them back. Every change runs in one transaction with
 * its history and its announcement.
 */
export function orderNumbersService(d: OrderNumbersDeps) {
  const q = numberLifecycleQueries(d.db);
  const inTx = <T>(fn: (tx: NumberLifecycleQueries, txDb: Db) => Promise<T>) =>
    d.db.transaction((tx) => fn(numberLifecycleQueries(tx as unknown as Db), tx as unknown as Db));

  async function announce(tx: Db, change: NumbersChange, p: Principal | null): Promise<number[]> {
    return change.numbers.length && d.announce ? d.announce(tx, change, p) : [];
  }

  /**
   * Numbers that joined an order are priced by its custom tariff and its product's from then on (docs/billing.md,
   * Re-rating): their calls of the open months are rated again in the same transaction, so calls loaded before the
   * number had an order (unrated, or priced by its own charges only) get the order's prices.
   */
  async function rerateJoined(tx: NumberLifecycleQueries, moved: readonly { id: number }[]) {
    await tx.rerateCalls({ numbers: moved.map((m) => m.id) }, rerateWindow(new Date()));
  }

  function staffOnly(p: Principal) {
    if (!isStaff(p.accountTypeId)) throw forbidden('number.staff_only', 'Only staff manage the numbers of an order');
  }

  /** Adds listed numbers (checked all together: nothing is added unless every one fits and is available). */
  async function addListed(tx: NumberLifecycleQueries, rec: OrderRecord, p: Principal, list: readonly string[]) {
    const parsed = parseStockList(list.join('\n'));
    if (parsed.error) throw unprocessable('number.too_many', parsed.error, [{ field: 'service_numbers', message: parsed.error }]);
    const errors: { field: string; message: string }[] = parsed.invalid.map((v) => ({ field: v, message: M.notFound }));
    const found = new Map((await tx.findForOrder(parsed.numbers)).map((r) => [r.service_number, r]));
    const m = stockMatchOf(rec);
    const take: number[] = [];
    for (const n of parsed.numbers) {
      const r = found.get(n);
      if (!r) errors.push({ field: n, message: M.notFound });
      else if (r.order_id === rec.order.id) continue;
      else if (r.state !== 'available') errors.push({ field: n, message: M.notAvailable });
      else if (!fits(m, r)) errors.push({ field: n, message: M.wrongProduct });
      else take.push(r.id);
    }
    if (errors.length) throw unprocessable('number.not_available', errors[0]!.message, errors.slice(0, 1000));
    if (!take.length && !parsed.numbers.length)
      throw unprocessable('number.none', M.noneGiven, [{ field: 'service_numbers', message: M.noneGiven }]);
    return {
      requested: parsed.numbers.length,
      moved: take.length ? await tx.take({ id: rec.order.id, customerId: rec.order.customer_id }, take, p.accountId) : [],
    };
  }

  return {
    /** GET /orders/{id}/numbers. */
    async page(p: Principal, orderId: number, query: { page: number; limit: number; state?: string | undefined }) {
      await d.load(p, orderId);
      const r = await q.page(orderId, query.state ?? null, query.limit, query.page * query.limit);
      return { data: r.data.map(orderNumberView), count: r.count, states: r.states };
    },

    /** Every number of the order (the download). */
    async all(p: Principal, orderId: number) {
      await d.load(p, orderId);
      return (await q.page(orderId, null, null, 0)).data.map(orderNumberView);
    },

    /** The summary the order detail shows: how many numbers it holds now, and per state. */
    async summary(orderId: number) {
      const r = await q.page(orderId, null, 0, 0);
      const live = await q.liveCount(orderId);
      return { count: live, states: r.states };
    },

    /** POST /orders/{id}/numbers (and the file variant with its numbers as `service_numbers`). */
    async add(p: Principal, orderId: number, body: OrderNumbersAdd) {
      staffOnly(p);
      const rec = await d.load(p, orderId);
      const o = rec.order;
      if (!HOLDING.includes(o.status as OrderStatus)) throw conflict('number.not_holding', M.notHolding);
      const ref = { id: o.id, customerId: o.customer_id };
      const result = await inTx(async (tx, txDb) => {
        const held = await tx.liveCount(o.id);
        const outcome =
          'count' in body
            ? {
                requested: body.count,
                moved: await tx.pick(ref, stockMatchOf(rec), Math.min(body.count, Math.max(o.number_quantity - held, 0)), p.accountId),
              }
            : await addListed(tx, rec, p, body.service_numbers);
        if ('count' in body && body.count > o.number_quantity - held && o.number_quantity - held <= 0) {
          throw unprocessable('number.more_than_ordered', M.moreThanOrdered, [{ field: 'count', message: M.moreThanOrdered }]);
        }
        if (held + outcome.moved.length > o.number_quantity) {
          throw unprocessable('number.more_than_ordered', M.moreThanOrdered, [{ field: 'service_numbers', message: M.moreThanOrdered }]);
        }
        if (outcome.moved.length) {
          await d.timeline?.(txDb, { orderId: o.id, accountId: p.accountId, status: o.status, details: { added: outcome.moved.length } });
          await rerateJoined(tx, outcome.moved);
        }
        return outcome;
      });
      const page = await q.page(o.id, null, null, 0);
      const added = new Set(result.moved.map((m) => m.id));
      return {
        message: M.added,
        data: {
          added: result.moved.length,
          requested: result.requested,
          numbers: page.data
            .filter((r) => r.inventory_number_id !== null && added.has(r.inventory_number_id) && !r.released_at)
            .map(orderNumberView),
        },
      };
    },

    /** DELETE /orders/{id}/numbers/{orderNumberId}: back to stock, before the order completes. */
    async remove(p: Principal, orderId: number, orderNumberId: number) {
      staffOnly(p);
      const rec = await d.load(p, orderId);
      if (!REMOVABLE.includes(rec.order.status as OrderStatus)) throw conflict('number.not_removable', M.notRemovable);
      const moved = await inTx(async (tx, txDb) => {
        const released = await tx.release(orderId, 'removed', p.accountId, orderNumberId);
        if (released.length) {
          await d.timeline?.(txDb, { orderId, accountId: p.accountId, status: rec.order.status, details: { removed: released.length } });
        }
        return released;
      });
      if (!moved.length) throw notFound();
      return { message: M.removed };
    },

    /** POST /orders/{id}/disconnects: the customer (or staff) gives active numbers back on a day. */
    async requestDisconnect(p: Principal, orderId: number, body: DisconnectRequest, today = dayOf(new Date())) {
      const rec = await d.load(p, orderId);
      if (rec.order.status !== 'completed') throw conflict('number.not_completed', M.notCompleted);
      if (disconnectDateRefusal(body.date, today))
        throw unprocessable('number.date_invalid', M.dateInvalid, [{ field: 'date', message: M.dateInvalid }]);
      if (!body.all && !body.number_ids?.length)
        throw unprocessable('number.none', M.noneGiven, [{ field: 'number_ids', message: M.noneGiven }]);
      const list = body.all ? null : body.number_ids!;
      const { rows, messages } = await inTx(async (tx, txDb) => {
        const rows = await tx.requestDisconnect(orderId, list, body.date, p.accountId);
        if (!rows.length || (list && rows.length !== list.length)) {
          throw unprocessable('number.not_active', M.notActive, [{ field: 'number_ids', message: M.notActive }]);
        }
        const change = {
          event: 'order.disconnect_requested',
          orderId,
          customerId: rec.order.customer_id,
          numbers: rows.map((r) => r.service_number),
        } as const;
        return { rows, messages: await announce(txDb, change, p) };
      });
      await d.deliver?.(messages);
      return { message: M.disconnectRequested, data: { requested: rows.length } };
    },

    /**
     * POST /orders/{id}/disconnects/confirm: staff confirm; numbers whose day has come go to aging now, the rest on
     * their day (the sweep). An order left with no live number is terminated by `finish`.
     */
    async confirmDisconnect(p: Principal, orderId: number, body: { number_ids?: number[] | undefined }, today = dayOf(new Date())) {
      staffOnly(p);
      const rec = await d.load(p, orderId);
      if (rec.order.status !== 'completed') throw conflict('number.not_completed', M.notCompleted);
      const { confirmed, messages } = await inTx(async (tx, txDb) => {
        const confirmed = await tx.confirmDisconnect(orderId, body.number_ids ?? null);
        if (!confirmed.length || (body.number_ids && confirmed.length !== body.number_ids.length)) {
          throw unprocessable('number.nothing_requested', M.nothingRequested, [{ field: 'number_ids', message: M.nothingRequested }]);
        }
        const aged = await tx.startAging(today, orderId);
        const messages = await announce(
          txDb,
          { event: 'order.numbers_disconnected', orderId, customerId: rec.order.customer_id, numbers: serviceNumbers(aged) },
          p,
        );
        if ((await tx.finishedOrders(orderId)).length) messages.push(...(await d.finish(txDb, orderId)));
        // a quarantine of 0 days (configuration) puts them straight back in stock
        await tx.restock(new Date());
        return { confirmed, messages };
      });
      await d.deliver?.(messages);
      return { message: M.disconnectConfirmed, data: { confirmed: confirmed.length } };
    },

    /**
     * The order's numbers follow its move, in the move's transaction: assigned needs the ordered quantity (or a
     * reason for fewer) and makes them the customer's; completed puts them in service; cancelled gives them back.
     */
    async onMove(txDb: Db, rec: OrderRecord, to: OrderStatus, p: Principal, shortReason: string | null | undefined) {
      const tx = numberLifecycleQueries(txDb);
      const o = rec.order;
      const ref = { id: o.id, customerId: o.customer_id };
      if (to === 'assigned') {
        const refusal = assignmentRefusal(o.number_quantity, await tx.liveCount(o.id), shortReason);
        if (refusal === 'short_without_reason')
          throw unprocessable('number.short_without_reason', M.shortWithoutReason, [
            { field: 'short_reason', message: M.shortWithoutReason },
          ]);
        if (refusal) throw unprocessable('number.more_than_ordered', M.moreThanOrdered, [{ field: 'numbers', message: M.moreThanOrdered }]);
        const moved = await tx.assign(ref, p.accountId);
        return announce(
          txDb,
          { event: 'order.numbers_assigned', orderId: o.id, customerId: o.customer_id, numbers: serviceNumbers(moved) },
          p,
        );
      }
      if (to === 'completed') {
        const moved = await tx.activate(ref, dayOf(new Date()), p.accountId);
        return announce(
          txDb,
          { event: 'order.numbers_activated', orderId: o.id, customerId: o.customer_id, numbers: serviceNumbers(moved) },
          p,
        );
      }
      if (to === 'cancelled' || to === 'cancellation') {
        // a cancellation request keeps the numbers until staff confirm it; a confirmed one gives them back
        if (to === 'cancelled') await tx.release(o.id, 'cancelled', p.accountId);
      }
      return [];
    },

    /**
     * Numbers ported in for the order (its port completed), in the port's transaction: they enter the inventory
     * assigned to the order's customer, on its timeline, announced as assigned numbers; the order's completion puts
     * them in service like any other. Answers the numbers that entered and the outbox messages.
     */
    async portIn(txDb: Db, rec: OrderRecord, list: readonly string[], p: Principal) {
      const o = rec.order;
      const moved = await numberLifecycleQueries(txDb).portIn(
        { id: o.id, customerId: o.customer_id },
        stockMatchOf(rec),
        list,
        p.accountId,
      );
      if (moved.length) {
        await d.timeline?.(txDb, { orderId: o.id, accountId: p.accountId, status: o.status, details: { added: moved.length } });
        await rerateJoined(numberLifecycleQueries(txDb), moved);
      }
      const change = { event: 'order.numbers_assigned', orderId: o.id, customerId: o.customer_id, numbers: serviceNumbers(moved) } as const;
      return { moved, messages: await announce(txDb, change, p) };
    },

    /** The customer's wizard holds go to its new order (in the order's transaction); answers how many did. */
    async holdsToOrder(txDb: Db, order: { id: number; customerId: number }, ids: readonly number[], p: Principal): Promise<number> {
      if (!ids.length) return 0;
      const tx = numberLifecycleQueries(txDb);
      const moved = await tx.holdsToOrder(order, ids, p.accountId);
      // the holds that did not move keep their pricing: re-rating them changes nothing
      if (moved)
        await rerateJoined(
          tx,
          ids.map((id) => ({ id })),
        );
      return moved;
    },

    /**
     * The periodic sweep (every minute, one instance at a time): wizard holds past their time go back to stock,
     * confirmed disconnections whose day has come start aging (their orders terminated when left with no number),
     * numbers whose quarantine ended are stock again. `now` is a parameter so that tests move the clock.
     */
    async sweep(now = new Date()) {
      const result = { expired: 0, disconnected: 0, terminated: 0, restocked: 0 };
      const messages = await inTx(async (tx, txDb) => {
        const ids: number[] = [];
        const expired = await tx.expireHolds(now);
        result.expired = expired.length;
        for (const [customerId, numbers] of groupBy(expired, (n) => n.customer_id)) {
          if (customerId !== null)
            ids.push(
              ...(await announce(
                txDb,
                { event: 'inventory.reservation_expired', orderId: null, customerId, numbers: serviceNumbers(numbers) },
                null,
              )),
            );
        }
        const aged = await tx.startAging(dayOf(now));
        result.disconnected = aged.length;
        for (const [orderId, numbers] of groupBy(aged, (n) => n.order_id)) {
          const customerId = numbers[0]!.customer_id;
          if (orderId !== null && customerId !== null)
            ids.push(
              ...(await announce(
                txDb,
                { event: 'order.numbers_disconnected', orderId, customerId, numbers: serviceNumbers(numbers) },
                null,
              )),
            );
        }
        const finished = await tx.finishedOrders();
        result.terminated = finished.length;
        for (const orderId of finished) ids.push(...(await d.finish(txDb, orderId)));
        result.restocked = await tx.restock(now);
        return ids;
      });
      await d.deliver?.(messages);
      return result;
    },
  };
}

export type OrderNumbersService = ReturnType<typeof orderNumbersService>;
