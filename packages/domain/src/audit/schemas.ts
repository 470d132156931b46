import { z } from 'zod';
import { idFilter, wholeNumber } from '../common/pagination.ts';
import { isIsoDay } from '../common/dates.ts';
import { blankToNull, optionalText } from '../common/text.ts';

/**
 * The audit trail (docs/security.md, Audit trail; docs/api-audit.md): `GET /audit/events` pages through the events
 * newest first with an opaque cursor, and the CSV export (`/reports/download/audit/auditevents`) takes the same
 * filters. Staff with the audit right see every event; a customer account with it (a master by default) sees the
 * events whose subject or actor is its company.
 */

/** Who acted: a signed-in account, an account's API key, a system job, or nobody signed in (a failed sign-in). */
export const AUDIT_ACTOR_KINDS = ['account', 'api_key', 'system', 'anonymous'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const AUDIT_DEFAULT_LIMIT = 50;
export const AUDIT_MAX_LIMIT = 200;
/** Months of events kept when `AUDIT_RETENTION_MONTHS` is not set: the current month and the 13 before it. */
export const AUDIT_RETENTION_MONTHS_DEFAULT = 13;
/** Months of partitions created ahead of the current one. */
export const AUDIT_PARTITION_MONTHS_AHEAD = 3;

export const AUDIT_MESSAGES = {
  badDate: 'Please enter a date as YYYY-MM-DD, or a date and time in ISO 8601',
  fromAfterTo: 'Please select a date before the “To date”',
  toBeforeFrom: 'Please select a date after the “From date”',
  badAction: 'Please enter an action such as permissions.update, or its beginning such as permissions.',
  badKind: 'Please enter a kind such as permission',
  badCursor: 'This page is no longer available; please start again from the first page',
} as const;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A day (YYYY-MM-DD, UTC) or an ISO 8601 date and time with its offset. */
export const isAuditInstant = (s: string) => isIsoDay(s) || (DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)));

/**
 * The filter's bounds as timestamps for the database (inclusive both): `from` a day → its first moment, `to` a day →
 * its last (to the microsecond the database keeps); a date and time stands for itself, as written.
 */
export function auditBounds(f: { from?: string | null | undefined; to?: string | null | undefined }): {
  from: string | null;
  to: string | null;
} {
  const at = (v: string | null | undefined, end: boolean) => {
    if (!v) return null;
    if (isIsoDay(v)) return `${v}T${end ? '23:59:59.999999' : '00:00:00.000000'}Z`;
    // as written (checked by isAuditInstant): the database reads its microseconds, a Date would drop them
    return v;
  };
  return { from: at(f.from, false), to: at(f.to, true) };
}

/** An action (`permissions.update`) or the beginning of one ending with a dot (`permissions.`). */
export const AUDIT_ACTION_RE = /^[a-z0-9_]+(\.[a-z0-9_]+)*\.?$/;

const id = idFilter();
const instant = z.preprocess(blankToNull, z.string().trim().max(40).refine(isAuditInstant, AUDIT_MESSAGES.badDate).nullable().optional());

/** The filters of the list and of its export (a customer's `customer_id` is ignored: its own company applies). */
export const auditFiltersShape = {
  from: instant,
  to: instant,
  action: z.preprocess(blankToNull, z.string().trim().max(100).regex(AUDIT_ACTION_RE, AUDIT_MESSAGES.badAction).nullable().optional()),
  actor_account_id: id,
  actor_kind: z.preprocess(blankToNull, z.enum(AUDIT_ACTOR_KINDS).nullable().optional()),
  subject_kind: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z0-9_]+$/, AUDIT_MESSAGES.badKind)
      .nullable()
      .optional(),
  ),
  subject_id: optionalText(100),
  customer_id: id,
  /** Part of the acting account's e-mail (or the e-mail typed at a failed sign-in), or the subject's id. */
  q: optionalText(100),
};

function checkRange(v: { from?: string | null | undefined; to?: string | null | undefined }, ctx: z.RefinementCtx) {
  const { from, to } = auditBounds(v);
  if (from && to && Date.parse(from) > Date.parse(to)) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: AUDIT_MESSAGES.fromAfterTo });
    ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MESSAGES.toBeforeFrom });
  }
}

export const auditFilters = z.object(auditFiltersShape).superRefine(checkRange);
export type AuditFilters = z.infer<typeof auditFilters>;

/** Where a page ends: the last event's time (as the database writes it, to the microsecond) and id. */
export interface AuditCursor {
  at: string;
  id: number;
}

const DB_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;

const toBase64Url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

/** The opaque cursor of the page after `c`. */
export const encodeAuditCursor = (c: AuditCursor): string => toBase64Url(JSON.stringify([c.at, c.id]));

/** The cursor's position, or null when it is not one this API gave. */
export function decodeAuditCursor(s: string): AuditCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(s)) return null;
  try {
    const v: unknown = JSON.parse(fromBase64Url(s));
    if (!Array.isArray(v) || v.length !== 2) return null;
    const [at, id] = v as [unknown, unknown];
    if (typeof at !== 'string' || !DB_TIME.test(at) || Number.isNaN(Date.parse(at.replace(' ', 'T')))) return null;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
    return { at, id };
  } catch {
    return null;
  }
}

/** GET /audit/events: the filters, the page size (1–200, 50) and the cursor of the previous page's `next_cursor`. */
export const auditEventsQuery = z
  .object({
    ...auditFiltersShape,
    limit: wholeNumber(1, AUDIT_MAX_LIMIT, AUDIT_DEFAULT_LIMIT),
    cursor: z.preprocess(
      blankToNull,
      z
        .string()
        .max(200)
        .transform((s, ctx) => {
          const c = decodeAuditCursor(s);
          if (!c) ctx.addIssue({ code: 'custom', message: AUDIT_MESSAGES.badCursor });
          return c ?? z.NEVER;
        })
        .nullable()
        .optional(),
    ),
  })
  .superRefine(checkRange);
export type AuditEventsQuery = z.infer<typeof auditEventsQuery>;

/** The columns of the CSV export, one event a line (`changes` as JSON). */
export const AUDIT_EXPORT_COLUMNS = [
  'at',
  'actor_kind',
  'actor_account_id',
  'actor_email',
  'actor_name',
  'actor_api_key_id',
  'actor_api_key_name',
  'actor_label',
  'actor_customer_id',
  'actor_customer_name',
  'action',
  'subject_kind',
  'subject_id',
  'subject_customer_id',
  'subject_customer_name',
  'changes',
  'ip',
  'user_agent',
  'request_id',
] as const;
