import { DEFAULT_TRAFFIC_THRESHOLDS, NER_CAUSES, TRAFFIC_KEPT_ATTEMPTS, type TrafficAlertScope, type TrafficHour } from '@gsn/domain';
import { type SQL, sql } from 'drizzle-orm';
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
  customer_id: number;
  hour: Date;
  /** Its figures as the tally counted them. */
  figures: TrafficHour;
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

/** A row's figures, as its columns (`FIGURES`). */
type Figures = Record<(typeof FIGURES)[number], number>;

/** Figures in the order of `FIGURES` (from `v[at]` on) as the rules read them. */
const hourOf = (v: number[], at = 0): TrafficHour => ({
  attempts: v[at]!,
  answered: v[at + 1]!,
  effective: v[at + 2]!,
  answeredSeconds: v[at + 3]!,
  shortAnswered: v[at + 4]!,
  payphone: v[at + 5]!,
  mobile: v[at + 6]!,
  foreign: v[at + 7]!,
  topCallerAttempts: v[at + 8]!,
});

/** A row's figures in the order of `FIGURES`. */
const figuresOf = (r: Figures): number[] => FIGURES.map((f) => r[f]);

/** A JSON column (node-postgres and PGlite parse it; a driver that answers text is parsed here). */
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

const iso = (d: Date) => d.toISOString();

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

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * A stored hour's key in the reading's map: its id × HOURS_KEY + its hours since 1970 (about 500,000 now). Hours are
 * read as integers, not timestamps: parsing a timestamp per row cost more than the database's read.
 */
const HOURS_KEY = 10_000_000;

/**
 * The candidates of one scope (see `candidates`): per number (or company) of the keys, one statement reads its first
 * hour of traffic, its company's settings, its service number, and every stored hour from 28 days before its earliest
 * key to its latest — one range of the primary key, read in order, where probing each key's 28 days one by one cost a
 * look-up per day —, from which each key takes its same hours. A number no longer in the inventory is left out.
 */
async function readCandidates(db: Db, scope: TrafficAlertScope, keys: readonly HourKey[]): Promise<Candidate[]> {
  if (!keys.length) return [];
  const t = TABLES[scope];
  const company = scope === 'company';
  // per id: its company, the range its keys' baselines span, and their hours of the day as a bit mask (only those are read)
  const span = new Map<number, { customer: number; from: number; to: number; hours: number }>();
  for (const k of keys) {
    const at = k.hour.getTime();
    const s = span.get(k.id) ?? { customer: k.customer_id, from: at - 28 * DAY_MS, to: at, hours: 0 };
    span.set(k.id, {
      ...s,
      from: Math.min(s.from, at - 28 * DAY_MS),
      to: Math.max(s.to, at),
      hours: s.hours | (1 << k.hour.getUTCHours()),
    });
  }
  const spans = [...span.entries()];
  const list = (f: (v: [number, { customer: number; from: number; to: number; hours: number }]) => string | number) =>
    `{${spans.map(f).join(',')}}`;
  const result = await db.execute(sql`
    select r.id, (date_part('epoch', ${sql.raw(t.first('r'))}) / 3600)::int as first_h, s.thresholds, s.quiet_hours,
      ${sql.raw(company ? 'null::text' : '(select n.service_number from inventory_numbers n where n.id = r.id)')} as service_number,
      -- one JSON array of [hour, ...figures] per id (the hour as hours since 1970): parsed at once, where a row per
      -- stored hour cost this process more than the database's read
      (select json_agg(array[(date_part('epoch', b.hour) / 3600)::int, ${sql.raw(FIGURES.map((f) => `b.${f}`).join(', '))}])
        from ${sql.raw(t.table)} b where b.${sql.raw(t.key)} = r.id and b.hour >= r.from_hour and b.hour < r.to_hour
          -- the hour of the day from the epoch in floating point: extract() answers a numeric, its arithmetic slower
          and (r.hours >> ((date_part('epoch', b.hour) / 3600)::int % 24)) & 1 = 1) as stored
    from unnest(${list(([id]) => id)}::int[], ${list(([, v]) => v.customer)}::int[], ${list(([, v]) => iso(new Date(v.from)))}::timestamptz[],
      ${list(([, v]) => iso(new Date(v.to)))}::timestamptz[], ${list(([, v]) => v.hours)}::int[]) as r(id, customer_id, from_hour, to_hour, hours)
    left join traffic_settings s on s.customer_id = r.customer_id`);
  type Row = {
    id: number;
    first_h: number;
    thresholds: Record<string, number> | null;
    quiet_hours: number | null;
    service_number: string | null;
    stored: number[][] | string | null;
  };
  const ids = new Map<number, Row>();
  const stored = new Map<number, TrafficHour>();
  for (const r of rowsOf<Row>(result)) {
    ids.set(r.id, r);
    for (const v of json(r.stored ?? '[]')) stored.set(r.id * HOURS_KEY + v[0]!, hourOf(v, 1));
  }
  return keys.flatMap((k) => {
    const r = ids.get(k.id);
    if (!r || (!company && r.service_number === null)) return [];
    const h = k.hour.getTime() / HOUR_MS;
    const days = new Map<number, TrafficHour>();
    for (let d = 1; d <= 28; d++) {
      const day = stored.get(k.id * HOURS_KEY + h - d * 24);
      if (day) days.set(d, day);
    }
    return [
      {
        scope,
        inventory_number_id: company ? null : k.id,
        customer_id: k.customer_id,
        service_number: r.service_number,
        hour: k.hour,
        figures: k.figures,
        stored: days,
        first_hour: new Date(r.first_h * HOUR_MS),
        thresholds: r.thresholds,
        quiet_hours: r.quiet_hours,
      },
    ];
  });
}

/** The figures a company's hour sums (all but the busiest caller, which is a number's). */
const SUMMED = FIGURES.filter((f) => f !== 'top_caller_attempts');

/**
 * The tally's statement (`tally`) over the load's calls that `slice` keeps (a share of the companies, or all): the
 * hour's figures per number as one grouping, the busiest caller as another (a count per calling number, its maximum
 * per hour), joined; the company sums from the figures; the upserts; the busy hours as its answer.
 */
function tallySql(load: CallLoad, slice: SQL): SQL {
  const named = load.numbers?.length ? `{${load.numbers.join(',')}}` : null;
  const companies = named
    ? sql`and c.customer_id in (select customer_id from inventory_numbers where id = any(${named}::int[]) and customer_id is not null)`
    : sql``;
  const own = named ? sql`and h.inventory_number_id = any(${named}::int[])` : sql``;
  const range = sql`c.seized_at >= ${iso(load.from)}::timestamptz and c.seized_at < ${iso(load.to)}::timestamptz
        and c.direction = 'inbound' and c.inventory_number_id is not null and c.customer_id is not null ${companies} ${slice}`;
  // the UTC hour, as one function of the instant (date_trunc on a timestamptz needs two time zone conversions a call)
  const hour = sql.raw(`date_bin('1 hour', c.seized_at, timestamptz '2000-01-01T00:00:00Z')`);
  const least = sql`least(coalesce((s.thresholds->>'minAttempts')::int, ${D.minAttempts}::int),
        coalesce((s.thresholds->>'qualityMinAttempts')::int, ${D.qualityMinAttempts}::int))`;
  const columns = (fs: readonly string[], f: (c: string) => string) => sql.raw(fs.map(f).join(', '));
  return sql`
    -- the companies' own short-call thresholds and the jurisdictions' calling codes, read once (InitPlans) and looked
    -- up per call: joined per call, they were planned as a nested loop that cost more than the rest of the statement
    with params as materialized (
      select (select coalesce(jsonb_object_agg(name, '+' || ltrim(dial_code, '+')), '{}') from jurisdictions where dial_code <> '') as codes,
        (select coalesce(jsonb_object_agg(customer_id::text, (thresholds->>'shortCallSeconds')::int), '{}')
          from traffic_settings where thresholds ? 'shortCallSeconds') as short_seconds
    ), figures as (
      select c.inventory_number_id, ${hour} as hour, max(c.customer_id) as customer_id, count(*)::int as attempts,
        count(c.answered_at)::int as answered,
        (count(*) filter (where c.answered_at is not null or c.completion_code in (${sql.raw(NER_CAUSES.join(', '))})))::int as effective,
        coalesce(sum(c.duration_seconds), 0)::int as answered_seconds,
        (count(*) filter (where c.answered_at is not null and c.duration_seconds
          < coalesce(((select short_seconds from params) ->> c.customer_id::text)::int, ${D.shortCallSeconds}::int)))::int as short_answered,
        (count(*) filter (where c.origin_type = 'payphone'))::int as payphone,
        (count(*) filter (where c.origin_type = 'mobile'))::int as mobile,
        -- another country's caller: an E.164 calling number outside the jurisdiction's calling code (+1 is one code)
        (count(*) filter (where c.calling_number like '+%'
          and not starts_with(c.calling_number, coalesce((select codes from params) ->> c.jurisdiction, '+'))))::int as foreign_calls
      from calls c
      where ${range}
      group by 1, 2
    ), callers as (
      -- grouped by the calling number's bytes (collate "C"): the same groups, without the locale's comparison per pair
      select inventory_number_id, hour, max(n)::int as top_caller_attempts
      from (select c.inventory_number_id, ${hour} as hour, c.calling_number collate "C", count(*) as n
        from calls c
        where ${range} and c.calling_number is not null
        group by 1, 2, 3) x
      group by 1, 2
    ), per_hour as (
      select f.*, coalesce(t.top_caller_attempts, 0) as top_caller_attempts
      from figures f left join callers t on t.inventory_number_id = f.inventory_number_id and t.hour = f.hour
    ), per_company as (
      select customer_id, hour, ${columns(SUMMED, (f) => `sum(${f})::int as ${f}`)} from figures group by 1, 2
    ), busy as (
      -- the busy hours with their figures (what the reading would otherwise read back)
      select 'number' as scope, h.inventory_number_id as id, h.customer_id, h.hour, ${columns(FIGURES, (f) => `h.${f}`)} from per_hour h
      left join traffic_settings s on s.customer_id = h.customer_id
      where h.attempts >= ${least} ${own}
      union all
      select 'company', h.customer_id, h.customer_id, h.hour, ${columns(SUMMED, (f) => `h.${f}`)}, 0 from per_company h
      left join traffic_settings s on s.customer_id = h.customer_id
      where h.attempts >= ${least}
    ), first_seen as (
      -- only the numbers whose first hour moves: the conflict of a row left as it is still locks it, a write per number
      insert into traffic_numbers (inventory_number_id, first_hour)
      select m.inventory_number_id, m.first_hour
      from (select inventory_number_id, min(hour) as first_hour from figures group by 1) m
      -- a look-up per number (a sub-select, never turned into a join that would read the whole table)
      where m.first_hour < coalesce((select f.first_hour from traffic_numbers f where f.inventory_number_id = m.inventory_number_id), 'infinity')
      on conflict (inventory_number_id) do update set first_hour = excluded.first_hour
        where excluded.first_hour < traffic_numbers.first_hour
      returning 1
    ), tallied as (
      insert into traffic_hourly (inventory_number_id, hour, customer_id, ${columns(FIGURES, (f) => f)})
      select inventory_number_id, hour, customer_id, ${columns(FIGURES, (f) => f)}
      from per_hour
      where attempts >= ${TRAFFIC_KEPT_ATTEMPTS}
      on conflict (inventory_number_id, hour) do update set customer_id = excluded.customer_id,
        ${columns(FIGURES, (f) => `${f} = excluded.${f}`)}
      returning 1
    ), summed as (
      insert into traffic_company_hourly (customer_id, hour, ${columns(SUMMED, (f) => f)})
      select customer_id, hour, ${columns(SUMMED, (f) => f)} from per_company
      on conflict (customer_id, hour) do update set ${columns(SUMMED, (f) => `${f} = excluded.${f}`)}
      returning 1
    )
    select b.scope, b.id, b.customer_id, (date_part('epoch', b.hour) / 3600)::int as h, ${columns(FIGURES, (f) => `b.${f}`)},
      (select count(*) from tallied)::int as kept, (select count(*) from first_seen)::int as seen, (select count(*) from summed)::int as companies
    from busy b`;
}

/**
 * The evaluation's reading of traffic (docs/traffic-alerts.md, When): set-based over the calls of the hours a load
 * touched and over `traffic_hourly`. `slices`: the statements the tally runs at once (PostgreSQL: up to the cores the
 * database may give it; the embedded engine has one connection, so 1).
 */
export function trafficEvaluationRepository(db: Db, { slices = 1 }: { slices?: number } = {}) {
  return {
    /**
     * Counts again, from the calls, every inbound hour of every number in the load's hours into `traffic_hourly`, sums
     * each company's numbers into `traffic_company_hourly` (the quiet numbers' calls too), notes each number's first
     * hour of traffic (where its baseline starts) and answers the busy hours of numbers and companies. A load that
     * names its numbers recounts their companies' numbers (a company's sum needs them all) but answers only its own
     * numbers' hours. An hour of a number with fewer than TRAFFIC_KEPT_ATTEMPTS calls is not kept: it reads as none,
     * which changes no rule's decision. On PostgreSQL the companies are counted in `slices` statements at once, each
     * on its own connection (a company's numbers all in one): the database's cores share the work.
     */
    async tally(load: CallLoad): Promise<{ keys: HourKey[]; ms: number }> {
      const parts = await Promise.all(
        Array.from({ length: slices }, async (_, k) => {
          const t0 = performance.now();
          const result = await db.transaction(async (tx) => {
            // the calls just loaded have no statistics yet (their partition is analysed later, if ever, by
            // autovacuum): planned for the one row the planner then expects, the groupings sort and the join of the
            // figures with the busiest callers loops over one for each of the other — minutes for a day's calls
            await tx.execute(sql`set local enable_nestloop = off`);
            await tx.execute(sql`set local enable_sort = off`);
            // a slice's companies listed: their calls are found by the index on company and seizure time, each
            // statement reading only its share instead of every call of the hours
            const slice = sql`and c.customer_id = any(array(select id from customers where id % ${slices}::int = ${k}::int))`;
            return tx.execute(tallySql(load, slices === 1 ? sql`` : slice));
          });
          return { result, ms: performance.now() - t0 };
        }),
      );
      return {
        keys: parts.flatMap((p) =>
          rowsOf<Figures & { scope: TrafficAlertScope; id: number; customer_id: number; h: number }>(p.result).map((r) => ({
            scope: r.scope,
            id: r.id,
            customer_id: r.customer_id,
            hour: new Date(r.h * HOUR_MS),
            figures: hourOf(figuresOf(r)),
          })),
        ),
        ms: parts.reduce((s, p) => s + p.ms, 0),
      };
    },

    /**
     * The busy hours `keys` with the same hours of the 28 days before and their companies' settings: numbers' hours
     * from `traffic_hourly`, companies' from `traffic_company_hourly`.
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
          select hour, ${sql.raw(FIGURES.join(', '))} from ${sql.raw(t.table)}
          where ${sql.raw(t.key)} = ${id} and hour >= ${iso(from)}::timestamptz and hour < ${iso(to)}::timestamptz`),
        db.execute(sql`select ${sql.raw(t.first('x'))} as first_hour from (select ${id}::int as id) x`),
        db.execute(sql`select thresholds from traffic_settings where customer_id = ${customerId}`),
      ]);
      const firstHour = rowsOf<{ first_hour: Date | string | null }>(first)[0]?.first_hour;
      return {
        stored: new Map(rowsOf<Figures & { hour: Date | string }>(hours).map((r) => [new Date(r.hour).getTime(), hourOf(figuresOf(r))])),
        firstHour: firstHour ? new Date(firstHour) : null,
        thresholds: rowsOf<{ thresholds: Record<string, number> | null }>(settings)[0]?.thresholds ?? null,
      };
    },
  };
}

export type TrafficEvaluationRepository = ReturnType<typeof trafficEvaluationRepository>;
