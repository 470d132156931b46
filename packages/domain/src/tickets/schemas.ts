import { z } from 'zod';
import { dataAnswer, pageAnswer, timestampAnswer } from '../common/answers.ts';
import { idFilter, listQuery, MAX_DB_ID, wholeNumber } from '../common/pagination.ts';
import { blankToNull } from '../common/text.ts';
import { TICKET_TITLES, ticketCreateSchema } from '../notifications/schemas.ts';
import { TICKET_SIDES, TICKET_STATUSES } from './rules.ts';

export const TICKET_MESSAGES = {
  moveRefused: 'This ticket cannot take this step in its current status',
  assigneeNotStaff: 'Please choose an active account of the provider’s staff',
  replied: 'Reply sent',
  closed: 'Ticket closed',
  reopened: 'Ticket reopened',
  assigned: 'Ticket assigned',
  badAssignee: 'Please give an account id, me or none',
} as const;

/**
 * POST /tickets: the same body as the spec's POST /notifications (a title among Order Issue, Portal Issue and Other, a
 * message of at most 250 words); both create a ticket.
 */
export const ticketCreateBody = ticketCreateSchema;

/** POST /tickets/{id}/messages: a reply in the thread, at most 250 words like the first message. */
export const ticketReplySchema = z.object({ message: ticketCreateSchema.shape.message }).strict();
export type TicketReplyInput = z.infer<typeof ticketReplySchema>;

/** PUT /tickets/{id}/assignee: a staff account, or null to leave the ticket unassigned. */
export const ticketAssignSchema = z.object({ assignee_account_id: wholeNumber(1, MAX_DB_ID).nullable() }).strict();
export type TicketAssignInput = z.infer<typeof ticketAssignSchema>;

export const TICKET_ORDER_FIELDS = ['updatedAt', 'createdAt', 'id'] as const;

/**
 * GET /tickets: a customer's own company's tickets (a staff member's: every company's), most recently changed first.
 * `assignee` is an account id, `me` or `none`; `search` finds a ticket by its number or by words of its messages.
 */
export const ticketListQuery = listQuery()
  .extend({
    orderby: z.enum(TICKET_ORDER_FIELDS).optional(),
    status: z.enum(TICKET_STATUSES).optional(),
    title: z.enum(TICKET_TITLES).optional(),
    customer_id: idFilter(),
    assignee: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .regex(/^(me|none|[1-9]\d{0,9})$/, TICKET_MESSAGES.badAssignee)
        .nullable()
        .optional(),
    ),
    search: z.preprocess(blankToNull, z.string().trim().max(100).nullable().optional()),
  })
  .strict();
export type TicketListQuery = z.infer<typeof ticketListQuery>;

export const ticketAnswer = z
  .object({
    id: z.number().int(),
    /** The customer company; null for a registered user's ticket (no company). */
    customer_id: z.number().int().nullable(),
    customer_name: z.string().nullable(),
    title: z.enum(TICKET_TITLES),
    status: z.enum(TICKET_STATUSES),
    creator_account_id: z.number().int().nullable(),
    creator_name: z.string().nullable(),
    assignee_account_id: z.number().int().nullable(),
    assignee_name: z.string().nullable(),
    /** Messages in the thread, the first one included. */
    messages_count: z.number().int(),
    /** Who wrote last. */
    last_side: z.enum(TICKET_SIDES),
    createdAt: timestampAnswer,
    updatedAt: timestampAnswer,
  })
  .meta({ id: 'Ticket' });
export type TicketView = z.infer<typeof ticketAnswer>;

export const ticketMessageAnswer = z
  .object({
    id: z.number().int(),
    author_account_id: z.number().int().nullable(),
    /** The author's name: its profile's first and last name, else its user name (null once the account is deleted). */
    author_name: z.string().nullable(),
    side: z.enum(TICKET_SIDES),
    body: z.string(),
    createdAt: timestampAnswer,
  })
  .meta({ id: 'TicketMessage' });
export type TicketMessageView = z.infer<typeof ticketMessageAnswer>;

export const ticketDetailAnswer = ticketAnswer.extend({ messages: z.array(ticketMessageAnswer) }).meta({ id: 'TicketDetail' });
export type TicketDetailView = z.infer<typeof ticketDetailAnswer>;

export const ticketListAnswer = pageAnswer(ticketAnswer);
export const ticketShowAnswer = z.object({ data: ticketDetailAnswer });
export const ticketWriteAnswer = dataAnswer(ticketDetailAnswer);
