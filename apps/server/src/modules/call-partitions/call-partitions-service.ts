import { callPartition, monthsAhead, partitionExpired } from '@gsn/domain';
import type { Jobs } from '../../plugins/jobs.ts';
import type { CallPartitionsRepository } from './call-partitions-repository.ts';

export const CALL_PARTITIONS_JOB = 'maintenance.call-partitions';

export interface CallPartitionsDeps {
  repo: CallPartitionsRepository;
  jobs: Jobs;
  /** CALL_RETENTION_MONTHS */
  retentionMonths: number;
  log: { error: (o: object, m: string) => void };
  now?: () => Date;
}

/**
 * The monthly partitions of the call records: a daily pg-boss job (once across instances) creates the current month
 * and the next CALL_PARTITION_MONTHS_AHEAD, and drops whole months older than CALL_RETENTION_MONTHS — a DROP TABLE
 * per month, not a DELETE of millions of rows. The hourly and daily counters are separate tables: they keep their
 * totals.
 */
export function callPartitionsService(d: CallPartitionsDeps) {
  const now = d.now ?? (() => new Date());

  async function maintain(): Promise<{ created: string[]; dropped: string[] }> {
    const at = now();
    const existing = new Set(await d.repo.list());
    const created: string[] = [];
    for (const month of monthsAhead(at)) {
      const p = callPartition(month);
      if (existing.has(p.name)) continue;
      try {
        await d.repo.create(p);
        created.push(p.name);
      } catch (err) {
        // e.g. the default partition already holds calls of that month: they stay there, the month is retried tomorrow
        d.log.error({ err, partition: p.name }, 'call partition not created');
      }
    }
    const dropped: string[] = [];
    for (const name of existing) {
      if (!partitionExpired(name, at, d.retentionMonths)) continue;
      await d.repo.drop(name);
      dropped.push(name);
    }
    return { created, dropped };
  }

  d.jobs.define(CALL_PARTITIONS_JOB, async () => void (await maintain()));
  d.jobs.every(CALL_PARTITIONS_JOB, '23 2 * * *');
  return { maintain };
}

export type CallPartitionsService = ReturnType<typeof callPartitionsService>;
