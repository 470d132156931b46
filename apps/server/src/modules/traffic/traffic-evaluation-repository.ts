import { DEFAULT_TRAFFIC_THRESHOLDS, NER_CAUSES, TRAFFIC_KEPT_ATTEMPTS, type TrafficAlertScope, type TrafficHour } from '@gsn/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows.ts';
import type { CallLoad } from '../../lib/call-loads.ts';

/**
 * An hour busy enough for a rule to look at (its company's least attempts): of one number (`id` its inventory number's)
 * or of a company's numbers summed (`id` the company's).
 */
export interface HourKey {
  scope: TrafficAlertScope;
  id: number;
  hour: Date;
}

/**
 * A busy hour with what the rules need: its figures, its stored same hours of the 28 days before, its company's
 * thresholds. A company's hour (scope `company`) has no number.
 */
export interface Candidate {
  scope: TrafficAlertScope;
  inventory_number_id: number | null;
  customer_id: number;
  service_number: string | null;
  hour: Date;
  figures: TrafficHour;
  /** Days back (1–28) → that day's same hour, for the days with traffic. */
  stored: Map<number, TrafficHour>;
  /** The first hour the number (or the company) had traffic (where its baseline starts). */
  first_hour: Date;
  thresholds: Record<string, number> | null;
  quiet_hours: number | null;
}

const D = DEFAULT_TRAFFIC_THRESHOLDS;

/** The figures' columns of `traffic_hourly`, in the order the baseline arrays carry them. */
const FIGURES = [
  'attempts',
  'answered',
  'effective',
  'answered_seconds',
  'short_answered',
  'payphone',
  'mobile',
  'foreign_calls',
  'top_caller_attempts',
] as const;

const hourOf = (v: number[]): TrafficHour => ({
  attempts: v[0]!,
  answered: v[1]!,
  effective: v[2]!,
  answeredSeconds: v[3]!,
  shortAnswered: v[4]!,
  payphone: v[5]!,
  mobile: v[6]!,
  foreign: v[7]!,
  topCallerAttempts: v[8]!,
});

const iso = (d: Date) => d.toISOString();

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Where each scope's hours are kept, by what key, and where its baseline starts (`first(x)`: x.id the key). */
const TABLES: Record<TrafficAlertScope, { table: string; key: string; first: (x: string) => string }> = {
  number: {
    table: 'traffic_hourly',
    key: 'inventory_number_id',
    first: (x) => `(select f.first_hour from traffic_numbers f where f.inventory_number_id = ${x}.id)`,
  },
  company: {
    table: 'traffic_company_hourly',
    key: 'customer_id',
    first: (x) => `(select min(f.hour) from traffic_company_hourly f where f.customer_id = ${x}.id)`,
  },
};

const DAY_MS = 86_400_000;

/**
 * The candidates of one scope (see `candidates`): the keys' own hours, then every stored hour of their numbers (or
 * companies) from 28 days before the earliest key to the latest — one range of the primary key per id, read in order,
 * where probing each key's 28 days one by one cost a look-up per day — from which each key takes its same hours.
 */
async function readCandidates(db: Db, scope: TrafficAlertScope, keys: readonly HourKey[]): Promise<Candidate[]> {
  if (!keys.length) return [];
  const t = TABLES[scope];
  const ids = `{${keys.map((k) => k.id).join(',')}}`;
  const hours = `{${keys.map((k) => iso(k.hour)).join(',')}}`;
  const company = scope === 'company';
  // per id: the range its keys' baselines span, and their hours of the day as a bit mask (only those are read back)
  const span = new Map<number, { from: number; to: number; hours: number }>();
  for (const k of keys) {
    const at = k.hour.getTime();
    const s = span.get(k.id) ?? { from: at - 28 * DAY_MS, to: at, hours: 0 };
    span.set(k.id, { from: Math.min(s.from, at - 28 * DAY_MS), to: Math.max(s.to, at), hours: s.hours | (1 << k.hour.getUTCHours()) });
  }
  const spans = [...span.entries()];
  const [own, history] = await Promise.all([
    db.execute(sql`
      select ${sql.raw(company ? 'null::int as inventory_number_id, h.customer_id, null::text as service_number' : 'h.inventory_number_id, h.customer_id, n.service_number')},
        h.hour, s.thresholds, s.quiet_hours,
        json_build_array(${sql.raw(FIGURES.map((f) => `h.${f}`).join(', '))}) as figures,
        ${sql.raw(t.first('k'))} as first_hour
      from unnest(${ids}::int[], ${hours}::timestamptz[]) as k(id, hour)
      -- a look-up per key (lateral, kept apart by its limit): joined, the planner hashed the whole table for a few keys
      cross join lateral (select * from ${sql.raw(t.table)} h where h.${sql.raw(t.key)} = k.id and h.hour = k.hour limit 1) h
      ${sql.raw(company ? '' : 'join inventory_numbers n on n.id = h.inventory_number_id')}
      left join traffic_settings s on s.customer_id = h.customer_id
      order by h.hour, k.id`),
    db.execute(sql`
      select b.${sql.raw(t.key)} as id, b.hour, json_build_array(${sql.raw(FIGURES.map((f) => `b.${f}`).join(', '))}) as figures
      from unnest(${`{${spans.map(([id]) => id).join(',')}}`}::int[], ${`{${spans.map(([, v]) => iso(new Date(v.from))).join(',')}}`}::timestamptz[],
        ${`{${spans.map(([, v]) => iso(new Date(v.to))).join(',')}}`}::timestamptz[],
        ${`{${spans.map(([, v]) => v.hours).join(',')}}`}::int[]) as r(id, from_hour, to_hour, hours)
      cross join lateral (select * from ${sql.raw(t.table)} b where b.${sql.raw(t.key)} = r.id and b.hour >= r.from_hour and b.hour < r.to_hour
        and (r.hours >> extract(hour from b.hour at time zone 'UTC')::int) & 1 = 1 offset 0) b`),
  ]);
  const stored = new Map<string, TrafficHour>();
  for (const r of rowsOf<{ id: number; hour: Date | string; figures: number[] | string }>(history))
    stored.set(`${r.id} ${new Date(r.hour).getTime()}`, hourOf(json(r.figures)));
  type Row = {
    inventory_number_id: number | null;
    customer_id: number;
    service_number: string | null;
    hour: Date | string;
    thresholds: Record<string, number> | null;
    quiet_hours: number | null;
    figures: number[] | string;
    first_hour: Date | string;
  };
  return rowsOf<Row>(own).map((r) => {
    const hour = new Date(r.hour);
    const id = company ? r.customer_id : r.inventory_number_id!;
    const days = new Map<number, TrafficHour>();
    for (let d = 1; d <= 28; d++) {
      const h = stored.get(`${id} ${hour.getTime() - d * DAY_MS}`);
      if (h) days.set(d, h);
    }
    return {
      scope,
      inventory_number_id: r.inventory_number_id,
      customer_id: r.customer_id,
      service_number: r.service_number,
      hour,
      figures: hourOf(json(r.figures)),
      stored: days,
      first_hour: new Date(r.first_hour),
      thresholds: r.thresholds,
      quiet_hours: r.quiet_hours,
    };
  });
}

/**
 * The evaluation's reading of traffic (docs/traffic-alerts.md, When): set-based over the calls of the hours a load
 * touched and over `traffic_hourly`.
 */
export function trafficEvaluationRepository(db: Db) {
  return {
    /**
     * Counts again, from the calls, every inbound hour of every number in the load's hours into `traffic_hourly` — one
     * statement, grouped by number, hour and calling number so that the busiest caller comes with the rest —, sums
     * each company's numbers into `traffic_company_hourly` (the quiet numbers' calls too), notes each number's first
     * hour of traffic (where its baseline starts) and answers the busy hours of numbers and companies. A load that
     * names its numbers recounts their companies' numbers (a company's sum needs them all) but answers only its own
     * numbers' hours. An hour of a number with fewer than TRAFFIC_KEPT_ATTEMPTS calls is not kept: it reads as none,
     * which changes no rule's decision.
     */
    async tally(load: CallLoad): Promise<HourKey[]> {
      const named = load.numbers?.length ? `{${load.numbers.join(',')}}` : null;
      const companies = named
        ? sql`and c.customer_id in (select customer_id from inventory_numbers where id = any(${named}::int[]) and customer_id is not null)`
        : sql``;
      const own = named ? sql`and h.inventory_number_id = any(${named}::int[])` : sql``;
      const range = sql`c.seized_at >= ${iso(load.from)}::timestamptz and c.seized_at < ${iso(load.to)}::timestamptz
            and c.direction = 'inbound' and c.inventory_number_id is not null and c.customer_id is not null ${companies}`;
      // the UTC hour, as one function of the instant (date_trunc on a timestamptz needs two time zone conversions a call)
      const hour = sql.raw(`date_bin('1 hour', c.seized_at, timestamptz '2000-01-01T00:00:00Z')`);
      const least = sql`least(coalesce((s.thresholds->>'minAttempts')::int, ${D.minAttempts}::int),
            coalesce((s.thresholds->>'qualityMinAttempts')::int, ${D.qualityMinAttempts}::int))`;
      const sums = sql.raw(
        FIGURES.filter((f) => f !== 'top_caller_attempts')
          .map((f) => `sum(${f})::int as ${f}`)
          .join(', '),
      );
      const summed = sql.raw(FIGURES.filter((f) => f !== 'top_caller_attempts').join(', '));
      const result = await db.execute(sql`
        -- the companies' own short-call thresholds and the jurisdictions' calling codes, read once (InitPlans) and
        -- looked up per call: joining them per call, with a partition's statistics not yet up to date after a load,
        -- was planned as a nested loop that cost more than the rest of the statement
        with params as materialized (
          select (select coalesce(jsonb_object_agg(name, '+' || ltrim(dial_code, '+')), '{}') from jurisdictions where dial_code <> '') as codes,
            (select coalesce(jsonb_object_agg(customer_id::text, (thresholds->>'shortCallSeconds')::int), '{}')
              from traffic_settings where thresholds ? 'shortCallSeconds') as short_seconds
        ), per_caller as (
          -- grouped by the calling number's bytes (collate "C"): the same groups, without the locale's comparison per pair
          select c.inventory_number_id, ${hour} as hour, c.calling_number collate "C" as calling_number, max(c.customer_id) as customer_id, count(*) as n,
            count(c.answered_at) as answered,
            count(*) filter (where c.answered_at is not null or c.completion_code in (${sql.raw(NER_CAUSES.join(', '))})) as effective,
            coalesce(sum(c.duration_seconds), 0) as answered_seconds,
            count(*) filter (where c.answered_at is not null and c.duration_seconds
              < coalesce(((select short_seconds from params) ->> c.customer_id::text)::int, ${D.shortCallSeconds}::int)) as short_answered,
            count(*) filter (where c.origin_type = 'payphone') as payphone,
            count(*) filter (where c.origin_type = 'mobile') as mobile,
            -- another country's caller: an E.164 calling number outside the jurisdiction's calling code (+1 is one code)
            count(*) filter (where c.calling_number like '+%'
              and not starts_with(c.calling_number, coalesce((select codes from params) ->> c.jurisdiction, '+'))) as foreign_calls
          from calls c
          where ${range}
          group by 1, 2, 3
        ), per_hour as (
          select inventory_number_id, hour, max(customer_id) as customer_id, sum(n)::int as attempts, sum(answered)::int as answered,
            sum(effective)::int as effective, sum(answered_seconds)::int as answered_seconds, sum(short_answered)::int as short_answered,
            sum(payphone)::int as payphone, sum(mobile)::int as mobile, sum(foreign_calls)::int as foreign_calls,
            coalesce(max(n) filter (where calling_number is not null), 0)::int as top_caller_attempts
          from per_caller
          group by 1, 2
        ), per_company as (
          select customer_id, hour, ${sums} from per_hour group by 1, 2
        ), busy as (
          select 'number' as scope, h.inventory_number_id as id, h.hour from per_hour h
          left join traffic_settings s on s.customer_id = h.customer_id
          where h.attempts >= ${least} ${own}
          union all
          select 'company', h.customer_id, h.hour from per_company h
          left join traffic_settings s on s.customer_id = h.customer_id
          where h.attempts >= ${least}
        ), first_seen as (
          insert into traffic_numbers (inventory_number_id, first_hour)
          select inventory_number_id, min(hour) from per_hour group by 1
          on conflict (inventory_number_id) do update set first_hour = excluded.first_hour
            where excluded.first_hour < traffic_numbers.first_hour
          returning 1
        ), tallied as (
          insert into traffic_hourly (inventory_number_id, hour, customer_id, ${sql.raw(FIGURES.join(', '))})
          select h.inventory_number_id, h.hour, h.customer_id, ${sql.raw(FIGURES.map((f) => `h.${f}`).join(', '))}
          from per_hour h
          where h.attempts >= ${TRAFFIC_KEPT_ATTEMPTS}
          on conflict (inventory_number_id, hour) do update set customer_id = excluded.customer_id,
            ${sql.raw(FIGURES.map((f) => `${f} = excluded.${f}`).join(', '))}
          returning 1
        ), summed as (
          insert into traffic_company_hourly (customer_id, hour, ${summed})
          select customer_id, hour, ${summed} from per_company
          on conflict (customer_id, hour) do update set
            ${sql.raw(
              FIGURES.filter((f) => f !== 'top_caller_attempts')
                .map((f) => `${f} = excluded.${f}`)
                .join(', '),
            )}
          returning 1
        )
        select b.scope, b.id, b.hour, (select count(*) from tallied)::int as kept, (select count(*) from first_seen)::int as seen,
          (select count(*) from summed)::int as companies
        from busy b`);
      return rowsOf<{ scope: TrafficAlertScope; id: number; hour: Date | string }>(result).map((r) => ({
        scope: r.scope,
        id: r.id,
        hour: new Date(r.hour),
      }));
    },

    /**
     * The busy hours `keys` with their figures, the same hours of the 28 days before, and their companies' settings:
     * numbers' hours from `traffic_hourly`, companies' from `traffic_company_hourly`.
     */
    async candidates(keys: readonly HourKey[]): Promise<Candidate[]> {
      const of = (scope: TrafficAlertScope) => keys.filter((k) => k.scope === scope);
      const [numbers, companies] = await Promise.all([
        readCandidates(db, 'number', of('number')),
        readCandidates(db, 'company', of('company')),
      ]);
      return [...numbers, ...companies].sort((x, y) => x.hour.getTime() - y.hour.getTime());
    },

    /** A number's (or a company's summed) kept hours in [from, to), its first hour of traffic, and its company's own thresholds. */
    async storedHours(scope: TrafficAlertScope, id: number, customerId: number, from: Date, to: Date) {
      const t = TABLES[scope];
      const [hours, first, settings] = await Promise.all([
        db.execute(sql`
          select hour, json_build_array(${sql.raw(FIGURES.join(', '))}) as figures from ${sql.raw(t.table)}
          where ${sql.raw(t.key)} = ${id} and hour >= ${iso(from)}::timestamptz and hour < ${iso(to)}::timestamptz`),
        db.execute(sql`select ${sql.raw(t.first('x'))} as first_hour from (select ${id}::int as id) x`),
        db.execute(sql`select thresholds from traffic_settings where customer_id = ${customerId}`),
      ]);
      const firstHour = rowsOf<{ first_hour: Date | string | null }>(first)[0]?.first_hour;
      return {
        stored: new Map(
          rowsOf<{ hour: Date | string; figures: number[] | string }>(hours).map((r) => [
            new Date(r.hour).getTime(),
            hourOf(json(r.figures)),
          ]),
        ),
        firstHour: firstHour ? new Date(firstHour) : null,
        thresholds: rowsOf<{ thresholds: Record<string, number> | null }>(settings)[0]?.thresholds ?? null,
      };
    },
  };
}

export type TrafficEvaluationRepository = ReturnType<typeof trafficEvaluationRepository>;
