import { z } from 'zod';
import { timestampAnswer } from '../common/answers.ts';

const text = z.string().nullable();
const id = z.number().int().nullable();

/** One audit event as GET /audit/events shows it: the names are read when the list is, from the records that still exist. */
export const auditEventAnswer = z
  .object({
    id: z.number().int(),
    at: timestampAnswer,
    actor: z.object({
      /** account | api_key | system | anonymous */
      kind: z.string(),
      account_id: id,
      email: text,
      name: text,
      api_key_id: id,
      api_key_name: text,
      /** The system job's name, or the e-mail typed at a failed sign-in. */
      label: text,
      customer_id: id,
      customer_name: text,
    }),
    /** `resource.verb`, e.g. permissions.update */
    action: z.string(),
    subject: z.object({ kind: text, id: text, customer_id: id, customer_name: text }),
    /** The changed fields, `{ field: { from, to } }` (a secret shows as "[secret]"). */
    changes: z.record(z.string(), z.object({ from: z.unknown().optional(), to: z.unknown().optional() })).nullable(),
    ip: text,
    user_agent: text,
    request_id: text,
  })
  .meta({ id: 'AuditEvent' });

/** GET /audit/events: a page of events, newest first, and the cursor of the next page (null on the last). */
export const auditEventListAnswer = z.object({ data: z.array(auditEventAnswer), next_cursor: z.string().nullable() });
