import type { Db } from '../../db/db.ts';
import { auditEvents } from '../../db/schema.ts';

export type AuditRow = typeof auditEvents.$inferInsert;

/** The audit trail's SQL: events are only ever inserted (a trigger refuses UPDATE and DELETE). */
export function auditRepository(db: Db) {
  return {
    /** Inserts events on `tx` (the change's own transaction) or on its own. */
    async insert(rows: AuditRow[], tx: Db = db) {
      if (rows.length) await tx.insert(auditEvents).values(rows);
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
