import type { Db } from '../../db/db.ts';
import type { AuditContext, AuditNote, AuditOrigin } from '../../db/write-context.ts';

export type { AuditOrigin };
import type { AuditRepository, AuditRow } from './audit-repository.ts';

/** Field names whose values never reach the trail (only that they changed). */
const SECRET = /pass|secret|token|code|key|otp|signature|credential/i;

/** The changes with every secret's values replaced by a mark. */
export function redact(changes: AuditNote['changes']): AuditRow['changes'] {
  if (!changes) return null;
  const out: Record<string, { from?: unknown; to?: unknown }> = {};
  for (const [field, change] of Object.entries(changes)) {
    out[field] = SECRET.test(field) ? { ...('from' in change ? { from: '[secret]' } : {}), to: '[secret]' } : change;
  }
  return out;
}

/** One note of a request as the row to insert. */
export function rowOf(note: AuditNote, origin: AuditOrigin): AuditRow {
  const actor = note.actor;
  return {
    actor_kind: actor?.kind ?? origin.actor_kind,
    actor_account_id: actor ? (actor.account_id ?? null) : (origin.actor_account_id ?? null),
    actor_api_key_id: actor ? null : (origin.actor_api_key_id ?? null),
    actor_customer_id: actor ? (actor.customer_id ?? null) : (origin.actor_customer_id ?? null),
    actor_label: actor ? (actor.label ?? null) : (origin.actor_label ?? null),
    action: note.action,
    subject_kind: note.subject?.kind ?? null,
    subject_id: note.subject?.id == null ? null : String(note.subject.id),
    subject_customer_id: note.subject?.customer_id ?? null,
    changes: redact(note.changes),
    ip: origin.ip ?? null,
    user_agent: origin.user_agent?.slice(0, 300) ?? null,
    request_id: origin.request_id ?? null,
  };
}

/**
 * The audit trail (docs/security.md, Audit trail). A request's notes are written by its committing transaction
 * (`beforeCommit`), or when its answer goes out if it noted outside a transaction; a successful write that noted
 * nothing gets the route's own event then. Jobs and sign-in steps without a request write with `record`.
 */
export function auditService(repo: AuditRepository) {
  return {
    /** Writes the notes waiting in the request's context on `tx` (before that transaction commits). */
    async flush(context: AuditContext, tx?: Db) {
      const notes = context.pending.splice(0);
      if (!notes.length) return;
      await repo.insert(
        notes.map((n) => rowOf(n, context.origin)),
        tx,
      );
      context.written += notes.length;
    },
    /** Writes one event now, with its own origin (jobs, the system). */
    record: (note: AuditNote, origin: AuditOrigin, tx?: Db) => repo.insert([rowOf(note, origin)], tx),
  };
}

export type AuditService = ReturnType<typeof auditService>;
