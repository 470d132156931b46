import { z } from 'zod';
import { dataAnswer, timestampAnswer } from '../common/answers.ts';

const list = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), count: z.number().int() });

/** GET /health: 200 when the database answers, 503 (with Retry-After) when it does not or the instance drains. */
export const healthAnswer = z.object({ status: z.string().meta({ examples: ['ok', 'unavailable', 'draining'] }), database: z.string() });

/** A configuration entry as the administrator's form shows it (passwords masked). */
export const configurationEntryAnswer = z.object({
  field: z.string(),
  type: z.string(),
  value: z.string().nullable(),
  description: z.string().nullable(),
});
export const configurationListAnswer = z.object({ data: z.array(configurationEntryAnswer) });
export const configurationUpdateAnswer = dataAnswer(z.array(configurationEntryAnswer));

const contact = z.object({ email: z.string(), phone: z.string() });
/** GET /configuration/public: what anyone may read. */
export const publicConfigurationAnswer = z.object({
  site_name: z.string(),
  registration_enabled: z.boolean(),
  contacts: z.object({ sales: contact, product: contact, operations: contact }),
});

/** GET /support/contacts: one row per department. */
export const supportContactsAnswer = z.object({
  data: z.array(z.object({ department: z.enum(['sales', 'product', 'operations']), email: z.string(), phone: z.string() })),
});

/** GET /dashboard: counters and the last logged-in accounts the viewer may see. */
export const dashboardAnswer = z.object({
  counts: z.object({
    customers: z.number().int(),
    active_accounts: z.number().int(),
    orders: z.number().int(),
    new_notifications: z.number().int(),
    /** Traffic alerts not resolved (docs/traffic-alerts.md): 0 for whoever may not list the call reports. */
    open_traffic_alerts: z.number().int(),
  }),
  last_logins: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      account_type_id: z.number().int(),
      account_type: z.string(),
      last_login: timestampAnswer.nullable(),
      login_count: z.number().int(),
    }),
  ),
});

export const accountTypeAnswer = z
  .object({ id: z.number().int(), account_type: z.string(), description: z.string() })
  .meta({ id: 'AccountType' });
export const accountTypeListAnswer = list(accountTypeAnswer);
export const accountTypeWriteAnswer = dataAnswer(accountTypeAnswer);

export const functionalityAnswer = z
  .object({
    id: z.number().int(),
    description: z.string(),
    category: z.string(),
    sub_category: z.string(),
    customercrud: z.array(z.string()),
    providercrud: z.array(z.string()),
  })
  .meta({ id: 'Functionality' });
export const functionalityListAnswer = list(functionalityAnswer);
export const functionalityWriteAnswer = dataAnswer(functionalityAnswer);

export const notificationTypeAnswer = z
  .object({
    id: z.number().int(),
    functionality_id: z.number().int(),
    functionality: z.object({ description: z.string() }),
    customer_id: z.number().int().nullable(),
    category: z.string(),
    sub_category: z.string(),
    action: z.string(),
    default_receiver_account_type_id: z.array(z.number().int()),
    default_receiver_account_id: z.number().int().nullable(),
    alert_user: z.boolean(),
    alert_group: z.boolean(),
    alert_email: z.boolean(),
    alert_client: z.boolean(),
  })
  .meta({ id: 'NotificationType' });
export const notificationTypeListAnswer = list(notificationTypeAnswer);
export const notificationTypeWriteAnswer = dataAnswer(notificationTypeAnswer);
