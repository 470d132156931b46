import { AUDIT_PARTITION_MONTHS_AHEAD } from '@gsn/domain';
import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { monthPartitionsMaintainer, monthPartitionsRepository } from '../../db/month-partitions.ts';
import { auditRepository } from './audit-repository.ts';
import { auditRoutes } from './audit-routes.ts';
import { auditService } from './audit-service.ts';
import { auditExports, auditTrail } from './audit-trail.ts';

export type { AuditService } from './audit-service.ts';

export const AUDIT_PARTITIONS_JOB = 'maintenance.audit-partitions';

/** The audit trail: every change, sign-in step and download of sensitive files, append-only (docs/security.md). */
export const auditModule = {
  name: 'audit',
  services: (d: Pick<Infrastructure, 'db' | 'database' | 'jobs' | 'config' | 'log'>) => {
    const repo = auditRepository(d.db);
    const writer = auditService(repo);
    // a request's events are written by its own transaction: committed with the change, or gone with it
    d.database.beforeCommit(async (tx, write) => {
      const audit = write.audit;
      if (!audit) return;
      // a change its services noted nothing about is still recorded, as the route's own event, in the same commit
      if (audit.fallback && !audit.written && !audit.pending.length) audit.pending.push(audit.fallback);
      await writer.flush(audit, tx);
    });
    // monthly partitions: months ahead are created, months past AUDIT_RETENTION_MONTHS dropped whole (never a DELETE)
    const maintainPartitions = monthPartitionsMaintainer({
      repo: monthPartitionsRepository(d.db, 'audit_events'),
      table: 'audit_events',
      monthsAhead: AUDIT_PARTITION_MONTHS_AHEAD,
      retentionMonths: d.config.auditRetentionMonths,
      log: d.log,
    });
    d.jobs.define(AUDIT_PARTITIONS_JOB, async () => void (await maintainPartitions()));
    d.jobs.every(AUDIT_PARTITIONS_JOB, '41 2 * * *');
    return { audit: { ...writer, ...auditTrail(repo), maintainPartitions } };
  },
  routes: auditRoutes,
  exportReports: ({ db }) => auditExports(auditRepository(db)),
} satisfies ModuleManifest;
