import type { CallStatisticsRow } from '@gsn/domain';
import type { KpiKey } from './kpis';

/** One hour of the hourly chart: its label ("00:00" … "23:00") and the chosen KPI's value for each day. */
export type HourlyPoint = { hour: number; label: string } & Record<string, number | string | null>;

export const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The server's 24 rows per day turned into 24 points with one value per day (a series per day; null: no calls, a gap). */
export function hourlyPoints(rows: CallStatisticsRow[], dates: string[], kpi: KpiKey): HourlyPoint[] {
  const byKey = new Map(rows.map((r) => [`${r.date}/${r.hour ?? 0}`, r]));
  return Array.from({ length: 24 }, (_, hour) => {
    const point: HourlyPoint = { hour, label: hourLabel(hour) };
    for (const d of dates) {
      const row = byKey.get(`${d}/${hour}`);
      if (row) point[d] = row[kpi];
    }
    return point;
  });
}
