import { type CostSum, type CurrencyCost, costsBy, costsPerCurrency } from './cost-series.ts';
import { addCounters, type CallCounters, type CallKpis, callKpis, ZERO_COUNTERS } from './kpis.ts';
import { type CallStatisticsRow, daysBefore, daysInclusive, REPORT_DEFAULT_DAYS } from './schemas.ts';

/**
 * The series of the call statistics (docs/api-reports.md "Dates", "Reports"): the date range a request covers, and
 * the rows of a range or of chosen days with every day (or hour) present — days and hours without calls are zeros,
 * so a chart's axis never skips. Pure: the server sums counters per day or hour, these turn them into rows.
 */

/** Today as a UTC calendar day (YYYY-MM-DD). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The day `n` days after `day` (YYYY-MM-DD). */
export function daysAfter(day: string, n: number): string {
  return daysBefore(day, -n);
}

/** The first instant of a UTC day: days `from`..`to` are the instants [dayStart(from), dayStart(to + 1 day)). */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export interface DateRange {
  from: string;
  to: string;
}

/**
 * The inclusive range of a request: both days as given; without both, the last REPORT_DEFAULT_DAYS days up to
 * today; with only one, the other is that day ± (REPORT_DEFAULT_DAYS − 1) days, `to` capped at today (but never
 * before `from`, so a range starting in the future is that one day). The filters' schema has already refused
 * from > to and ranges over REPORT_MAX_DAYS.
 */
export function resolveRange(f: { fromDate?: string | null | undefined; toDate?: string | null | undefined }, today: string): DateRange {
  const span = REPORT_DEFAULT_DAYS - 1;
  if (f.fromDate && f.toDate) return { from: f.fromDate, to: f.toDate };
  if (f.fromDate) {
    const end = daysAfter(f.fromDate, span);
    const to = end > today ? today : end;
    return { from: f.fromDate, to: to < f.fromDate ? f.fromDate : to };
  }
  if (f.toDate) return { from: daysBefore(f.toDate, span), to: f.toDate };
  return { from: daysBefore(today, span), to: today };
}

/** Every day from `from` to `to`, inclusive, in order (none when `to` is before `from`). */
export function daysOf(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysInclusive(from, to)) }, (_, i) => daysAfter(from, i));
}

/** Counters summed over one UTC day. */
export interface DayCounters extends CallCounters {
  date: string;
}

/** Counters summed over one UTC hour (0–23) of a day. */
export interface HourCounters extends DayCounters {
  hour: number;
}

/** The KPI row of counters and its costs, under a day (and an hour). */
const row = (c: CallCounters, costs: CurrencyCost[], date: string, hour?: number): CallStatisticsRow =>
  hour === undefined ? { date, ...callKpis(c), costs } : { date, hour, ...callKpis(c), costs };

/** Only the counters of a summed row (the repository may add other fields). */
const countersOf = (c: CallCounters): CallCounters => ({
  attempts: c.attempts,
  answered: c.answered,
  effective: c.effective,
  answeredSeconds: c.answeredSeconds,
  pddMsSum: c.pddMsSum,
  pddCount: c.pddCount,
});

/**
 * One row per day of the range (zeros for days without calls) and the KPIs of the whole range, computed from the
 * summed counters — never the mean of the daily ratios — with the costs per currency of each day and of the range.
 * Counters and costs outside the range are ignored.
 */
export function dailySeries(
  range: DateRange,
  counters: DayCounters[],
  costs: readonly CostSum[] = [],
): { data: CallStatisticsRow[]; totals: CallKpis & { costs: CurrencyCost[] } } {
  const byDay = new Map(counters.map((c) => [c.date, countersOf(c)]));
  const days = daysOf(range.from, range.to);
  const inRange = new Set(days);
  const costByDay = costsBy(costs, (c) => c.date);
  let total = ZERO_COUNTERS;
  const data = days.map((date) => {
    const c = byDay.get(date) ?? ZERO_COUNTERS;
    total = addCounters(total, c);
    return row(c, costByDay.get(date) ?? [], date);
  });
  return { data, totals: { ...callKpis(total), costs: costsPerCurrency(costs.filter((c) => inRange.has(c.date))) } };
}

/** 24 rows (hours 0–23) per date, the dates in the order given; hours without calls are zeros and cost nothing. */
export function hourlySeries(dates: readonly string[], counters: HourCounters[], costs: readonly CostSum[] = []): CallStatisticsRow[] {
  const byHour = new Map(counters.map((c) => [`${c.date} ${c.hour}`, countersOf(c)]));
  const costByHour = costsBy(costs, (c) => `${c.date} ${c.hour}`);
  return dates.flatMap((date) =>
    Array.from({ length: 24 }, (_, hour) =>
      row(byHour.get(`${date} ${hour}`) ?? ZERO_COUNTERS, costByHour.get(`${date} ${hour}`) ?? [], date, hour),
    ),
  );
}
