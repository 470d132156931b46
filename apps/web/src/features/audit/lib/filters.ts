import { AUDIT_ACTION_RE, AUDIT_ACTOR_KINDS, type AuditActorKind, isAuditInstant } from '@gsn/domain';
import { createParser } from 'nuqs';
import { defineListParams, type ListValuesOf, parseAsId, parseAsOneOf, parseAsTrimmed } from '../../../lib/list-view';

/** The audit trail's filters as the address and the API name them (docs/api-audit.md). */
export interface AuditFilterValues {
  /** A day (YYYY-MM-DD, UTC) or an ISO date and time; inclusive. */
  from: string | null;
  to: string | null;
  /** An action (`permissions.update`) or its beginning ending with a dot (`permissions.`). */
  action: string | null;
  actor_kind: AuditActorKind | null;
  actor_account_id: number | null;
  subject_kind: string | null;
  subject_id: string | null;
  /** Staff only: a company's events (as subject or as actor). */
  customer_id: number | null;
  /** Part of the acting e-mail, or a subject's id. */
  q: string | null;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = {
  from: null,
  to: null,
  action: null,
  actor_kind: null,
  actor_account_id: null,
  subject_kind: null,
  subject_id: null,
  customer_id: null,
  q: null,
};

const parseAsInstant = createParser({ parse: (v) => (isAuditInstant(v) ? v : null), serialize: (v: string) => v });
const parseAsAction = createParser({ parse: (v) => (AUDIT_ACTION_RE.test(v.trim()) ? v.trim() : null), serialize: (v: string) => v });

/** The filters of an address, so that Back and a shared link show the same events; the company only for staff. */
export const auditListParams = defineListParams({
  filters: {
    from: parseAsInstant,
    to: parseAsInstant,
    action: parseAsAction,
    actor_kind: parseAsOneOf(AUDIT_ACTOR_KINDS),
    actor_account_id: parseAsId,
    subject_kind: parseAsTrimmed,
    subject_id: parseAsTrimmed,
    customer_id: parseAsId,
    q: parseAsTrimmed,
  },
  staffOnly: ['customer_id'],
});

/** The filters an address's values stand for. */
export const auditFiltersOf = (f: ListValuesOf<typeof auditListParams>['filters']): AuditFilterValues => ({
  ...NO_AUDIT_FILTERS,
  ...f,
  actor_kind: (f.actor_kind as AuditActorKind | null) ?? null,
});

/** Why the filters cannot be applied: an action that is neither one nor a beginning, or a range that ends first. */
export function auditFilterErrors(
  f: AuditFilterValues,
): Partial<Record<'from' | 'to' | 'action', 'badAction' | 'badDate' | 'toBeforeFrom'>> {
  const errors: Partial<Record<'from' | 'to' | 'action', 'badAction' | 'badDate' | 'toBeforeFrom'>> = {};
  if (f.action && !AUDIT_ACTION_RE.test(f.action)) errors.action = 'badAction';
  for (const k of ['from', 'to'] as const) if (f[k] && !isAuditInstant(f[k])) errors[k] = 'badDate';
  if (!errors.from && !errors.to && f.from && f.to && f.from.slice(0, 10) > f.to.slice(0, 10)) errors.to = 'toBeforeFrom';
  return errors;
}
