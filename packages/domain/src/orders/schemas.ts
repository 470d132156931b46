import { z } from 'zod';
import { boolish, idFilter, listQuery, updatedSince } from '../common/pagination.ts';
import { blankToNull, optionalText } from '../common/text.ts';
import { SERVICE_TYPES } from '../catalogue/products.ts';
import { tariffChargesObject } from '../catalogue/tariffs.ts';
import { toE164 } from '../catalogue/inventory.ts';
import { ORDER_STATUSES } from './statuses.ts';
import { INTERNAL_NOTE_MAX } from './record.ts';

/** Spec 2 §8 messages (toasts) and the server's per-field messages for orders. */
export const ORDER_MESSAGES = {
  noCustomer: 'No customer selected: the order cannot proceed without a customer',
  noServiceType: 'Please select a service type',
  noJurisdiction: 'No jurisdiction selected',
  noProduct: 'Please select a product',
  productUnknown: 'This product does not exist or is no longer offered',
  noQuantity: 'No quantity',
  noNumberQuantity: 'No number quantity introduced',
  noNumberOrChannelQuantity: 'No number or channel quantity introduced',
  channelsMultipleOfFive: 'Quantity must be multiple of five, minimum order 10',
  noReference: 'No reference introduced (compulsory)',
  translationEmpty: 'All translation number fields empty, please fill',
  translationFormat: 'Translation number does not follow correct format',
  translationFormatEmpty: 'Empty, please introduce translation format number',
  portingFormat: 'Porting number does not follow correct format',
  portingNotOffered: 'This product does not offer number porting',
  terms: 'Please accept Terms & Conditions before submitting your order',
  incompleteGeneric: 'Something went wrong with your order, please communicate with your Account Manager',
  requirementsMissing: 'The order cannot be accepted until its requirements are provided',
  cancelAfterAcceptance: 'Cancellation after acceptance may incur charges',
  tooManyWords: 'Please write at most 250 words',
  notAllowed: 'This action is not possible for the order in its current status',
  stale: 'The order was changed by someone else meanwhile; its current state is shown',
  customPricingMissing: 'Add custom pricing before processing the order',
  customPricingNotAllowed: 'Your account type may not set custom pricing',
  customerDataOnly: 'Only the customer may change the order data',
  providerRemarksOnly: 'Only the provider may change the provider remarks',
  internalNoteStaffOnly: 'Only the provider’s staff may write an internal note',
  added: 'Order created successfully',
  updated: 'Order updated successfully',
} as const;

export const TRANSLATION_FORMATS = ['e.164', 'e.164+', 'e.164prefix', 'e.164prefix+', 'numberrange', 'individual'] as const;
export type TranslationFormat = (typeof TRANSLATION_FORMATS)[number];
export const PREFIX_FORMATS: readonly TranslationFormat[] = ['e.164prefix', 'e.164prefix+'];
export const TRANSLATION_TYPES = ['1to1', '1tomany'] as const;

/** Spec 2 §3: 1to1 for DID and SIP Trunking, 1tomany otherwise. */
export const translationTypeFor = (serviceType: string) => (serviceType === 'DID' || serviceType === 'SIP Trunking' ? '1to1' : '1tomany');

/** Spec 2 §9: channels in steps of 5, at least 10 on a new connection. */
export const CHANNEL_STEP = 5;
export const MIN_INITIAL_CHANNELS = 10;
export const MAX_NOTE_WORDS = 250;
export const wordCount = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

/** Spec 2 §5 default reference: the customer's name and a random number up to one million. */
export function defaultReference(customerName: string, random: () => number = Math.random): string {
  return `${customerName} ${Math.floor(random() * 1_000_000)}`;
}

/** The document inputs of an order and the file types each accepts (spec 2 §5). */
const DOCS = ['pdf', 'doc', 'docx'] as const;
const IMAGES = ['pdf', 'jpeg', 'png'] as const;
export const DOCUMENT_INPUTS = {
  end_user_address_proof: DOCS,
  business_registration_doc: DOCS,
  itu_assignment_doc: DOCS,
  declaration_letter: DOCS,
  portability_forms: DOCS,
  portability_latest_invoices: DOCS,
  portability_end_user_consent_letter: DOCS,
  translation_number_to_file: ['xlsx'],
  porting_number_to_file: ['xlsx'],
  authorised_person_passport_id: IMAGES,
  authorised_person_passport_holding_photo_id: IMAGES,
} as const satisfies Record<string, readonly string[]>;
export type DocumentInput = keyof typeof DOCUMENT_INPUTS;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** "Please upload pdf/doc/docx file". */
export const uploadTypesMessage = (input: DocumentInput) => `Please upload ${DOCUMENT_INPUTS[input].join('/')} file`;

/**
 * A list of numbers typed by the user (one per line, or separated by commas or semicolons); each must be a valid
 * E.164 number. Returns the canonical numbers, or null when any is wrong.
 */
export function parseNumberList(text: string): string[] | null {
  const parts = text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.length) return null;
  const out: string[] = [];
  for (const p of parts) {
    const n = toE164(p);
    if (!n) return null;
    out.push(n);
  }
  return out;
}

/** The most numbers or channels one order asks for (the wizard's fields stop there too). */
export const ORDER_QUANTITY_MAX = 100_000;

/** A quantity, 0 when absent or blank: optional on the wire (the API document says so), always a number after. */
const quantity = z
  .preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), z.coerce.number().int().min(0).max(ORDER_QUANTITY_MAX))
  .optional()
  .transform((v) => v ?? 0);
const note = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(5000)
    .refine((s) => wordCount(s) <= MAX_NOTE_WORDS, ORDER_MESSAGES.tooManyWords)
    .nullable()
    .optional(),
);

/** The data a customer (or staff for the customer) supplies; documents are set by the upload endpoint. */
export const orderDataFields = {
  city: optionalText(100),
  city_specific: z.preprocess((v) => (v === null || v === '' ? false : v), boolish.optional()).default(false),
  number_quantity: quantity,
  channel_quantity: quantity,
  reference: z.string({ message: ORDER_MESSAGES.noReference }).trim().min(1, ORDER_MESSAGES.noReference).max(200),
  additional_remarks: note,
  translation_number_required: z.preprocess((v) => (v === null || v === '' ? false : v), boolish.optional()).default(false),
  translation_number_format: z.preprocess(blankToNull, z.enum(TRANSLATION_FORMATS).nullable().optional()),
  translation_number_prefix: optionalText(20),
  translation_number_to: optionalText(20_000),
  porting: z.preprocess((v) => (v === null || v === '' ? false : v), boolish.optional()).default(false),
  porting_number_to: optionalText(20_000),
  end_user_name: optionalText(200),
  end_user_address: optionalText(1000),
  end_user_contact_phone: optionalText(40),
  end_user_contact_email: z.preprocess(blankToNull, z.email('Please enter a valid e-mail address').nullable().optional()),
  purpose_application: optionalText(1000),
  usage_forecast: optionalText(1000),
  business_nature: optionalText(1000),
  business_registration_jurisdiction: optionalText(100),
  business_registration_number: optionalText(100),
  portability_name_existing_hosting_carriers: optionalText(1000),
};

/** Staff-only fields: provider remarks and, for types 100/110/120, the custom tariff. */
export const orderStaffFields = {
  provider_remarks: note,
  custom_tariff: tariffChargesObject.partial({ currency: true }).nullable().optional(),
};

/** The quantity and translation rules of spec 2 §5 (step 4), as per-field issues. */
export function orderDataIssues(
  serviceType: string,
  v: {
    number_quantity: number;
    channel_quantity: number;
    translation_number_required?: boolean;
    translation_number_format?: string | null;
    translation_number_prefix?: string | null;
    translation_number_to?: string | null;
    porting?: boolean | null;
    porting_number_to?: string | null;
  },
  initial = true,
  /** The ordered product: porting is refused when it offers no portability. */
  product?: { portability?: boolean | null },
): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (serviceType === 'SIP Trunking') {
    if (!v.number_quantity && !v.channel_quantity)
      issues.push({ field: 'number_quantity', message: ORDER_MESSAGES.noNumberOrChannelQuantity });
    if (v.channel_quantity && (v.channel_quantity % CHANNEL_STEP !== 0 || (initial && v.channel_quantity < MIN_INITIAL_CHANNELS))) {
      issues.push({ field: 'channel_quantity', message: ORDER_MESSAGES.channelsMultipleOfFive });
    }
  } else if (!v.number_quantity) {
    issues.push({ field: 'number_quantity', message: ORDER_MESSAGES.noNumberQuantity });
  }
  if (v.translation_number_required) {
    const f = v.translation_number_format;
    if (!f) issues.push({ field: 'translation_number_format', message: ORDER_MESSAGES.translationFormatEmpty });
    else if (PREFIX_FORMATS.includes(f as TranslationFormat) && !/^\+?\d{1,15}$/.test(v.translation_number_prefix ?? '')) {
      issues.push({ field: 'translation_number_prefix', message: ORDER_MESSAGES.translationFormat });
    }
    if (v.translation_number_to && !parseNumberList(v.translation_number_to)) {
      issues.push({ field: 'translation_number_to', message: ORDER_MESSAGES.translationFormat });
    }
  }
  if (v.porting) {
    if (product && !product.portability) issues.push({ field: 'porting', message: ORDER_MESSAGES.portingNotOffered });
    else if (v.porting_number_to && !parseNumberList(v.porting_number_to)) {
      issues.push({ field: 'porting_number_to', message: ORDER_MESSAGES.portingFormat });
    }
  }
  return issues;
}

/** Clears what the choices hide: the prefix outside the prefix formats, translation and porting data when off. */
export function normalizeOrderData<T extends Record<string, unknown>>(v: T): T {
  const o: Record<string, unknown> = { ...v };
  if (!o.translation_number_required) {
    o.translation_number_format = null;
    o.translation_number_prefix = null;
    o.translation_number_to = null;
  } else {
    o.translation_number_format ??= 'e.164';
    if (!PREFIX_FORMATS.includes(o.translation_number_format as TranslationFormat)) o.translation_number_prefix = null;
  }
  if (!o.porting) o.porting_number_to = null;
  return o as T;
}

/** POST /orders. `status` may be requested (default) or, for staff with custom pricing, processed. */
export const orderCreateSchema = z.object({
  customer_id: z.coerce.number({ message: ORDER_MESSAGES.noCustomer }).int().positive(ORDER_MESSAGES.noCustomer).optional(),
  service_number_type_id: z.coerce.number({ message: ORDER_MESSAGES.noProduct }).int().positive(ORDER_MESSAGES.noProduct),
  ...orderDataFields,
  ...orderStaffFields,
  terms_accepted: z.literal(true, { message: ORDER_MESSAGES.terms }),
  status: z.enum(['requested', 'processed']).default('requested'),
  /** Numbers the customer holds from the wizard (POST /invnumbers/reservations): they go to this order. */
  reserved_numbers: z.array(z.number().int().positive()).max(100).optional(),
});
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;

/** A flag as a PUT takes it: absent stays absent (the stored value is kept), unlike the create defaults. */
const updateFlag = z.preprocess((v) => (v === null || v === '' ? false : v), boolish.optional());
const orderDataUpdateFields = {
  ...orderDataFields,
  city_specific: updateFlag,
  translation_number_required: updateFlag,
  porting: updateFlag,
};

/**
 * PUT /orders/{id}: the data the caller may change plus the target `status` (equal to the current one for a data
 * change only) and `updatedAt` as the caller last saw it (a stale one gets 409 with the current order).
 */
export const orderUpdateSchema = z
  .object(orderDataUpdateFields)
  .partial()
  .extend({
    ...orderStaffFields,
    status: z.enum(ORDER_STATUSES),
    updatedAt: z.string().min(1),
    /** Remarks recorded with the status change in the order's timeline: the message to the customer. */
    remarks: note,
    /** Why the order moves to assigned holding fewer numbers than it ordered (required then). */
    short_reason: note,
    /** Staff only: recorded beside the remarks, never shown or sent to the customer. */
    internal_note: optionalText(INTERNAL_NOTE_MAX),
  });
export type OrderUpdateInput = z.infer<typeof orderUpdateSchema>;

export const ORDER_ORDER_FIELDS = [
  'updatedAt',
  'createdAt',
  'id',
  'status',
  'reference',
  'customer',
  'service_type',
  'jurisdiction',
  'number_quantity',
  'channel_quantity',
] as const;

/** GET /orders filters (spec 2 §2 Order list); customer_id is a staff filter. Default sort updatedAt descending. */
export const orderListQuery = listQuery().extend({
  service_type: z.preprocess(blankToNull, z.enum(SERVICE_TYPES).nullable().optional()),
  jurisdiction: optionalText(100),
  status: z.preprocess(blankToNull, z.enum(ORDER_STATUSES).nullable().optional()),
  order_id: idFilter(),
  reference: optionalText(200),
  customer_id: idFilter(),
  /**
   * Sync: only orders changed at or after this instant (ISO 8601 with its offset), for a poll that asks
   * `orderby=updatedAt&ordertype=asc` from the last `updatedAt` it saw (docs/integrating.md, Keeping in sync).
   */
  updated_since: updatedSince(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;
