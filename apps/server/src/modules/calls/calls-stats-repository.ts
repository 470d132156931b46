import { and, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { CallCounters, CostSum, DateRange, DayCounters, HourCounters } from '@gsn/domain';
import type { Db } from '../../db/connect.ts';
import { callCostsHourly, callStatsDailyAll, callStatsHourly, callStatsHourlyAll } from '../../db/schema.ts';
import { allCustomers, type CallFilter, type CallScope, scopeAndFilter, withinDays } from './calls-filters.ts';

/**
 * The call statistics, read from the counters (never the calls): their cost depends on hours × combinations, not
 * on the number of calls.
 */

const s = callStatsHourly;
const d = callStatsDailyAll;
const h = callStatsHourlyAll;
/** The counters of a counter table summed (float8: exact integers far beyond int4, a JS number on both drivers). */
const sumsOf = (t: typeof s | typeof d | typeof h) =>
  ({
    attempts: sql<number>`coalesce(sum(${t.attempts}), 0)::float8`,
    answered: sql<number>`coalesce(sum(${t.answered}), 0)::float8`,
    effective: sql<number>`coalesce(sum(${t.effective}), 0)::float8`,
    answeredSeconds: sql<number>`coalesce(sum(${t.answered_seconds}), 0)::float8`,
    pddMsSum: sql<number>`coalesce(sum(${t.pdd_ms_sum}), 0)::float8`,
    pddCount: sql<number>`coalesce(sum(${t.pdd_count}), 0)::float8`,
  }) satisfies Record<keyof CallCounters, SQL>;
const sums = sumsOf(s);
const dailyDay = sql<string>`to_char(${d.day}, 'YYYY-MM-DD')`;
/** The UTC day and hour of a counter row (literal SQL, so that GROUP BY repeats the same expression). */
const statDay = sql<string>`to_char(${s.hour} at time zone 'UTC', 'YYYY-MM-DD')`;
const statHour = sql<number>`extract(hour from ${s.hour} at time zone 'UTC')::int`;
const k = callCostsHourly;
const costDay = sql<string>`to_char(${k.hour} at time zone 'UTC', 'YYYY-MM-DD')`;
const costHour = sql<number>`extract(hour from ${k.hour} at time zone 'UTC')::int`;
/** The exact sum of a group's costs, as text (numeric's decimal string on both drivers). */
const costSum = sql<string>`sum(${k.cost})::text`;

export function callStatsRepository(db: Db) {
  return {
    /**
     * The jurisdictions (or the non-empty cities, of one jurisdiction when given) that have calls the caller sees,
     * sorted: read from the hourly counters, which hold every combination with calls in far fewer rows than `calls`.
     */
    async jurisdictions(scope: CallScope): Promise<string[]> {
      const t = allCustomers(scope, {}) ? d : s;
      const rows = await db
        .selectDistinct({ v: t.jurisdiction })
        .from(t)
        .where(scopeAndFilter(t, scope, {}))
        .orderBy(t.jurisdiction);
      return rows.map((r) => r.v);
    },

    async cities(scope: CallScope, jurisdiction: string | null | undefined): Promise<string[]> {
      const t = allCustomers(scope, {}) ? d : s;
      const rows = await db
        .selectDistinct({ v: t.city })
        .from(t)
        .where(and(scopeAndFilter(t, scope, { jurisdiction }), sql`${t.city} <> ''`))
        .orderBy(t.city);
      return rows.map((r) => r.v);
    },

    /** The counters summed per UTC day of the range (days without calls are absent). */
    async daily(scope: CallScope, f: CallFilter, range: DateRange): Promise<DayCounters[]> {
      if (allCustomers(scope, f)) {
        return db
          .select({ date: dailyDay, ...sumsOf(d) })
          .from(d)
          .where(and(scopeAndFilter(d, scope, f), gte(d.day, range.from), lte(d.day, range.to)))
          .groupBy(d.day)
          .orderBy(d.day);
      }
      return db
        .select({ date: statDay, ...sums })
        .from(s)
        .where(and(scopeAndFilter(s, scope, f), withinDays(s.hour, range)))
        .groupBy(statDay)
        .orderBy(statDay);
    },

    /** The rated calls' costs summed per UTC day of the range and currency (the hourly cost counters). */
    async dailyCosts(scope: CallScope, f: CallFilter, range: DateRange): Promise<CostSum[]> {
      return db
        .select({ date: costDay, currency: k.currency, cost: costSum })
        .from(k)
        .where(and(scopeAndFilter(k, scope, f), withinDays(k.hour, range)))
        .groupBy(costDay, k.currency);
    },

    /** The rated calls' costs summed per UTC hour of the given days and currency. */
    async hourlyCosts(scope: CallScope, f: CallFilter, dates: readonly string[]): Promise<CostSum[]> {
      if (!dates.length) return [];
      return db
        .select({ date: costDay, hour: costHour, currency: k.currency, cost: costSum })
        .from(k)
        .where(and(scopeAndFilter(k, scope, f), or(...dates.map((x) => withinDays(k.hour, { from: x, to: x })))))
        .groupBy(costDay, costHour, k.currency);
    },

    /** The counters summed per UTC hour of the given days (hours without calls are absent). */
    async hourly(scope: CallScope, f: CallFilter, dates: readonly string[]): Promise<HourCounters[]> {
      if (!dates.length) return [];
      if (allCustomers(scope, f) && !f.city) {
        const day = sql<string>`to_char(${h.hour} at time zone 'UTC', 'YYYY-MM-DD')`;
        const hour = sql<number>`extract(hour from ${h.hour} at time zone 'UTC')::int`;
        return db
          .select({ date: day, hour, ...sumsOf(h) })
          .from(h)
          .where(and(scopeAndFilter(h, scope, f), or(...dates.map((x) => withinDays(h.hour, { from: x, to: x })))))
          .groupBy(day, hour);
      }
      return db
        .select({ date: statDay, hour: statHour, ...sums })
        .from(s)
        .where(and(scopeAndFilter(s, scope, f), or(...dates.map((d) => withinDays(s.hour, { from: d, to: d })))))
        .groupBy(statDay, statHour);
    },
  };
}
