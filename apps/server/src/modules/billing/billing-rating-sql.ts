import { BILLING_INCREMENTS, CHARGE_FIELDS, DEFAULT_INCREMENT, type RateField } from '@gsn/domain';
import { getTableColumns } from 'drizzle-orm';
import { calls } from '../../db/schema.ts';

/**
 * Rating in SQL (docs/billing.md): `rateCall` of @gsn/domain written as expressions over a call and its pricing
 * levels, so that the statements that insert calls and re-rate them price every call in the same pass, set-based.
 * The levels, most specific first: the number's own charges (`i`, its inventory row: a level when it states a
 * currency), its order's custom tariff (`rot`), its product's standard tariff (`rpt`; the product is the order's).
 * The levels are read once per number and rate field (`ratingJoin`), the call's own arithmetic per call.
 * calls-rating.test.ts checks the stored rows against `rateCall` call by call.
 */

/** The columns of `calls` that rating fills, in this order. */
export const RATING_COLUMNS = [
  'billed_seconds',
  'rate',
  'cost',
  'currency',
  'rating_source',
  'rating_source_id',
  'rating_increment',
  'unrated_reason',
] as const;

/** Where the expressions read a call's fields (SQL expressions: a staged line's or a stored call's columns). */
export interface RatedCallFields {
  service_type: string;
  direction: string;
  duration_seconds: string;
  answered_at: string;
  origin_type: string;
  called_type: string;
}

/** The rate fields a call may need (`RateField`: a tariff's per-minute charges), each priced once per number. */
const RATE_FIELDS = CHARGE_FIELDS.filter(
  (f): f is RateField => f.endsWith('_usage_rate') || f.endsWith('bound_charges') || f.startsWith('outbound_'),
);

/** The rate field a call needs (`rateFieldOf`): outbound by called type, toll-free and UIFN by origin, else inbound. */
export const rateFieldOf = (f: RatedCallFields) => `case
      when ${f.direction} = 'outbound' then case ${f.called_type} when 'mobile' then 'outbound_charges_mobile'
        when 'special' then 'outbound_charges_special' else 'outbound_charges_fixed' end
      when ${f.service_type} in ('ITFS', 'UIFN') then case ${f.origin_type} when 'mobile' then 'mobile_usage_rate'
        when 'payphone' then 'payphone_usage_rate' else 'fix_usage_rate' end
      else 'inbound_charges' end`;

/** A level's rate of the field `rf.field` (a number's own charges have no per-origin rates). */
type Level = 'i' | 'rot' | 'rpt';
const rateAt = (l: Level) =>
  `case rf.field ${RATE_FIELDS.map((c) => `when '${c}' then ${l === 'i' && c.endsWith('_usage_rate') ? 'null::numeric' : `${l}.${c}`}`).join(' ')} end`;

const INCREMENTS = BILLING_INCREMENTS.map((v) => `'${v}'`).join(', ');
/** A level's increment when it is one of the known ones. */
const incrementAt = (l: Level) => `case when ${l}.billing_incremental in (${INCREMENTS}) then ${l}.billing_incremental end`;
/** The level picked, then the ones after it: the first increment named (`rateCall`), else the default. */
const incrementFrom = (levels: Level[]) => `coalesce(${levels.map(incrementAt).join(', ')}, '${DEFAULT_INCREMENT}')`;

/** A number's pricing levels: its inventory row `i`, its order `ro`, the order's custom tariff `rot`, its product's standard one `rpt`. */
const LEVEL_JOINS = `
    left join orders ro on ro.id = i.order_id
    left join tariffs rot on rot.id = ro.custom_tariff_id
    left join tariffs rpt on rpt.service_number_type_id = ro.service_number_type_id and rpt.type = 'standard'`;
const FIELDS = `(values ${RATE_FIELDS.map((f) => `('${f}')`).join(', ')}) rf(field)`;

/**
 * Every rate field of the numbers whose ids `ids` selects (one column): the pairs `ratingJoin` prices. Every field
 * rather than the ones the calls need: the pairs the calls need, taken from the calls, are a DISTINCT over an
 * expression the planner cannot estimate — it took them for as many as the calls, sorted 100,000 lines for 1,000
 * pairs and merge-joined the calls to them, which cost the load 10 %; a few rate fields more per number cost nothing.
 */
export const everyFieldIn = (ids: string) => `select x.id, rf.field from (${ids}) x(id) cross join ${FIELDS}`;

/** Every rate field of the numbers whose ids `ids` lists (`everyFieldIn`). */
export const everyFieldOf = (ids: readonly number[]) =>
  everyFieldIn(`select unnest('{${ids.map((n) => Math.trunc(n)).join(',')}}'::int[])`);

/** Every rate field of the numbers `condition` (on `i`, `ro`, `rot`, `rpt`) selects. */
export const everyFieldWhere = (condition: string) => `select i.id, rf.field from inventory_numbers i${LEVEL_JOINS}
    cross join ${FIELDS} where ${condition}`;

/**
 * The pricing of the (inventory number id, rate field) pairs `need` selects, one row each — `rateCall` but for the
 * call's own length: the number's level is on when it states a currency; the first level with the rate gives the
 * rate, the currency, the source and, with the ones after it, the increment (as first and next seconds); `no_levels`
 * when none prices the number at all. Priced once per pair, not per call, and driven by the pairs (a few thousand in
 * a load), so the cost never grows with the inventory.
 */
const pricingOf = (need: string) => `
    select i.id as inventory_number_id, rf.field, rr2.src, rr3.src_id,
      case when rr2.src is not null then coalesce(rr1.rate_i, rr1.rate_o, rr1.rate_p) end as rate,
      case when rr2.src is not null then rr3.currency end as currency,
      case when rr2.src is not null then rr3.inc end as inc,
      split_part(rr3.inc, '/', 1)::int as first, split_part(rr3.inc, '/', 2)::int as next,
      (i.currency is null and rot.id is null and rpt.id is null) as no_levels
    from (select distinct * from (${need}) n) rf(id, field)
    join inventory_numbers i on i.id = rf.id${LEVEL_JOINS}
    cross join lateral (select case when i.currency is not null then ${rateAt('i')} end as rate_i,
      ${rateAt('rot')} as rate_o, ${rateAt('rpt')} as rate_p) rr1
    cross join lateral (select case when rr1.rate_i is not null then 'number_charges' when rr1.rate_o is not null then 'order_tariff'
      when rr1.rate_p is not null then 'product_tariff' end as src) rr2
    cross join lateral (select
      case rr2.src when 'number_charges' then i.currency when 'order_tariff' then rot.currency else rpt.currency end as currency,
      case rr2.src when 'number_charges' then i.id when 'order_tariff' then rot.id when 'product_tariff' then rpt.id end as src_id,
      case rr2.src when 'number_charges' then ${incrementFrom(['i', 'rot', 'rpt'])}
        when 'order_tariff' then ${incrementFrom(['rot', 'rpt'])} else ${incrementFrom(['rpt'])} end as inc) rr3`;

/**
 * Joins a call (its inventory number's id `inventoryId`, its fields `f`) to its number's pricing of the rate field it
 * needs, as `rp`, priced for the pairs `need` selects (id, rate field): `left` keeps a call whose number is priced by
 * nothing or gone, `inner` keeps only the calls of those numbers (re-rating).
 */
export const ratingJoin = (f: RatedCallFields, inventoryId: string, need: string, kind: 'left' | 'inner' = 'left') => `
    ${kind} join (${pricingOf(need)}) rp on rp.inventory_number_id = ${inventoryId} and rp.field = ${rateFieldOf(f)}`;

/**
 * The expressions of RATING_COLUMNS over a call's fields and `ratingJoin`: free calls (not answered, or 0 s) cost 0,
 * unrated ones carry their reason; billed seconds and cost as `billedSeconds` and `costOf` (half up to 4 decimals: a
 * cost × 60 is never a tie that numeric division would round otherwise).
 */
export function ratingExpressions(f: RatedCallFields): Record<(typeof RATING_COLUMNS)[number], string> {
  const free = `(${f.answered_at} is null or ${f.duration_seconds} <= 0)`;
  const billed = `rp.first + greatest(0, (${f.duration_seconds} - rp.first + rp.next - 1) / rp.next) * rp.next`;
  return {
    billed_seconds: `case when ${free} then 0 when rp.src is not null then ${billed} end`,
    rate: `case when not ${free} then rp.rate end`,
    cost: `case when ${free} then 0::numeric(14, 4) when rp.src is not null then round(rp.rate * (${billed}) / 60, 4) end`,
    currency: `case when not ${free} then rp.currency end`,
    rating_source: `case when not ${free} then rp.src end`,
    rating_source_id: `case when not ${free} then rp.src_id end`,
    rating_increment: `case when not ${free} then rp.inc end`,
    unrated_reason: `case when ${free} or rp.src is not null then null when coalesce(rp.no_levels, true) then 'no_tariff' else 'no_rate' end`,
  };
}

/** The rating columns' expressions, each named after its column (for a SELECT list). */
export const ratingSelectList = (f: RatedCallFields) => {
  const e = ratingExpressions(f);
  return RATING_COLUMNS.map((c) => `${e[c]} as ${c}`).join(', ');
};

/**
 * RATING_COLUMNS all null, typed as the table's columns: a call loaded without rating (CALL_RATING_ON_LOAD=false),
 * which the never-rated job prices later as it does any call loaded before rating existed.
 */
export const unratedSelectList = () => {
  const columns = getTableColumns(calls);
  return RATING_COLUMNS.map((c) => `null::${columns[c].getSQLType()} as ${c}`).join(', ');
};

/** The columns of a call that give its row of cost counters: the key but the currency, then the amounts. */
export interface CostSource {
  currency: string;
  billed_seconds: string;
  cost: string;
}

/**
 * Rows of cost counters, one per rated call of `a` (a call with a currency), `sign` 1 to add it, -1 to take it off:
 * the hour and keys of `call_costs_hourly`, 1 call, its billed seconds and cost.
 */
export const costRows = (a: string, v: CostSource, sign: 1 | -1) => `
  select date_trunc('hour', ${a}.seized_at at time zone 'UTC') at time zone 'UTC' as hour, coalesce(${a}.customer_id, 0) as customer_id,
    ${a}.service_type, ${a}.jurisdiction, coalesce(${a}.city, '') as city, ${a}.direction, ${v.currency} as currency,
    ${sign} as calls, ${sign} * ${v.billed_seconds} as billed_seconds, ${sign} * ${v.cost} as cost
  from ${a} where ${v.currency} is not null`;

const COST_KEY = 'hour, customer_id, service_type, jurisdiction, city, direction, currency';
/** Adds the rows of `rows` (COST_KEY, calls, billed_seconds, cost; negative to take off) to `call_costs_hourly`. */
export const addCosts = (rows: string) => `
  insert into call_costs_hourly (${COST_KEY}, calls, billed_seconds, cost)
  select ${COST_KEY}, sum(calls)::int, sum(billed_seconds)::bigint, sum(cost) from (${rows}) k group by ${COST_KEY}
  on conflict (${COST_KEY}) do update set calls = call_costs_hourly.calls + excluded.calls,
    billed_seconds = call_costs_hourly.billed_seconds + excluded.billed_seconds, cost = call_costs_hourly.cost + excluded.cost
  returning 1`;

/** The stored rating columns of a call (`a`) as a CostSource. */
export const storedCost = (a: string): CostSource => ({
  currency: `${a}.currency`,
  billed_seconds: `${a}.billed_seconds`,
  cost: `${a}.cost`,
});
