import type { CallStatisticsRow } from '@gsn/domain';
import { costText } from '../lib/costs';
import { HourByDayTable } from './hourly-table';

interface HourlyCostTableProps {
  caption: string;
  hourLabel: string;
  dates: string[];
  /** The server's 24 rows per day, each with its costs per currency. */
  rows: CallStatisticsRow[];
}

/** The cost of the rated calls per hour, one column per compared day, per currency as the daily table shows it. */
export function HourlyCostTable({ rows, ...rest }: HourlyCostTableProps) {
  const byKey = new Map(rows.map((r) => [`${r.date}/${r.hour ?? 0}`, r]));
  return (
    <HourByDayTable {...rest} columnWidth={180} testId="hourly-cost-table" cell={(hour, d) => costText(byKey.get(`${d}/${hour}`)?.costs)} />
  );
}
