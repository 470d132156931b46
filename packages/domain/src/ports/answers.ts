import { z } from 'zod';
import { dataAnswer, pageAnswer, timestampAnswer } from '../common/answers.ts';
import { PORT_EXCEPTION_CODES, PORT_MOVES, PORT_NUMBER_RESULTS, PORT_STATES } from './rules.ts';

const text = z.string().nullable();
const author = z.object({ id: z.number().int(), email: z.string(), firstname: text, lastname: text, staff: z.boolean() }).nullable();

export const portNumberAnswer = z.object({ number: z.string(), result: z.enum(PORT_NUMBER_RESULTS), reason: text });
export const portNoteAnswer = z.object({ id: z.number().int(), body: z.string(), author, createdAt: timestampAnswer });
export const portEventAnswer = z.object({
  id: z.number().int(),
  from_state: z.enum(PORT_STATES).nullable(),
  to_state: z.enum(PORT_STATES),
  note: text,
  author,
  createdAt: timestampAnswer,
});

/** One row of GET /ports. */
export const portRowAnswer = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_reference: z.string(),
  customer_id: z.number().int(),
  customer: text,
  service_type: z.string(),
  jurisdiction: z.string(),
  state: z.enum(PORT_STATES),
  numbers: z.number().int(),
  losing_carriers: text,
  requested_foc_date: text,
  confirmed_foc_date: text,
  updatedAt: timestampAnswer,
});
export const portListAnswer = pageAnswer(portRowAnswer);

/** A port as its page shows it: its numbers and results, its letter, its history and notes, and the caller's moves. */
export const portAnswer = portRowAnswer.extend({
  losing_account: text,
  exception_code: z.enum(PORT_EXCEPTION_CODES).nullable(),
  exception_reason: text,
  /** The earliest FOC date the port may ask for today (the product's lead time in business days). */
  earliest_foc_date: z.string(),
  lead_business_days: z.number().int(),
  loa: z.object({ original_name: z.string(), uploaded_at: timestampAnswer }).nullable(),
  number_list: z.array(portNumberAnswer),
  events: z.array(portEventAnswer),
  notes: z.array(portNoteAnswer),
  /** The moves the caller may make now. */
  moves: z.array(z.enum(PORT_MOVES)),
  /** Whether the caller may change the numbers, carriers, date and letter now. */
  editable: z.boolean(),
  createdAt: timestampAnswer,
});
export const portOfOrderAnswer = z.object({ data: portAnswer.nullable() });
export const portWriteAnswer = dataAnswer(portAnswer);
export const portNoteWriteAnswer = dataAnswer(portNoteAnswer);
export type PortView = z.output<typeof portAnswer>;
