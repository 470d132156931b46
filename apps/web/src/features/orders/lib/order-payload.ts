import {
  chargesFor,
  LIST_TRANSLATION_FORMATS,
  MAX_NOTE_WORDS,
  MONEY_MESSAGES,
  moneySchema,
  normalizeOrderData,
  ORDER_MESSAGES,
  type OrderCreateInput,
  orderDataIssues,
  wordCount,
} from '@gsn/domain';
import type { OrderDetailsValues, OrderSearch, WizardState } from './wizard-state';

export interface Issue {
  field: string;
  message: string;
}

/** Spec 2 §5 step 1: customer (staff), service type and jurisdiction are required. */
export function searchIssues(search: OrderSearch, staff: boolean): string[] {
  const out: string[] = [];
  if (staff && !search.customer_id) out.push(ORDER_MESSAGES.noCustomer);
  if (!search.service_type) out.push(ORDER_MESSAGES.noServiceType);
  if (!search.jurisdiction) out.push(ORDER_MESSAGES.noJurisdiction);
  return out;
}

const qty = (v: number | '') => (v === '' ? 0 : Number(v) || 0);

/** Spec 2 §5 step 4: quantities, reference, translation, notes and, when on, the custom charges. */
export function detailsIssues(serviceType: string, d: OrderDetailsValues, outboundCalling = false, portability = false): Issue[] {
  const issues: Issue[] = orderDataIssues(
    serviceType,
    {
      number_quantity: qty(d.number_quantity),
      channel_quantity: qty(d.channel_quantity),
      translation_number_required: d.translation_number_required,
      translation_number_format: d.translation_number_format,
      translation_number_prefix: d.translation_number_prefix.trim() || null,
      translation_number_to: d.translation_number_to.trim() || null,
      // porting is offered only on a product with portability (the switch is hidden otherwise)
      porting: portability && d.porting,
      porting_number_to: d.porting_number_to.trim() || null,
    },
    true,
    { portability },
  );
  if (!d.reference.trim()) issues.push({ field: 'reference', message: ORDER_MESSAGES.noReference });
  if (wordCount(d.additional_remarks) > MAX_NOTE_WORDS) issues.push({ field: 'additional_remarks', message: ORDER_MESSAGES.tooManyWords });
  if (d.custom_pricing) {
    for (const f of chargesFor(serviceType, outboundCalling)) {
      if (!moneySchema.safeParse(d.custom_tariff[f]).success) issues.push({ field: `custom_tariff.${f}`, message: MONEY_MESSAGES.format });
    }
  }
  return issues;
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/**
 * The POST /orders body of a finished wizard: quantities 0 when empty, hidden choices cleared, the custom tariff
 * (its service type's charges) when staff price the order — which then starts as processed (prepared by the
 * account manager, spec 2 §2 note) — and the numbers a customer chose and holds (`reserved_numbers`, only when some).
 */
export function createPayload(state: WizardState, opts: { staff: boolean; mayCustomPrice: boolean }): OrderCreateInput {
  const product = state.product;
  if (!product) throw new Error('no product chosen');
  const d = state.details;
  const serviceType = product.service_type;
  const city = state.query?.city ?? state.search.city;
  const customPricing = opts.mayCustomPrice && d.custom_pricing;
  let custom_tariff: OrderCreateInput['custom_tariff'] = null;
  if (customPricing) {
    const t: Record<string, string | null> = { currency: d.custom_tariff.currency || 'USD' };
    for (const f of chargesFor(serviceType, !!product.outbound_calling_enabled)) t[f] = orNull(d.custom_tariff[f]);
    custom_tariff = t as OrderCreateInput['custom_tariff'];
  }
  const body = normalizeOrderData({
    ...(opts.staff && state.search.customer_id ? { customer_id: Number(state.search.customer_id) } : {}),
    service_number_type_id: product.id,
    city: city ?? null,
    city_specific: !!city,
    number_quantity: qty(d.number_quantity),
    channel_quantity: serviceType === 'SIP Trunking' ? qty(d.channel_quantity) : 0,
    reference: d.reference.trim(),
    additional_remarks: orNull(d.additional_remarks),
    translation_number_required: d.translation_number_required,
    translation_number_format: d.translation_number_required ? d.translation_number_format || 'e.164' : null,
    translation_number_prefix: orNull(d.translation_number_prefix),
    // the numbers list belongs to the list formats only
    translation_number_to: (LIST_TRANSLATION_FORMATS as readonly string[]).includes(d.translation_number_format)
      ? orNull(d.translation_number_to)
      : null,
    porting: !!product.portability && d.porting,
    porting_number_to: orNull(d.porting_number_to),
    custom_tariff,
    terms_accepted: true as const,
    status: customPricing ? ('processed' as const) : ('requested' as const),
  });
  const reserved = opts.staff ? [] : state.numbers.map((n) => n.id);
  return { ...(body as OrderCreateInput), ...(reserved.length ? { reserved_numbers: reserved } : {}) };
}

/** A customer may hold at most as many numbers as it orders (the rest are picked by staff). */
export const heldBeyondQuantity = (state: WizardState) => state.numbers.length > qty(state.product ? state.details.number_quantity : '');
