import { z } from 'zod';
import { dataAnswer, pageAnswer, timestampAnswer } from '../common/answers.ts';

/** A notification as the API shows it, its texts in the reader's language. */
export const notificationAnswer = z
  .object({
    id: z.number().int(),
    creator_customer: z.string().nullable(),
    notificationtype: z.object({ category: z.string(), sub_category: z.string(), action: z.string() }).nullable(),
    notification_title: z.string(),
    notification_message: z.string(),
    notification_status: z.string(),
    notification_read: z.boolean(),
    /** The event and its parameters the texts are made from (null on older rows and tickets). */
    event: z.string().nullable(),
    params: z.record(z.string(), z.unknown()).nullable(),
    functionality_id: z.number().int(),
    order_id: z.number().int().nullable(),
    /** What it is about (`{ kind: 'order', id: 41 }`) and the web app's page of it (null: nothing to open). */
    subject: z.object({ kind: z.string(), id: z.number().int(), path: z.string().nullable() }).nullable(),
    receiver_account_id: z.number().int(),
    creator_account_id: z.number().int().nullable(),
    creator_customer_id: z.number().int().nullable(),
    createdAt: timestampAnswer,
  })
  .meta({ id: 'Notification' });
export const notificationListAnswer = pageAnswer(notificationAnswer);
export const notificationUpdateAnswer = dataAnswer(notificationAnswer);
