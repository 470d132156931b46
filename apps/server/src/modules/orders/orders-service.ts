import {
  actorOf,
  availableActions,
  confirmationOnly,
  editSteps,
  FUNCTIONALITIES,
  hasPermission,
  incompleteReason,
  isStaff,
  mayCustomPrice,
  missingRequirements,
  normalizeOrderData,
  ORDER_MESSAGES as M,
  ORDER_DATA_FIELDS,
  type NumbersChange,
  TERMINATION_REMARKS,
  type OrderCreateInput,
  type OrderListQuery,
  type OrderStatus,
  type OrderUpdateInput,
  orderDataIssues,
  type ProductRequirements,
  publicProductView,
  translationTypeFor,
  rerateWindow,
} from '@gsn/domain';
import { pageRequest } from '../../db/paging.ts';
import type { Sorted } from '../../lib/route-schemas.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { Db } from '../../db/connect.ts';
import { noteCreated } from '../../db/write-context.ts';
import type { Events } from '../../lib/events.ts';
import type { Outbox } from '../../lib/outbox.ts';
import type { PermissionService } from '../permissions/index.ts';
import type { Principal } from '../../security/principal.ts';
import type { OrderInsert, OrderOrderField, OrderRecord, OrderScope, OrdersRepository } from './orders-repository.ts';
import { orderNumbersService } from './orders-numbers.ts';
import {
  customTariffValues,
  dataChangeOf,
  internalNoteOf,
  issuesError,
  moveOf,
  noteOrderChange,
  pricingCharges,
  remarksChangeOf,
  tariffChangeOf,
  updateValues,
} from './orders-update.ts';

/** One order transition as the notifier takes it (docs/api-orders.md, Notifier). */
export interface OrderChange {
  order: { id: number; customer_id: number; reference: string; service_type: string; jurisdiction: string };
  from: OrderStatus | null;
  to: OrderStatus;
  actor: { accountId: number; accountTypeId: number; customerId: number | null } | null;
  remarks?: string | null;
}

export interface OrderNotifier {
  /**
   * Writes the change (and its confirmation to the customer, when one applies) to the outbox in the order's
   * transaction (notified after the commit); answers the outbox messages.
   */
  recordOrderChanged(tx: Db, change: OrderChange): Promise<number[]>;
  /** Writes a change of the order's numbers to the outbox in its transaction (notified after the commit). */
  recordNumbersChanged(tx: Db, change: NumbersChange, actor: OrderChange['actor']): Promise<number>;
}

export interface OrdersServiceDeps {
  db: Db;
  repo: OrdersRepository;
  permissions: PermissionService;
  /** The notifier, when the notifications module is wired (looked up at call time). */
  notifier: () => OrderNotifier | undefined;
  /** Webhook events (order.created, order.status_changed). */
  events?: Events;
  /** Delivers what the order's transaction wrote to the outbox, after the commit. */
  outbox?: Pick<Outbox, 'deliver'>;
  log?: { error: (o: object, m: string) => void };
}

const noCustomer = () => unprocessable('order.no_customer', M.noCustomer, [{ field: 'customer_id', message: M.noCustomer }]);

/** Staff see every order; anyone else only their own company's (another company's order is a 404). */
export const orderScope = (p: Principal): OrderScope => (isStaff(p.accountTypeId) ? {} : { customerId: p.customerId });

/** The order as webhook payloads show it (a fixed set of fields: a new column never leaks out). */
const orderEventView = (o: OrderRecord['order']) => ({
  id: o.id,
  customer_id: o.customer_id,
  reference: o.reference,
  status: o.status,
  service_type: o.service_type,
  jurisdiction: o.jurisdiction,
  number_quantity: o.number_quantity,
  channel_quantity: o.channel_quantity,
  updatedAt: o.updatedAt,
});

const jsonSafe = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Thrown inside the write transaction when the order changed meanwhile (rolls the transaction back). */
class StaleOrder extends Error {}

/**
 * Orders (functionality 200; spec 2 §2–§6, docs/api-orders.md): list, create with the product snapshot and an
 * optional custom tariff, detail, and update through the status machine of @gsn/domain with optimistic
 * concurrency on updatedAt. Every status change is a timeline event and is notified after the commit.
 */
export function ordersService(d: OrdersServiceDeps) {
  const { repo, permissions } = d;

  /**
   * The notification and the webhook event of an order change, written to the outbox in the order's own transaction:
   * they exist exactly when the change does, and are delivered after the commit (`announce`), by this request or,
   * should it die first, by any instance's sweep.
   */
  async function record(
    tx: Db,
    change: OrderChange,
    event: { type: Parameters<Events['record']>[1]; payload: Record<string, unknown> } | null,
  ) {
    const ids: number[] = [];
    const notifier = d.notifier();
    if (notifier && change.to !== 'saved') ids.push(...(await notifier.recordOrderChanged(tx, change)));
    if (d.events && event) ids.push(await d.events.record(tx, event.type, change.order.customer_id, event.payload));
    return ids;
  }
  const announce = (ids: number[]) => d.outbox?.deliver(ids);

  function changeOf(o: OrderRecord['order'], from: OrderStatus | null, to: OrderStatus, p: Principal | null, remarks?: string | null) {
    return {
      order: { id: o.id, customer_id: o.customer_id, reference: o.reference, service_type: o.service_type, jurisdiction: o.jurisdiction },
      from,
      to,
      actor: p ? { accountId: p.accountId, accountTypeId: p.accountTypeId, customerId: p.customerId } : null,
      remarks: remarks ?? null,
    } satisfies OrderChange;
  }

  /** GET /orders/{id}'s answer for this caller. */
  async function detailOf(p: Principal, rec: OrderRecord) {
    const o = rec.order;
    const status = o.status as OrderStatus;
    const actor = actorOf(p.accountTypeId);
    const staff = actor === 'staff';
    const product = rec.snapshot.product as ProductRequirements & Record<string, unknown>;
    const [events, documents, numberSummary] = await Promise.all([repo.events(o.id), repo.documents(o.id), numbers.summary(o.id)]);
    const missing = missingRequirements(product, o);
    const { id: _tariffId, ...customTariff } = rec.custom_tariff ?? { id: 0 };
    const snapshot = staff
      ? rec.snapshot
      : {
          ...rec.snapshot,
          product: publicProductView(rec.snapshot.product),
          tariff: rec.snapshot.tariff ? publicProductView(rec.snapshot.tariff) : null,
        };
    return {
      ...o,
      status,
      date_purchase: o.date_purchase ? o.date_purchase.toISOString() : null,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      customer: rec.customer,
      created_by: rec.created_by,
      servicenumbertypeorderhistory: snapshot,
      custom_tariff: rec.custom_tariff ? customTariff : null,
      documents,
      // the internal note is staff's: a customer's answer does not even carry the key
      events: staff ? events : events.map(({ internal_note: _note, ...e }) => e),
      incomplete_reason: incompleteReason(status, events),
      requirements: { missing, complete: missing.length === 0 },
      actions: availableActions(actor, { status, requirementsComplete: missing.length === 0, customPricing: rec.custom_tariff !== null }),
      steps: editSteps(product, o),
      confirmation_only: confirmationOnly(actor, status),
      may_custom_price: mayCustomPrice(p.accountTypeId, status),
      numbers: numberSummary,
    };
  }

  async function load(p: Principal, id: number) {
    const rec = await repo.find(id, orderScope(p));
    if (!rec) throw notFound();
    return rec;
  }

  /**
   * A completed order whose numbers were all disconnected ends as `terminated` (the system's move, in the
   * transaction that released its last number), notified and announced like every status change.
   */
  async function terminate(txDb: Db, orderId: number): Promise<number[]> {
    const tx = repo.bind(txDb);
    const rec = await tx.find(orderId, {});
    if (rec?.order.status !== 'completed') return [];
    if (!(await tx.updateIfUnchanged(orderId, rec.order.updatedAt, { status: 'terminated' }))) return [];
    const remarks = TERMINATION_REMARKS;
    await tx.insertEvent({ order_id: orderId, account_id: null, from_status: 'completed', to_status: 'terminated', remarks });
    const moved = (await tx.find(orderId, {}))!;
    const change = { ...changeOf(moved.order, 'completed', 'terminated', null, remarks) };
    return record(txDb, change, {
      type: 'order.status_changed',
      payload: { order: orderEventView(moved.order), from: 'completed', to: 'terminated', remarks, changed_by: null },
    });
  }

  const numbers = orderNumbersService({
    db: d.db,
    load,
    finish: terminate,
    timeline: (tx, e) =>
      repo.bind(tx).insertEvent({
        order_id: e.orderId,
        account_id: e.accountId,
        kind: 'numbers',
        from_status: e.status,
        to_status: e.status,
        details: e.details,
      }),
    announce: async (tx, change, p) => {
      const ids: number[] = [];
      const notifier = d.notifier();
      const actor = p ? { accountId: p.accountId, accountTypeId: p.accountTypeId, customerId: p.customerId } : null;
      if (notifier) ids.push(await notifier.recordNumbersChanged(tx, change, actor));
      if (d.events) {
        const order = change.orderId !== null ? await repo.bind(tx).find(change.orderId, {}) : undefined;
        ids.push(
          await d.events.record(tx, change.event, change.customerId, {
            order: order ? orderEventView(order.order) : null,
            numbers: change.numbers.slice(0, 1000),
            numbers_count: change.numbers.length,
          }),
        );
      }
      return ids;
    },
    deliver: async (ids) => void (await announce(ids)),
  });

  const detail = async (p: Principal, id: number) => detailOf(p, await load(p, id));
  const created = async (p: Principal, id: number) => ({ message: M.added, data: await detail(p, id) });

  return {
    /** GET /orders: default updatedAt descending; `customer_id` is a staff filter. */
    list(p: Principal, q: Sorted<OrderListQuery, OrderOrderField>) {
      const scope = orderScope(p);
      return repo.list(
        scope,
        {
          service_type: q.service_type ?? undefined,
          jurisdiction: q.jurisdiction ?? undefined,
          status: q.status ?? undefined,
          order_id: q.order_id ?? undefined,
          reference: q.reference ?? undefined,
          customer_id: isStaff(p.accountTypeId) ? (q.customer_id ?? undefined) : undefined,
          updated_since: q.updated_since ? new Date(q.updated_since) : undefined,
        },
        pageRequest(q, false),
      );
    },

    /** The dashboard's order counter: the orders the viewer may list (0 without the permission). */
    async countVisible(p: Principal): Promise<number> {
      const perms = await permissions.effective(p.accountTypeId, p.customerId);
      if (!hasPermission(perms, FUNCTIONALITIES.order, 'list')) return 0;
      const scope = orderScope(p);
      if (scope.customerId === null) return 0;
      return repo.count(scope);
    },

    get: detail,

    /** POST /orders (see docs/api-orders.md). */
    async create(p: Principal, body: OrderCreateInput) {
      const staff = isStaff(p.accountTypeId);
      const customerId = staff ? body.customer_id : p.customerId;
      if (!customerId || !(await repo.customerName(customerId))) throw noCustomer();
      const product = await repo.product(body.service_number_type_id);
      if (!product || product.expired) {
        throw unprocessable('order.product_unknown', M.productUnknown, [{ field: 'service_number_type_id', message: M.productUnknown }]);
      }
      const issues = orderDataIssues(product.service_type, body, true, product);
      if (issues.length) throw issuesError(issues);
      const wantsCustom = body.custom_tariff !== undefined && body.custom_tariff !== null;
      if (wantsCustom && !mayCustomPrice(p.accountTypeId, 'requested'))
        throw forbidden('order.custom_pricing_not_allowed', M.customPricingNotAllowed);
      if (body.status === 'processed') {
        if (!staff) throw forbidden('order.status_forbidden', M.notAllowed, [{ field: 'status', message: M.notAllowed }]);
        if (!wantsCustom)
          throw unprocessable('order.custom_pricing_missing', M.customPricingMissing, [
            { field: 'custom_tariff', message: M.customPricingMissing },
          ]);
      }
      const data: Record<string, unknown> = {};
      for (const f of ORDER_DATA_FIELDS) data[f] = body[f] ?? null;
      const values = normalizeOrderData(data);
      const { tariff, ...productRow } = product;
      const snapshotProduct = jsonSafe(productRow) as Record<string, unknown>;
      const { id, messages } = await repo.transaction(async (tx, txDb) => {
        const snapshotId = await tx.insertSnapshot({
          service_number_type_id: product.id,
          product: snapshotProduct,
          tariff: tariff ? jsonSafe(tariff) : null,
          service_type: product.service_type,
          jurisdiction: product.jurisdiction,
          currency: tariff?.currency ?? null,
          nrc: tariff?.nrc ?? null,
          mrc: tariff?.mrc ?? null,
        });
        const customTariffId = wantsCustom
          ? await tx.insertCustomTariff(product.id, customTariffValues(body.custom_tariff!, snapshotProduct))
          : null;
        const orderId = await tx.insertOrder({
          ...(values as Partial<OrderInsert>),
          number_quantity: body.number_quantity,
          channel_quantity: body.channel_quantity,
          reference: body.reference,
          city_specific: !!values.city_specific,
          translation_number_required: !!values.translation_number_required,
          porting: !!values.porting,
          customer_id: customerId,
          created_by: p.accountId,
          service_number_type_order_history_id: snapshotId,
          service_number_type_id: product.id,
          service_type: product.service_type,
          jurisdiction: product.jurisdiction,
          translation_number_type: translationTypeFor(product.service_type),
          provider_remarks: staff ? (body.provider_remarks ?? null) : null,
          custom_tariff_id: customTariffId,
          status: body.status,
        });
        await tx.insertEvent({ order_id: orderId, account_id: p.accountId, from_status: null, to_status: body.status });
        await numbers.holdsToOrder(txDb, { id: orderId, customerId }, body.reserved_numbers ?? [], p);
        noteCreated('order', orderId);
        const created = await tx.find(orderId, {});
        if (!created) throw new Error('the order just inserted is missing');
        noteOrderChange(created.order, null);
        if (customTariffId !== null) {
          // custom pricing set with the order is part of its pricing history (no notification of its own)
          await tx.insertEvent({
            order_id: orderId,
            account_id: p.accountId,
            kind: 'pricing',
            from_status: body.status,
            to_status: body.status,
            details: { old: null, new: pricingCharges(created.custom_tariff) },
          });
        }
        const view = orderEventView(created.order);
        const change = changeOf(created.order, null, body.status, p);
        return { id: orderId, messages: await record(txDb, change, { type: 'order.created', payload: { order: view } }) };
      });
      await announce(messages);
      return created(p, id);
    },

    /** POST /orders' answer for an order this caller created (also rebuilt for a repeat whose answer was lost). */
    created,

    /** The order's numbers: list, add, remove, give back, and the periodic sweep (orders-numbers.ts). */
    numbers,

    /** The order as the caller may see it (another company's answers 404): what a feature on an order starts from. */
    load,

    /**
     * PUT /orders/{id}: `{stale}` (the current order, for a 409) when updatedAt is not the stored one or the order
     * changed meanwhile; otherwise the data change and the move, in one conditional write.
     */
    async update(p: Principal, id: number, body: OrderUpdateInput) {
      const rec = await load(p, id);
      const o = rec.order;
      const seen = new Date(body.updatedAt);
      if (Number.isNaN(seen.getTime()) || seen.getTime() !== o.updatedAt.getTime()) {
        return { stale: await detailOf(p, rec) } as const;
      }
      const actor = actorOf(p.accountTypeId);
      const current = o.status as OrderStatus;
      const note = internalNoteOf(actor, body);
      const data = dataChangeOf(actor, current, rec, body);
      const remarksChanged = remarksChangeOf(actor, rec, body);
      const tariffChange = tariffChangeOf(p, current, rec, body);
      const customPricing = tariffChange === undefined ? rec.custom_tariff !== null : tariffChange !== null;
      const to = moveOf(actor, current, body.status, rec, { next: data.next, customPricing });
      if (!data.changed.length && !remarksChanged && tariffChange === undefined && !to) {
        return { message: M.updated, data: await detailOf(p, rec) };
      }

      const values = updateValues(data, { changed: remarksChanged, value: body.provider_remarks }, to);
      let messages: number[] = [];
      try {
        messages = await repo.transaction(async (tx, txDb) => {
          if (tariffChange !== undefined) {
            if (tariffChange === null) values.custom_tariff_id = null;
            else if (rec.custom_tariff) await tx.updateCustomTariff(rec.custom_tariff.id, tariffChange);
            else values.custom_tariff_id = await tx.insertCustomTariff(o.service_number_type_id, tariffChange);
          }
          if (!(await tx.updateIfUnchanged(id, seen, values))) throw new StaleOrder();
          const customTariff = tariffChange === undefined ? undefined : { from: pricingCharges(rec.custom_tariff), to: tariffChange };
          noteOrderChange(o, { values, ...(customTariff ? { customTariff } : {}) });
          if (tariffChange === null && rec.custom_tariff) await tx.removeCustomTariff(rec.custom_tariff.id);
          // the calls of the order's numbers in the open months are rated by its new pricing
          if (tariffChange !== undefined) await tx.rerateCalls({ orders: [id] }, rerateWindow(new Date()));
          if (tariffChange !== undefined) {
            // the pricing history: the charges before and after, in the status the order had (no notification)
            const priced = await tx.find(id, {});
            if (!priced) throw new StaleOrder();
            await tx.insertEvent({
              order_id: id,
              account_id: p.accountId,
              kind: 'pricing',
              from_status: current,
              to_status: current,
              details: { old: pricingCharges(rec.custom_tariff), new: pricingCharges(priced.custom_tariff) },
              // a note goes with the move when there is one, else with the pricing change
              internal_note: to ? null : note,
            });
          }
          if (!to) return [];
          const numberMessages = await numbers.onMove(txDb, rec, to, p, body.short_reason);
          await tx.insertEvent({
            order_id: id,
            account_id: p.accountId,
            from_status: current,
            to_status: to,
            remarks: body.remarks,
            details: body.short_reason && to === 'assigned' ? { short_reason: body.short_reason } : null,
            internal_note: note,
          });
          const moved = await tx.find(id, {});
          if (!moved) throw new StaleOrder();
          const event = {
            type: 'order.status_changed' as const,
            payload: {
              order: orderEventView(moved.order),
              from: current,
              to,
              remarks: body.remarks ?? null,
              changed_by: { account_id: p.accountId, account_type_id: p.accountTypeId },
            },
          };
          return [
            ...(await record(txDb, changeOf(moved.order, current, to, p, body.remarks), to !== current ? event : null)),
            ...numberMessages,
          ];
        });
      } catch (e) {
        if (e instanceof StaleOrder) return { stale: await detail(p, id) } as const;
        throw e;
      }
      await announce(messages);
      const updated = await load(p, id);
      return { message: M.updated, data: await detailOf(p, updated) };
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
