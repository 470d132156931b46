import { z } from 'zod';
import { isIsoDay } from '../common/dates.ts';
import { blankToNull } from '../common/text.ts';
import { boolish, idFilter, listQuery, MAX_DB_ID, wholeNumber } from '../common/pagination.ts';
import { MAX_NOTE_WORDS, wordCount } from '../orders/schemas.ts';

/** Spec 2 §9: a support ticket is a notification of functionality 800 with one of these titles. */
export const TICKET_FUNCTIONALITY_ID = 800;
export const TICKET_TITLES = ['Order Issue', 'Portal Issue', 'Other'] as const;
export type TicketTitle = (typeof TICKET_TITLES)[number];
/** The longest ticket message in characters (the word limit is the rule; this only bounds the payload). */
export const TICKET_MAX_CHARS = 5000;

/** Support tickets one account may file in 24 hours (each one mails the support staff). */
export const TICKETS_PER_DAY = 20;

export const NOTIFICATION_MESSAGES = {
  ticketTitle: 'Please choose a title: Order Issue, Portal Issue or Other',
  ticketEmpty: 'Please describe the issue',
  tooManyWords: `Please write at most ${MAX_NOTE_WORDS} words`,
  ticketSubmitted: 'Ticket submitted successfully',
  ticketLimit: `You have filed ${TICKETS_PER_DAY} tickets today, the most one account may; please try again tomorrow`,
  updated: 'Notification updated successfully',
  /** The list's filters (GET /notifications). */
  badCategory: 'Please choose a category from the list',
  badDate: 'Please enter a date as YYYY-MM-DD',
  fromAfterTo: 'Please select a date before the “To date”',
  toBeforeFrom: 'Please select a date after the “From date”',
} as const;

/** A notification type's category as the modules name them (`order`, `traffic`, `support`…): a lower-case slug. */
const category = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, NOTIFICATION_MESSAGES.badCategory)
    .nullable()
    .optional(),
);
/** A UTC day, YYYY-MM-DD (years 1000–9998, so that the day after stays one). */
const day = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .refine((s) => isIsoDay(s) && s >= '1000-01-01' && s <= '9998-12-31', NOTIFICATION_MESSAGES.badDate)
    .nullable()
    .optional(),
);

/**
 * The notifications list's filters, beside read/unread (`unread`): the type's category, and the UTC days the
 * notification was created in (`fromDate`..`toDate`, inclusive; either alone is open-ended).
 */
export const notificationFiltersShape = { category, fromDate: day, toDate: day };

/** from ≤ to, each field with its message. */
function checkDays(v: { fromDate?: string | null | undefined; toDate?: string | null | undefined }, ctx: z.RefinementCtx) {
  if (!v.fromDate || !v.toDate || v.fromDate <= v.toDate) return;
  ctx.addIssue({ code: 'custom', path: ['fromDate'], message: NOTIFICATION_MESSAGES.fromAfterTo });
  ctx.addIssue({ code: 'custom', path: ['toDate'], message: NOTIFICATION_MESSAGES.toBeforeFrom });
}

/** The filters alone (what the web checks before asking). */
export const notificationFilters = z.object({ unread: boolish.optional(), ...notificationFiltersShape }).superRefine(checkDays);

/** POST /notifications: a support ticket. Creator ids come from the session, never from the payload. */
export const ticketCreateSchema = z.object({
  title: z.enum(TICKET_TITLES, { message: NOTIFICATION_MESSAGES.ticketTitle }),
  message: z
    .string({ message: NOTIFICATION_MESSAGES.ticketEmpty })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.ticketEmpty)
    .max(TICKET_MAX_CHARS, NOTIFICATION_MESSAGES.tooManyWords)
    .refine((s) => wordCount(s) <= MAX_NOTE_WORDS, NOTIFICATION_MESSAGES.tooManyWords),
  functionality_id: z.coerce.number().int().pipe(z.literal(TICKET_FUNCTIONALITY_ID)).default(TICKET_FUNCTIONALITY_ID),
});
export type TicketCreateInput = z.infer<typeof ticketCreateSchema>;

/** PUT /notifications/{id}: mark read or unread. */
export const notificationUpdateSchema = z.object({ notification_read: boolish });
export type NotificationUpdateInput = z.infer<typeof notificationUpdateSchema>;

export const NOTIFICATION_ORDER_FIELDS = ['notification_read', 'createdAt', 'id'] as const;

/**
 * GET /notifications: always the caller's own notifications. `receiver` may be `me`, `receiver_account_id` may only
 * repeat the caller's id (checked by the server); `unread=true` keeps the unread ones (the badge count with `limit=0`).
 */
export const notificationListQuery = listQuery()
  .extend({
    orderby: z.enum(NOTIFICATION_ORDER_FIELDS).optional(),
    unread: boolish.optional(),
    receiver: z.literal('me').optional(),
    receiver_account_id: idFilter(),
    /**
     * Sync cursor: only notifications with a larger id (newer), for a poll that asks `orderby=id&asc=true` from the
     * last id it saw (docs/integrating.md, Keeping in sync). Ids only grow, so nothing is skipped while rows change.
     */
    after_id: wholeNumber(0, MAX_DB_ID).optional(),
    ...notificationFiltersShape,
  })
  .superRefine(checkDays);
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** GET /notifications/categories: the categories of the caller's own notifications (the filter's choices). */
export const notificationCategoriesAnswer = z.object({ data: z.array(z.string()) });
