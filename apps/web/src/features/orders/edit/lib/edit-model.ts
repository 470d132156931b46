import {
  actorOf,
  CUSTOMER_EDITABLE,
  chargesFor,
  DOCUMENT_INPUTS,
  DOCUMENT_MAX_BYTES,
  type DocumentInput,
  decideMove,
  type EditStep,
  moneySchema,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
  parseNumberList,
  REQUIREMENT_FIELDS,
  type RequirementFlag,
  uploadTypesMessage,
} from '@gsn/domain';
import type { OrderCharges, OrderDetail } from '../../api/use-orders';

/**
 * The edit-order wizard's rules that are not the server's (spec 2 §2 Edit order, §4, §5): which fields each step
 * shows, the data a save sends, the client-side file check, and why an offered action is disabled.
 */

export type FieldKind = 'text' | 'textarea' | 'email' | 'numbers' | 'document';
export interface EditField {
  name: string;
  kind: FieldKind;
}

const PORTING_FLAGS: readonly string[] = [
  'prt_consentletter_req',
  'prt_hstcarriers_req',
  'portability_forms',
  'portability_latest_invoices_req',
];
const LONG_TEXT = new Set([
  'end_user_address',
  'purpose_application',
  'usage_forecast',
  'business_nature',
  'portability_name_existing_hosting_carriers',
]);

export const isDocumentInput = (name: string): name is DocumentInput => Object.hasOwn(DOCUMENT_INPUTS, name);

function kindOf(name: string): FieldKind {
  if (isDocumentInput(name)) return 'document';
  if (name === 'end_user_contact_email') return 'email';
  if (name === 'translation_number_to' || name === 'porting_number_to') return 'numbers';
  return LONG_TEXT.has(name) ? 'textarea' : 'text';
}

type Flags = Partial<Record<RequirementFlag, boolean | null>>;
type FlagKey = keyof typeof REQUIREMENT_FIELDS;

function flagged(product: Flags | null | undefined, porting: boolean): EditField[] {
  const out: EditField[] = [];
  for (const [flag, fields] of Object.entries(REQUIREMENT_FIELDS) as [FlagKey, readonly string[]][]) {
    if (!product?.[flag] || PORTING_FLAGS.includes(flag) !== porting) continue;
    for (const name of fields) out.push({ name, kind: kindOf(name) });
  }
  return out;
}

/** The inputs of one wizard step (features and confirmation have none). */
export function stepFields(step: EditStep, product: Flags | null | undefined): EditField[] {
  switch (step) {
    case 'details':
      return flagged(product, false);
    case 'translation':
      return [
        { name: 'translation_number_to', kind: 'numbers' },
        { name: 'translation_number_to_file', kind: 'document' },
      ];
    case 'porting':
      return [
        { name: 'porting_number_to', kind: 'numbers' },
        { name: 'porting_number_to_file', kind: 'document' },
        ...flagged(product, true),
      ];
    default:
      return [];
  }
}

/** The typed (non-document) fields of every step the order has: what a save sends. */
export function textFieldsOf(steps: readonly EditStep[], product: Flags | null | undefined): string[] {
  return steps.flatMap((s) => stepFields(s, product)).flatMap((f) => (f.kind === 'document' ? [] : [f.name]));
}

export type TextValues = Record<string, string>;

export function initialTextValues(order: OrderDetail, names: readonly string[]): TextValues {
  const o = order as unknown as Record<string, unknown>;
  return Object.fromEntries(names.map((n) => [n, typeof o[n] === 'string' ? (o[n] as string) : '']));
}

/** Blank text is sent as null (the server clears the field). */
export function textPayload(values: TextValues, names: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(names.map((n) => [n, values[n]?.trim() ? (values[n] as string).trim() : null]));
}

/** Client checks of the typed data before a save: number lists must be E.164 (spec 2 §5, §8). */
export function textIssues(
  values: TextValues,
  names: readonly string[],
): { field: string; message: 'translationFormat' | 'portingFormat' }[] {
  return names
    .filter((n) => kindOf(n) === 'numbers' && values[n]?.trim() && !parseNumberList(values[n] as string))
    .map((field) => ({ field, message: field === 'porting_number_to' ? ('portingFormat' as const) : ('translationFormat' as const) }));
}

/** The step whose inputs hold a field (the first one; undefined when no step shows it). */
export function stepOfField(steps: readonly EditStep[], product: Flags | null | undefined, field: string): EditStep | undefined {
  return steps.find((s) => stepFields(s, product).some((f) => f.name === field));
}

/** Whether a step still misses some of the order's requirements (its inputs among the missing fields). */
export function stepIncomplete(step: EditStep, product: Flags | null | undefined, missing: readonly string[]): boolean {
  return stepFields(step, product).some((f) => missing.includes(f.name));
}

/** Who edits what: customers change the data only while CUSTOMER_EDITABLE; staff never change the customer's data. */
export function editContext(accountTypeId: number, status: OrderStatus) {
  const actor: OrderActor = actorOf(accountTypeId);
  return { actor, customerEditable: actor === 'customer' && CUSTOMER_EDITABLE.includes(status) };
}

/** The `accept` attribute of a document input: its extensions (jpeg also as .jpg). */
export function acceptOf(input: DocumentInput): string {
  return DOCUMENT_INPUTS[input].flatMap((e) => (e === 'jpeg' ? ['.jpeg', '.jpg'] : [`.${e}`])).join(',');
}

/** The client-side check of a chosen file: null when fine, else the reason (spec 2 §5 "Please upload … file"). */
export function fileProblem(input: DocumentInput, file: File): { kind: 'type'; message: string } | { kind: 'size' } | null {
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const allowed = DOCUMENT_INPUTS[input] as readonly string[];
  const ok = allowed.includes(ext) || (ext === 'jpg' && allowed.includes('jpeg'));
  if (!ok) return { kind: 'type', message: uploadTypesMessage(input) };
  if (file.size > DOCUMENT_MAX_BYTES) return { kind: 'size' };
  return null;
}

export type DisabledReason = 'requirementsMissing' | 'customPricingMissing' | 'notAllowed';

/**
 * Whether an offered action can be taken now. The server's `possible` is the truth for what is stored; Process
 * order follows the custom-pricing checkbox of this form (the PUT carries the tariff, or removes it).
 */
export function actionState(
  actor: OrderActor,
  entry: { action: OrderAction; possible: boolean },
  order: Pick<OrderDetail, 'status' | 'requirements'>,
  customPricing: boolean,
): { enabled: true } | { enabled: false; reason: DisabledReason } {
  const decision = decideMove(actor, entry.action, {
    status: order.status,
    requirementsComplete: order.requirements.complete,
    customPricing,
  });
  if (decision.ok || (entry.possible && entry.action !== 'process')) return { enabled: true };
  const reason = decision.ok ? 'notAllowed' : decision.reason;
  return {
    enabled: false,
    reason:
      reason === 'requirements_missing'
        ? 'requirementsMissing'
        : reason === 'custom_pricing_missing'
          ? 'customPricingMissing'
          : 'notAllowed',
  };
}

/**
 * How many numbers the order holds now (the detail's `numbers` summary, docs/api-numbers.md), or null when the answer
 * carries none (a stale cached answer, a 409's order from before the summary).
 */
export function heldNumbers(order: { numbers?: { count: number } | null }): number | null {
  const count = order.numbers?.count;
  return typeof count === 'number' ? count : null;
}

/** Spec 2 §4: cancelling once accepted may incur charges. */
export const CHARGEABLE_CANCEL: readonly OrderStatus[] = ['accepted', 'assigned', 'ordered', 'testing'];

export type PricingValues = Record<string, string>;

/** The custom-pricing inputs: the custom tariff when set, else the snapshot's standard tariff (currency USD by default). */
export function initialPricing(order: OrderDetail): PricingValues {
  const source: OrderCharges = order.custom_tariff ?? order.servicenumbertypeorderhistory?.tariff ?? {};
  const fields = pricingFields(order);
  return {
    currency: source.currency || order.servicenumbertypeorderhistory?.currency || 'USD',
    ...Object.fromEntries(fields.map((f) => [f, source[f] ?? ''])),
  };
}

export function pricingFields(order: OrderDetail) {
  const snapshot = order.servicenumbertypeorderhistory;
  return chargesFor(snapshot?.service_type ?? order.service_type, !!snapshot?.product?.outbound_calling_enabled);
}

/** The custom tariff to send, or the fields whose amount is malformed. */
export function pricingPayload(
  order: OrderDetail,
  values: PricingValues,
): { ok: true; tariff: Record<string, string | null> } | { ok: false; fields: string[] } {
  const tariff: Record<string, string | null> = { currency: values.currency || 'USD' };
  const bad: string[] = [];
  for (const f of pricingFields(order)) {
    const parsed = moneySchema.safeParse(values[f] ?? '');
    if (parsed.success) tariff[f] = parsed.data ?? null;
    else bad.push(f);
  }
  return bad.length ? { ok: false, fields: bad } : { ok: true, tariff };
}

/** The path of an order's document: upload by input id, download by stored file name. */
export const documentPath = (order: Pick<OrderDetail, 'customer_id' | 'id'>, inputOrFilename: string) =>
  `/documents/order/${order.customer_id}/${order.id}/${encodeURIComponent(inputOrFilename)}`;

export const ORDERS_LIST_PATH = '/portal/management/orders';
