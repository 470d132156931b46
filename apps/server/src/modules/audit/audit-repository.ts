import type { AuditCursor } from '@gsn/domain';
import { and, desc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/db.ts';
import { containsPattern } from '../../db/paging.ts';
import { accounts, apiKeys, auditEvents, customers, userProfiles } from '../../db/schema.ts';

export type AuditRow = typeof auditEvents.$inferInsert;

/** Whose events a reader sees: every one (staff with the audit right), or those of one company, or none. */
export type AuditScope = { kind: 'all' } | { kind: 'company'; customerId: number } | { kind: 'none' };

/** The filters as the repository applies them (the route's, with the bounds already as timestamps). */
export interface AuditFilter {
  from?: string | null;
  to?: string | null;
  /** Exact, or the beginning of actions when it ends with a dot. */
  action?: string | null;
  actor_account_id?: number | null;
  actor_kind?: string | null;
  subject_kind?: string | null;
  subject_id?: string | null;
  /** Staff only: the events of this company (as subject or as actor). */
  customer_id?: number | null;
  q?: string | null;
}

/** One event with the names of who and what it names, flat (the list nests them, the CSV export keeps them flat). */
export interface AuditRecord {
  id: number;
  at: Date;
  /** `at` to the microsecond, where the next page starts. */
  cursor_at: string;
  actor_kind: string;
  actor_account_id: number | null;
  actor_email: string | null;
  actor_name: string | null;
  actor_api_key_id: number | null;
  actor_api_key_name: string | null;
  actor_label: string | null;
  actor_customer_id: number | null;
  actor_customer_name: string | null;
  action: string;
  subject_kind: string | null;
  subject_id: string | null;
  subject_customer_id: number | null;
  subject_customer_name: string | null;
  changes: Record<string, { from?: unknown; to?: unknown }> | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
}

const e = auditEvents;
const actorCompany = alias(customers, 'actor_company');
const subjectCompany = alias(customers, 'subject_company');

const ofCompany = (customerId: number) => or(eq(e.subject_customer_id, customerId), eq(e.actor_customer_id, customerId));

function scopeCondition(scope: AuditScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  return ofCompany(scope.customerId);
}

/** LIKE's own characters in an action prefix stand for themselves. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

function filterConditions(f: AuditFilter): (SQL | undefined)[] {
  return [
    f.from ? sql`${e.at} >= ${f.from}::timestamptz` : undefined,
    f.to ? sql`${e.at} <= ${f.to}::timestamptz` : undefined,
    f.action ? (f.action.endsWith('.') ? like(e.action, prefixPattern(f.action)) : eq(e.action, f.action)) : undefined,
    f.actor_account_id ? eq(e.actor_account_id, f.actor_account_id) : undefined,
    f.actor_kind ? eq(e.actor_kind, f.actor_kind) : undefined,
    f.subject_kind ? eq(e.subject_kind, f.subject_kind) : undefined,
    f.subject_id ? eq(e.subject_id, f.subject_id) : undefined,
    f.customer_id ? ofCompany(f.customer_id) : undefined,
    f.q ? or(ilike(accounts.email, containsPattern(f.q)), ilike(e.actor_label, containsPattern(f.q)), eq(e.subject_id, f.q)) : undefined,
  ];
}

/** The audit trail's SQL: events are only ever inserted (a trigger refuses UPDATE and DELETE) and read. */
export function auditRepository(db: Db) {
  const view = () =>
    db
      .select({
        id: e.id,
        at: e.at,
        cursor_at: sql<string>`to_char(${e.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        actor_kind: e.actor_kind,
        actor_account_id: e.actor_account_id,
        actor_email: accounts.email,
        actor_name: sql<string | null>`nullif(trim(concat_ws(' ', ${userProfiles.firstname}, ${userProfiles.lastname})), '')`,
        actor_api_key_id: e.actor_api_key_id,
        actor_api_key_name: apiKeys.name,
        actor_label: e.actor_label,
        actor_customer_id: e.actor_customer_id,
        actor_customer_name: actorCompany.name,
        action: e.action,
        subject_kind: e.subject_kind,
        subject_id: e.subject_id,
        subject_customer_id: e.subject_customer_id,
        subject_customer_name: subjectCompany.name,
        changes: e.changes,
        ip: e.ip,
        user_agent: e.user_agent,
        request_id: e.request_id,
      })
      .from(e)
      .leftJoin(accounts, eq(accounts.id, e.actor_account_id))
      .leftJoin(userProfiles, eq(userProfiles.account_id, e.actor_account_id))
      .leftJoin(apiKeys, eq(apiKeys.id, e.actor_api_key_id))
      .leftJoin(actorCompany, eq(actorCompany.id, e.actor_customer_id))
      .leftJoin(subjectCompany, eq(subjectCompany.id, e.subject_customer_id));

  const where = (scope: AuditScope, f: AuditFilter, after?: AuditCursor | null) =>
    and(
      scopeCondition(scope),
      ...filterConditions(f),
      after ? sql`(${e.at}, ${e.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
    );

  return {
    /** Inserts events on `tx` (the change's own transaction) or on its own. */
    async insert(rows: AuditRow[], tx: Db = db) {
      if (rows.length) await tx.insert(auditEvents).values(rows);
    },

    /** The events after the cursor, newest first (on the (at, id) order of the primary key). */
    async page(scope: AuditScope, f: AuditFilter, after: AuditCursor | null, limit: number): Promise<AuditRecord[]> {
      return (await view()
        .where(where(scope, f, after))
        .orderBy(desc(e.at), desc(e.id))
        .limit(limit)) as AuditRecord[];
    },

    /** Matching events, counted up to `cap`. */
    async count(scope: AuditScope, f: AuditFilter, cap: number): Promise<{ count: number; capped: boolean }> {
      const inner = db
        .select({ one: sql`1` })
        .from(e)
        .leftJoin(accounts, eq(accounts.id, e.actor_account_id))
        .where(where(scope, f))
        .limit(cap + 1)
        .as('matching');
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
      const n = r?.n ?? 0;
      return { count: Math.min(n, cap), capped: n > cap };
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
