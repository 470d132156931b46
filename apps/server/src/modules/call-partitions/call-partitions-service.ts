import { CALL_PARTITION_MONTHS_AHEAD } from '@gsn/domain';
import { monthPartitionsMaintainer } from '../../db/month-partitions.ts';
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
  const maintain = monthPartitionsMaintainer({
    repo: d.repo,
    table: 'calls',
    monthsAhead: CALL_PARTITION_MONTHS_AHEAD,
    retentionMonths: d.retentionMonths,
    log: d.log,
    ...(d.now ? { now: d.now } : {}),
  });
  d.jobs.define(CALL_PARTITIONS_JOB, async () => void (await maintain()));
  d.jobs.every(CALL_PARTITIONS_JOB, '23 2 * * *');
  return { maintain };
}

export type CallPartitionsService = ReturnType<typeof callPartitionsService>;
