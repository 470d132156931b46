import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { auditRepository } from './audit-repository.ts';
import { auditService } from './audit-service.ts';

export type { AuditService } from './audit-service.ts';

/** The audit trail: every change, sign-in step and download of sensitive files, append-only (docs/security.md). */
export const auditModule = {
  name: 'audit',
  services: (d: Pick<Infrastructure, 'db' | 'database'>) => {
    const audit = auditService(auditRepository(d.db));
    // a request's events are written by its own transaction: committed with the change, or gone with it
    d.database.beforeCommit(async (tx, write) => {
      if (write.audit) await audit.flush(write.audit, tx);
    });
    return { audit };
  },
} satisfies ModuleManifest;
