import { monthPartition, monthPartitionExpired, partitionMonthsAhead } from '../common/month-partitions.ts';

/**
 * Monthly partitions of the call records (docs/api-reports.md; old months are dropped whole): the months to keep ahead
 * and the months past retention (`CALL_RETENTION_MONTHS`, default 13, the telecom norm). Months are UTC, named
 * `calls_YYYYMM` (common/month-partitions.ts).
 */

/** Months created ahead of the current one, so that a load never lands in the default partition. */
export const CALL_PARTITION_MONTHS_AHEAD = 3;

/** The partition of a month: its name and its bounds [from, to) in UTC. */
export const callPartition = (month: string) => monthPartition('calls', month);

/** The months that must exist: the current one and CALL_PARTITION_MONTHS_AHEAD after it. */
export const monthsAhead = (now: Date) => partitionMonthsAhead(now, CALL_PARTITION_MONTHS_AHEAD);

/** Whether a monthly partition of the calls has expired (the current month and `retentionMonths` before it are kept). */
export const partitionExpired = (name: string, now: Date, retentionMonths: number) =>
  monthPartitionExpired('calls', name, now, retentionMonths);
