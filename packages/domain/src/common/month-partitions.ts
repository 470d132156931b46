/**
 * Tables partitioned by month (the call records, the audit trail): a month's partition is `<table>_YYYYMM`, bounded
 * [first of the month, first of the next) in UTC; old months are dropped whole, never emptied row by row.
 */

/** `YYYY-MM` of the month `offset` months after the one `now` is in (UTC). */
export function monthOffset(now: Date, offset: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 7);
}

/** The partition of `table` for a month: its name and its bounds [from, to) in UTC. */
export function monthPartition(table: string, month: string): { name: string; from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
  return { name: `${table}_${month.replace('-', '')}`, from: `${month}-01 00:00:00+00`, to: `${next}-01 00:00:00+00` };
}

/** The months that must exist: the current one and `ahead` after it. */
export function partitionMonthsAhead(now: Date, ahead: number): string[] {
  return Array.from({ length: ahead + 1 }, (_, i) => monthOffset(now, i));
}

/**
 * Whether a monthly partition of `table` has expired: all its rows are older than the retention (the current month
 * and the `retentionMonths` before it are kept). Any other table's partition, and the default one, never expire here.
 */
export function monthPartitionExpired(table: string, name: string, now: Date, retentionMonths: number): boolean {
  if (!name.startsWith(`${table}_`)) return false;
  const m = /^(\d{4})(\d{2})$/.exec(name.slice(table.length + 1));
  if (!m) return false;
  return `${m[1]}-${m[2]}` < monthOffset(now, -retentionMonths);
}
