import {
  CHARGE_FIELDS,
  decideMoveTo,
  diffFields,
  mayCustomPrice,
  missingRequirements,
  normalizeCharges,
  ORDER_MESSAGES as M,
  type OrderActor,
  type OrderCreateInput,
  type OrderStatus,
  type OrderUpdateInput,
  orderDataChange,
  orderDataIssues,
  orderDataRefusal,
  type ProductRequirements,
  sameTariff,
  sameValue,
} from '@gsn/domain';
import { type AuditNote, noteAudit } from '../../db/write-context.ts';
import { codeOf, conflict, type FieldError, forbidden, unprocessable } from '../../lib/errors.ts';
import type { Principal } from '../../security/principal.ts';
import type { TariffValues } from '../tariffs/index.ts';
import type { OrderInsert, OrderRecord } from './orders-repository.ts';

/**
 * The checks and values of an order update and creation (orders-service.ts), each small and free of I/O: what the
 * update changes, who may change it, where it moves the order, what it writes. The decisions themselves are the
 * domain's (orders/changes.ts); these turn them into the API's errors.
 */

/** The first field error of an order's data as the answer, with all of them. */
export const issuesError = (issues: FieldError[]) =>
  unprocessable(codeOf(issues[0]!.message, 422, 'order.invalid'), issues[0]!.message, issues);

type CustomTariffInput = NonNullable<OrderCreateInput['custom_tariff']>;

/** A custom tariff as stored: currency USD by default, the charges the ordered service type does not use cleared. */
export function customTariffValues(input: CustomTariffInput, product: Record<string, unknown>): TariffValues {
  const out: TariffValues = {
    currency: input.currency ?? 'USD',
    billing_incremental: input.billing_incremental ?? null,
    billing_start_date: input.billing_start_date ?? null,
    commencement_date: input.commencement_date ?? null,
  };
  for (const f of CHARGE_FIELDS) out[f] = input[f] ?? null;
  return normalizeCharges(out, product.service_type as string, !!product.outbound_calling_enabled);
}

/** The customer's data the update changes; 403 for staff, 409 outside the editable statuses, 422 for invalid data. */
export function dataChangeOf(actor: OrderActor, current: OrderStatus, rec: OrderRecord, body: OrderUpdateInput) {
  const change = orderDataChange(rec.order, body);
  if (!change.changed.length) return change;
  const errors = change.changed.map((field) => ({ field, message: actor === 'staff' ? M.customerDataOnly : M.notAllowed }));
  const refusal = orderDataRefusal(actor, current);
  if (refusal === 'customer_data_only') throw forbidden('order.customer_data_only', M.customerDataOnly, errors);
  if (refusal === 'not_editable') throw conflict('order.not_allowed', M.notAllowed, errors);
  const next = change.next as Parameters<typeof orderDataIssues>[1];
  const issues = orderDataIssues(rec.order.service_type, next, true, rec.snapshot.product as ProductRequirements);
  if (issues.length) throw issuesError(issues);
  return change;
}

/** Whether the update changes the provider remarks; 403 when a customer tries. */
export function remarksChangeOf(actor: OrderActor, rec: OrderRecord, body: OrderUpdateInput): boolean {
  const changed = body.provider_remarks !== undefined && !sameValue(body.provider_remarks, rec.order.provider_remarks);
  if (changed && actor === 'customer') {
    throw forbidden('order.provider_remarks_only', M.providerRemarksOnly, [{ field: 'provider_remarks', message: M.providerRemarksOnly }]);
  }
  return changed;
}

/** The internal note the update records (null: none); 403 when a customer sends one (notes are staff's only). */
export function internalNoteOf(actor: OrderActor, body: OrderUpdateInput): string | null {
  const note = body.internal_note ?? null;
  if (note && actor === 'customer') {
    throw forbidden('order.internal_note_staff_only', M.internalNoteStaffOnly, [
      { field: 'internal_note', message: M.internalNoteStaffOnly },
    ]);
  }
  return note;
}

/** A custom tariff's charges as a pricing event keeps them (old or new; null: none). */
export function pricingCharges(t: (Record<string, unknown> & { id: number }) | null | undefined): Record<string, unknown> | null {
  if (!t) return null;
  const { id: _id, ...charges } = t;
  return charges;
}

/** The custom tariff the update stores (null: removed; undefined: unchanged); 403 when the account may not price the order. */
export function tariffChangeOf(
  p: Principal,
  current: OrderStatus,
  rec: OrderRecord,
  body: OrderUpdateInput,
): TariffValues | null | undefined {
  if (body.custom_tariff === undefined) return undefined;
  const wanted = body.custom_tariff === null ? null : customTariffValues(body.custom_tariff, rec.snapshot.product);
  if (sameTariff(wanted, rec.custom_tariff)) return undefined;
  if (!mayCustomPrice(p.accountTypeId, current)) {
    throw forbidden('order.custom_pricing_not_allowed', M.customPricingNotAllowed, [
      { field: 'custom_tariff', message: M.customPricingNotAllowed },
    ]);
  }
  return wanted;
}

/** The status the update moves the order to (undefined: it stays); 422 with what is missing, 409 for no such move. */
export function moveOf(
  actor: OrderActor,
  current: OrderStatus,
  target: OrderStatus,
  rec: OrderRecord,
  facts: { next: Record<string, unknown>; customPricing: boolean },
): OrderStatus | undefined {
  if (target === current) return undefined;
  const missing = missingRequirements(rec.snapshot.product as ProductRequirements, { ...rec.order, ...facts.next });
  const decision = decideMoveTo(actor, target, {
    status: current,
    requirementsComplete: missing.length === 0,
    customPricing: facts.customPricing,
  });
  if (decision.ok) return decision.to;
  if (decision.reason === 'requirements_missing') {
    throw unprocessable(
      'order.requirements_missing',
      M.requirementsMissing,
      missing.map((field) => ({ field, message: M.requirementsMissing })),
    );
  }
  if (decision.reason === 'custom_pricing_missing') {
    throw unprocessable('order.custom_pricing_missing', M.customPricingMissing, [
      { field: 'custom_tariff', message: M.customPricingMissing },
    ]);
  }
  throw conflict('order.not_allowed', M.notAllowed, [{ field: 'status', message: M.notAllowed }]);
}

/** The order columns the update writes (the custom tariff's id is set in the transaction). */
export function updateValues(
  data: { next: Record<string, unknown>; changed: readonly string[] },
  remarks: { changed: boolean; value: string | null | undefined },
  to: OrderStatus | undefined,
): Partial<OrderInsert> {
  const values: Partial<OrderInsert> = {};
  for (const f of data.changed) (values as Record<string, unknown>)[f] = data.next[f] ?? null;
  if (remarks.changed) values.provider_remarks = remarks.value ?? null;
  if (to) values.status = to;
  if (to === 'accepted') values.date_purchase = new Date();
  return values;
}

/**
 * The order's audit event (in its transaction): a new order's status, product and quantities; a change's fields before
 * and after — its status move, its data, its remarks — and the custom charges it set or removed.
 */
export function noteOrderChange(
  o: { id: number; customer_id: number } & Record<string, unknown>,
  change: {
    values: Partial<OrderInsert>;
    customTariff?: { from: Record<string, unknown> | null; to: Record<string, unknown> | null };
  } | null,
): void {
  const subject = { kind: 'order', id: o.id, customer_id: o.customer_id };
  let changes: AuditNote['changes'];
  if (!change) {
    changes = diffFields(null, o, ['status', 'service_number_type_id', 'number_quantity', 'channel_quantity', 'reference']);
  } else {
    const { custom_tariff_id: _tariff, ...values } = change.values;
    changes = diffFields(o, values, Object.keys(values) as (keyof typeof values)[]);
    if (change.customTariff) changes.custom_tariff = change.customTariff;
  }
  noteAudit({ action: change ? 'orders.update' : 'orders.create', subject, changes });
}
