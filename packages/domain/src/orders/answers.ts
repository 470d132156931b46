import { z } from 'zod';
import { dataAnswer, pageAnswer, timestampAnswer } from '../common/answers.ts';
import { errorAnswer } from '../common/errors.ts';
import { ORDER_EVENT_KINDS } from './record.ts';
import { ORDER_ACTIONS, ORDER_STATUSES } from './statuses.ts';

const text = z.string().nullable();

/** Who created an order or a timeline event; null when the account was deleted ("Account deleted"). */
export const orderAccountAnswer = z.object({ id: z.number().int(), email: z.string(), firstname: text, lastname: text }).nullable();

/** One row of GET /orders (docs/api-orders.md): nrc/mrc are the custom tariff's when set, else the snapshot's. */
export const orderListRowAnswer = z
  .object({
    id: z.number().int(),
    customer_id: z.number().int(),
    customer: text,
    created_by: orderAccountAnswer,
    service_type: z.string(),
    jurisdiction: z.string(),
    city: text,
    status: z.enum(ORDER_STATUSES),
    number_quantity: z.number().int(),
    channel_quantity: z.number().int(),
    reference: z.string(),
    currency: text,
    nrc: text,
    mrc: text,
    createdAt: timestampAnswer,
    updatedAt: timestampAnswer,
  })
  .meta({ id: 'OrderSummary' });

export const orderListAnswer = pageAnswer(orderListRowAnswer);

/** A tariff's charges and terms as an order shows them (exact decimal strings), custom or from the snapshot. */
const chargesAnswer = z.record(z.string(), z.unknown());

/** The product and its standard tariff as they were when the order was placed (JSON kept as stored). */
export const orderSnapshotAnswer = z.object({
  service_type: z.string(),
  jurisdiction: z.string(),
  currency: text,
  nrc: text,
  mrc: text,
  product: z.record(z.string(), z.unknown()).nullable(),
  tariff: z.record(z.string(), z.unknown()).nullable(),
});

/**
 * One event of an order's timeline: its kind, who, when, from and to (equal for pricing and numbers events), the
 * message to the customer (`remarks`), what changed (`details`: pricing `{old, new}` charges or null) and, in staff's
 * answers only, the internal note (the key is absent from a customer's answer).
 */
export const orderEventAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_EVENT_KINDS),
  account: orderAccountAnswer,
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  remarks: text,
  details: z.record(z.string(), z.unknown()).nullable(),
  internal_note: text.optional(),
  createdAt: timestampAnswer,
});

export const orderDocumentAnswer = z.object({
  filename: z.string(),
  original_name: z.string(),
  size: z.number().int(),
  createdAt: timestampAnswer,
});

/** The order's data fields (spec 2 §3), each a text or null. */
const ORDER_TEXT_FIELDS = [
  'city',
  'additional_remarks',
  'provider_remarks',
  'translation_number_type',
  'translation_number_format',
  'translation_number_prefix',
  'translation_number_to',
  'translation_number_to_file',
  'porting_number_to',
  'porting_number_to_file',
  'end_user_name',
  'end_user_address',
  'end_user_address_proof',
  'end_user_contact_phone',
  'end_user_contact_email',
  'purpose_application',
  'usage_forecast',
  'business_nature',
  'business_registration_jurisdiction',
  'business_registration_number',
  'business_registration_doc',
  'itu_assignment_doc',
  'declaration_letter',
  'authorised_person_passport_id',
  'authorised_person_passport_holding_photo_id',
  'portability_end_user_consent_letter',
  'portability_name_existing_hosting_carriers',
  'portability_forms',
  'portability_latest_invoices',
] as const;

/** GET /orders/{id}: every order field of spec 2 §3 plus what the screens need. */
export const orderDetailAnswer = z
  .object({
    id: z.number().int(),
    customer_id: z.number().int(),
    customer: text,
    created_by: orderAccountAnswer,
    service_number_type_order_history_id: z.number().int(),
    service_number_type_id: z.number().int().nullable(),
    service_type: z.string(),
    jurisdiction: z.string(),
    status: z.enum(ORDER_STATUSES),
    city_specific: z.boolean(),
    number_quantity: z.number().int(),
    channel_quantity: z.number().int(),
    reference: z.string(),
    translation_number_required: z.boolean(),
    porting: z.boolean(),
    ...(Object.fromEntries(ORDER_TEXT_FIELDS.map((f) => [f, text])) as Record<(typeof ORDER_TEXT_FIELDS)[number], typeof text>),
    custom_tariff_id: z.number().int().nullable(),
    date_purchase: timestampAnswer.nullable(),
    createdAt: timestampAnswer,
    updatedAt: timestampAnswer,
    servicenumbertypeorderhistory: orderSnapshotAnswer,
    custom_tariff: chargesAnswer.nullable(),
    documents: z.record(z.string(), orderDocumentAnswer),
    events: z.array(orderEventAnswer),
    /** While the order is incomplete: the message staff gave with the move into incomplete (else null). */
    incomplete_reason: text,
    requirements: z.object({ missing: z.array(z.string()), complete: z.boolean() }),
    actions: z.array(z.object({ action: z.enum(ORDER_ACTIONS), to: z.enum(ORDER_STATUSES), possible: z.boolean() })),
    steps: z.array(z.enum(['features', 'details', 'translation', 'porting', 'confirmation'])),
    confirmation_only: z.boolean(),
    may_custom_price: z.boolean(),
    /** The numbers the order holds now and how many of its numbers are in each state (GET /orders/{id}/numbers). */
    numbers: z.object({ count: z.number().int(), states: z.record(z.string(), z.number().int()) }),
  })
  .meta({ id: 'Order' });

/** POST /orders and PUT /orders/{id}: `{message, data}` with the order as GET /orders/{id} shows it. */
export const orderWriteAnswer = dataAnswer(orderDetailAnswer);

/** 409 of PUT /orders/{id}: an error; when `updatedAt` is stale, with the current order in `data`. */
export const orderStaleAnswer = errorAnswer.extend({ data: orderDetailAnswer.optional() });
