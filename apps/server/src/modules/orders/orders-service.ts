import {
  actorOf,
  availableActions,
  confirmationOnly,
  editSteps,
  FUNCTIONALITIES,
  hasPermission,
  isStaff,
  mayCustomPrice,
  missingRequirements,
  normalizeOrderData,
  ORDER_MESSAGES as M,
  ORDER_DATA_FIELDS,
  type OrderCreateInput,
  type OrderListQuery,
  type OrderStatus,
  type OrderUpdateInput,
  orderDataIssues,
  type ProductRequirements,
  publicProductView,
  translationTypeFor,
} from '@gsn/domain';
import { pageRequest } from '../../db/paging.ts';
import type { Sorted } from '../../lib/route-schemas.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { Events } from '../../lib/events.ts';
import type { PermissionService } from '../permissions/index.ts';
import type { Principal } from '../../security/principal.ts';
import type { OrderInsert, OrderOrderField, OrderRecord, OrderScope, OrdersRepository } from './orders-repository.ts';
import { customTariffValues, dataChangeOf, issuesError, moveOf, remarksChangeOf, tariffChangeOf, updateValues } from './order-update.ts';

/** One order transition as the notifier takes it (docs/api-orders.md, Notifier). */
export interface OrderChange {
  order: { id: number; customer_id: number; reference: string; service_type: string; jurisdiction: string };
  from: OrderStatus | null;
  to: OrderStatus;
  actor: { accountId: number; accountTypeId: number; customerId: number | null } | null;
  remarks?: string | null;
}

export interface OrderNotifier {
  orderChanged(change: OrderChange): Promise<unknown>;
}

export interface OrdersServiceDeps {
  repo: OrdersRepository;
  permissions: PermissionService;
  /** The notifier, when the notifications module is wired (looked up at call time). */
  notifier: () => OrderNotifier | undefined;
  /** Webhook events (order.created, order.status_changed). */
  events?: Events;
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

  async function notify(change: OrderChange) {
    try {
      await d.notifier()?.orderChanged(change);
    } catch (err) {
      // the order is committed; a failed notification must not turn the answer into an error
      d.log?.error({ err, order: change.order.id }, 'order notification failed');
    }
  }

  function changeOf(o: OrderRecord['order'], from: OrderStatus | null, to: OrderStatus, p: Principal, remarks?: string | null) {
    return {
      order: { id: o.id, customer_id: o.customer_id, reference: o.reference, service_type: o.service_type, jurisdiction: o.jurisdiction },
      from,
      to,
      actor: { accountId: p.accountId, accountTypeId: p.accountTypeId, customerId: p.customerId },
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
    const [events, documents] = await Promise.all([repo.events(o.id), repo.documents(o.id)]);
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
      events,
      requirements: { missing, complete: missing.length === 0 },
      actions: availableActions(actor, { status, requirementsComplete: missing.length === 0, customPricing: rec.custom_tariff !== null }),
      steps: editSteps(product, o),
      confirmation_only: confirmationOnly(actor, status),
      may_custom_price: mayCustomPrice(p.accountTypeId, status),
    };
  }

  async function load(p: Principal, id: number) {
    const rec = await repo.find(id, orderScope(p));
    if (!rec) throw notFound();
    return rec;
  }

  const detail = async (p: Principal, id: number) => detailOf(p, await load(p, id));

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
      const id = await repo.transaction(async (tx) => {
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
        return orderId;
      });
      const rec = await load(p, id);
      await notify(changeOf(rec.order, null, body.status, p));
      await d.events?.emit('order.created', rec.order.customer_id, { order: orderEventView(rec.order) });
      return { message: M.added, data: await detailOf(p, rec) };
    },

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
      const data = dataChangeOf(actor, current, rec, body);
      const remarksChanged = remarksChangeOf(actor, rec, body);
      const tariffChange = tariffChangeOf(p, current, rec, body);
      const customPricing = tariffChange === undefined ? rec.custom_tariff !== null : tariffChange !== null;
      const to = moveOf(actor, current, body.status, rec, { next: data.next, customPricing });
      if (!data.changed.length && !remarksChanged && tariffChange === undefined && !to) {
        return { message: M.updated, data: await detailOf(p, rec) };
      }

      const values = updateValues(data, { changed: remarksChanged, value: body.provider_remarks }, to);
      try {
        await repo.transaction(async (tx) => {
          if (tariffChange !== undefined) {
            if (tariffChange === null) values.custom_tariff_id = null;
            else if (rec.custom_tariff) await tx.updateCustomTariff(rec.custom_tariff.id, tariffChange);
            else values.custom_tariff_id = await tx.insertCustomTariff(o.service_number_type_id, tariffChange);
          }
          if (!(await tx.updateIfUnchanged(id, seen, values))) throw new StaleOrder();
          if (tariffChange === null && rec.custom_tariff) await tx.removeCustomTariff(rec.custom_tariff.id);
          if (to)
            await tx.insertEvent({ order_id: id, account_id: p.accountId, from_status: current, to_status: to, remarks: body.remarks });
        });
      } catch (e) {
        if (e instanceof StaleOrder) return { stale: await detail(p, id) } as const;
        throw e;
      }
      const updated = await load(p, id);
      if (to && to !== 'saved') await notify(changeOf(updated.order, current, to, p, body.remarks));
      if (to && to !== current) {
        await d.events?.emit('order.status_changed', updated.order.customer_id, {
          order: orderEventView(updated.order),
          from: current,
          to,
          remarks: body.remarks ?? null,
          changed_by: { account_id: p.accountId, account_type_id: p.accountTypeId },
        });
      }
      return { message: M.updated, data: await detailOf(p, updated) };
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
