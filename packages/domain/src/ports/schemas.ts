import { z } from 'zod';
import { isoDaySchema } from '../common/dates.ts';
import { listQuery } from '../common/pagination.ts';
import { optionalText } from '../common/text.ts';
import { PORT_EXCEPTION_CODES, PORT_NUMBER_LIMIT, PORT_STATES } from './rules.ts';

/** The English messages of ports (docs/api-ports.md); their codes are ports/error-codes.ts. */
export const PORT_MESSAGES = {
  saved: 'Port saved',
  moved: 'Port updated',
  noteAdded: 'Note added',
  loaUploaded: 'Letter of authorisation uploaded',
  notPorting: 'This order does not port numbers',
  orderClosed: 'The order is closed: its port can no longer change',
  notEditable: 'The port can be changed only while it is a draft or waits for your correction',
  moveRefused: 'This step is not possible for the port in its current state',
  numberInvalid: 'This is not a valid phone number',
  numberWrongCountry: 'This number does not belong to the order’s jurisdiction',
  numberInInventory: 'This number is already in our inventory: it cannot be ported in',
  numberInOtherPort: 'This number is already in another open port',
  numbersRequired: 'Please list the numbers to port',
  tooManyNumbers: `A port may carry at most ${PORT_NUMBER_LIMIT} numbers`,
  carriersRequired: 'Please name the losing carrier',
  focDateRequired: 'Please choose the requested FOC date',
  focTooEarly: 'The FOC date must leave the losing carrier its lead time: choose {date} or later',
  focWeekend: 'Carriers port on business days: please choose a day from Monday to Friday',
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
  loaRequired: 'Please upload the signed letter of authorisation first',
  confirmedDateRequired: 'Please give the FOC date the losing carrier confirmed',
  exceptionRequired: 'Please say what the customer must do: choose a reason and explain it',
  resultsRequired: 'Please give every number’s result: ported, or rejected with the reason',
  resultUnknown: 'This number is not part of the port',
  rejectReasonRequired: 'Please give the reason the number was rejected',
  nonePorted: 'At least one number must have ported: otherwise raise an exception or cancel the port',
  noteRequired: 'Please write the note',
  staffOnly: 'Only the provider’s staff take this step',
  loaTypes: 'Please upload the signed letter as a pdf, jpg or png file',
  orderNotAccepted: 'Numbers port into an order only once it is accepted and before it is completed',
  moreThanOrdered: 'The port carries more numbers than the order is for',
  focDatePast: 'The confirmed FOC date cannot be in the past',
} as const;

const numbersText = z.string().max(PORT_NUMBER_LIMIT * 40);

/** PUT /orders/{id}/port: the draft's data (each may be left empty while it is a draft). */
export const portDraftSchema = z.object({
  /** The numbers, one per line or separated by commas, in any common writing. */
  numbers: numbersText.optional(),
  losing_carriers: optionalText(500),
  /** The carrier's account number and PIN with the losing carrier, when it asks for them. */
  losing_account: optionalText(200),
  requested_foc_date: isoDaySchema(PORT_MESSAGES.dateInvalid),
});
export type PortDraftInput = z.infer<typeof portDraftSchema>;

const result = z.object({
  number: z.string().trim().min(1).max(40),
  result: z.enum(['ported', 'rejected']),
  reason: optionalText(500),
});

/** POST /ports/{id}/moves: a move of the state machine and what it carries. */
export const portMoveSchema = z.discriminatedUnion('move', [
  z.object({ move: z.literal('submit') }),
  z.object({ move: z.literal('cancel'), reason: optionalText(1000) }),
  z.object({ move: z.literal('confirm_foc'), confirmed_foc_date: isoDaySchema(PORT_MESSAGES.dateInvalid) }),
  z.object({
    move: z.literal('raise_exception'),
    exception_code: z.enum(PORT_EXCEPTION_CODES, { message: PORT_MESSAGES.exceptionRequired }),
    exception_reason: optionalText(1000),
  }),
  z.object({ move: z.literal('complete'), results: z.array(result).max(PORT_NUMBER_LIMIT) }),
]);
export type PortMoveInput = z.infer<typeof portMoveSchema>;

export const portNoteSchema = z.object({
  body: z.string({ message: PORT_MESSAGES.noteRequired }).trim().min(1, PORT_MESSAGES.noteRequired).max(4000),
});

export const PORT_ORDER_FIELDS = ['requested_foc_date', 'confirmed_foc_date', 'updatedAt', 'id'] as const;
export type PortOrderField = (typeof PORT_ORDER_FIELDS)[number];

/** GET /ports: staff see every company's, a customer its own; by state, searched by number, order reference or company. */
export const portListQuery = listQuery().extend({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PORT_STATES).optional()),
  search: z.string().trim().max(100).optional(),
});
export type PortListQuery = z.infer<typeof portListQuery>;

/** GET /ports/{id}/loa: the letter in a language (the caller's own by default). */
export const portLoaQuery = z.object({ language: z.enum(['en', 'es', 'fr', 'ja', 'ru', 'zh']).optional() });
