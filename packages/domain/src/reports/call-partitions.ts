/**
 * Monthly partitions of the call records (docs/api-reports.md; old months are dropped whole): the months to keep ahead
 * and the months past retention (`CALL_RETENTION_MONTHS`, default 13, the telecom norm). Months are UTC, named
 * `calls_YYYYMM`.
 */

/** Months created ahead of the current one, so that a load never lands in the default partition. */
export const CALL_PARTITION_MONTHS_AHEAD = 3;

/** `YYYY-MM` of the month `offset` months after the one `now` is in (UTC). */
export function monthOffset(now: Date, offset: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 7);
}

/** The partition of a month: its name and its bounds [from, to) in UTC. */
export function callPartition(month: string): { name: string; from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
  return { name: `calls_${month.replace('-', '')}`, from: `${month}-01 00:00:00+00`, to: `${next}-01 00:00:00+00` };
}

/** The months that must exist: the current one and CALL_PARTITION_MONTHS_AHEAD after it. */
export function monthsAhead(now: Date): string[] {
  return Array.from({ length: CALL_PARTITION_MONTHS_AHEAD + 1 }, (_, i) => monthOffset(now, i));
}

/**
 * Whether a monthly partition has expired: all its calls are older than the retention (the current month and the
 * `retentionMonths` before it are kept).
 */
export function partitionExpired(name: string, now: Date, retentionMonths: number): boolean {
  const m = /^calls_(\d{4})(\d{2})$/.exec(name);
  if (!m) return false;
  return `${m[1]}-${m[2]}` < monthOffset(now, -retentionMonths);
}
