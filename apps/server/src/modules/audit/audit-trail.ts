import {
  AUDIT_EXPORT_COLUMNS,
  type AuditEventsQuery,
  type AuditFilters,
  auditBounds,
  auditFilters,
  encodeAuditCursor,
  FUNCTIONALITIES,
  isCustomer,
  isStaff,
} from '@gsn/domain';
import { type ExportReport, type ExportViewer, exportReport } from '../../lib/registries.ts';
import type { AuditFilter, AuditRecord, AuditRepository, AuditScope } from './audit-repository.ts';

/** Who reads the trail: staff (with the audit right) every event, a customer account its company's, anyone else none. */
export function auditScope(viewer: ExportViewer): AuditScope {
  if (isStaff(viewer.accountTypeId)) return { kind: 'all' };
  if (isCustomer(viewer.accountTypeId) && viewer.customerId !== null) return { kind: 'company', customerId: viewer.customerId };
  return { kind: 'none' };
}

/** The route's filters as the repository applies them; a customer's `customer_id` is left out (its scope applies). */
export function auditFilter(scope: AuditScope, f: Partial<AuditFilters>): AuditFilter {
  const { from, to } = auditBounds(f);
  return {
    from,
    to,
    action: f.action ?? null,
    actor_account_id: f.actor_account_id ?? null,
    actor_kind: f.actor_kind ?? null,
    subject_kind: f.subject_kind ?? null,
    subject_id: f.subject_id ?? null,
    customer_id: scope.kind === 'all' ? (f.customer_id ?? null) : null,
    q: f.q ?? null,
  };
}

/**
 * Where a customer reads an event its company did not cause (staff changing its prices), the staff member's address
 * and browser are not its business: only who, what and when.
 */
function shown(scope: AuditScope, r: AuditRecord): AuditRecord {
  if (scope.kind !== 'company' || r.actor_customer_id === scope.customerId) return r;
  return { ...r, ip: null, user_agent: null };
}

/** An event as GET /audit/events shows it. */
function present(r: AuditRecord) {
  return {
    id: r.id,
    at: r.at,
    actor: {
      kind: r.actor_kind,
      account_id: r.actor_account_id,
      email: r.actor_email,
      name: r.actor_name,
      api_key_id: r.actor_api_key_id,
      api_key_name: r.actor_api_key_name,
      label: r.actor_label,
      customer_id: r.actor_customer_id,
      customer_name: r.actor_customer_name,
    },
    action: r.action,
    subject: { kind: r.subject_kind, id: r.subject_id, customer_id: r.subject_customer_id, customer_name: r.subject_customer_name },
    changes: r.changes,
    ip: r.ip,
    user_agent: r.user_agent,
    request_id: r.request_id,
  };
}

/** Reading the trail (docs/api-audit.md): the list with its cursor, and the CSV export of the same filters. */
export function auditTrail(repo: AuditRepository) {
  return {
    /** A page of events, newest first, and the cursor of the next one (null when this is the last). */
    async list(viewer: ExportViewer, q: AuditEventsQuery) {
      const scope = auditScope(viewer);
      const rows = await repo.page(scope, auditFilter(scope, q), q.cursor ?? null, q.limit + 1);
      const more = rows.length > q.limit;
      const data = rows.slice(0, q.limit);
      const last = data.at(-1);
      return {
        data: data.map((r) => present(shown(scope, r))),
        next_cursor: more && last ? encodeAuditCursor({ at: last.cursor_at, id: last.id }) : null,
      };
    },
  };
}

/** One export line: the event flat, its changes as JSON. */
function exportLine(r: AuditRecord): Record<string, unknown> {
  const { cursor_at: _cursor, at, changes, ...rest } = r;
  return { ...rest, at: at.toISOString(), changes: changes ? JSON.stringify(changes) : null };
}

/** The trail's CSV export (modules/exports runs it): the events the viewer may read, in keyset batches. */
export function auditExports(repo: AuditRepository): ExportReport[] {
  return [
    exportReport({
      category: 'audit',
      report_name: 'auditevents',
      permission: { functionality: FUNCTIONALITIES.audit, action: 'list' },
      filters: auditFilters,
      columns: AUDIT_EXPORT_COLUMNS,
      count(viewer, f, cap) {
        const scope = auditScope(viewer);
        return repo.count(scope, auditFilter(scope, f), cap);
      },
      async *batches(viewer, f, size) {
        const scope = auditScope(viewer);
        const filter = auditFilter(scope, f);
        let after: { at: string; id: number } | null = null;
        for (;;) {
          const batch = await repo.page(scope, filter, after, size);
          if (batch.length) yield batch.map((r) => exportLine(shown(scope, r)));
          const last = batch.at(-1);
          if (!last || batch.length < size) return;
          after = { at: last.cursor_at, id: last.id };
        }
      },
    }),
  ];
}
