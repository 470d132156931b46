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
