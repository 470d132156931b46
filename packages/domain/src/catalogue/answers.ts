import { z } from 'zod';
import { dataAnswer, timestampAnswer } from '../common/answers.ts';

const text = z.string().nullable();

/** A page whose count stops at a cap: `count_capped` is present and true when more rows match than `count` says. */
export const cappedPageAnswer = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), count: z.number().int(), count_capped: z.boolean().optional() });

/** A DNIS record: an inventory number seen from routing. */
export const dnisAnswer = z.object({
  id: z.number().int(),
  service_number: z.string(),
  translation_termination_number: text,
  translated_routing: text,
  routing_vendor: text,
  ocn_for_customer: text,
  service_type: z.string(),
  jurisdiction: z.string(),
  city: text,
  customer_insight_code: text,
  customer_name: text,
  order_id: z.number().int().nullable(),
  expired: z.boolean(),
  updatedAt: timestampAnswer,
});
export const dnisListAnswer = cappedPageAnswer(dnisAnswer);
export const dnisWriteAnswer = dataAnswer(dnisAnswer);

/** A charge: an exact decimal string, or null when not charged. */
const money = z.string().nullable().optional();
const term = z.string().nullable().optional();

/** A tariff and its product's summary (amounts as exact decimal strings, dates YYYY-MM-DD). */
export const tariffAnswer = z.object({
  id: z.number().int(),
  type: z.string(),
  service_number_type_id: z.number().int().nullable(),
  currency: z.string().nullable(),
  nrc: money,
  mrc: money,
  nrc_channel_charges: money,
  mrc_channel_charges: money,
  fix_usage_rate: money,
  mobile_usage_rate: money,
  payphone_usage_rate: money,
  inbound_charges: money,
  outbound_charges_fixed: money,
  outbound_charges_mobile: money,
  outbound_charges_special: money,
  billing_incremental: term,
  billing_start_date: term,
  commencement_date: term,
  service_type: text,
  jurisdiction: text,
  vendor: text,
  vendor_option: text,
  outbound_calling_enabled: z.boolean(),
  createdAt: timestampAnswer,
  updatedAt: timestampAnswer,
});
export const tariffListAnswer = z.object({ data: z.array(tariffAnswer), count: z.number().int() });
export const tariffWriteAnswer = dataAnswer(tariffAnswer);
