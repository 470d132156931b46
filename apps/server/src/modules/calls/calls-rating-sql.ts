import { BILLING_INCREMENTS, DEFAULT_INCREMENT } from '@gsn/domain';

/**
 * Rating in SQL (docs/billing.md): `rateCall` of @gsn/domain written as expressions over a call and its pricing
 * levels, so that the statements that insert calls and re-rate them price every call in the same pass, set-based.
 * The levels, most specific first: the number's own charges (`i`, its inventory row: a level when it states a
 * currency), its order's custom tariff (`rot`), its product's standard tariff (`rpt`; the product is the order's).
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

/** The pricing levels of a call whose inventory row is `i` (which may be missing: a left join). */
export const RATING_JOINS = `
    left join orders ro on ro.id = i.order_id
    left join tariffs rot on rot.id = ro.custom_tariff_id
    left join tariffs rpt on rpt.service_number_type_id = ro.service_number_type_id and rpt.type = 'standard'`;

/** A level's rate columns (a number's own charges have no per-origin rates). */
type Level = 'i' | 'rot' | 'rpt';
const col = (l: Level, c: string) => (l === 'i' && c.endsWith('_usage_rate') ? 'null::numeric' : `${l}.${c}`);

/** The rate the call needs at a level (`rateFieldOf`): outbound by called type, toll-free and UIFN by origin, else inbound. */
const rateAt = (l: Level, f: RatedCallFields) => `case
      when ${f.direction} = 'outbound' then case ${f.called_type} when 'mobile' then ${col(l, 'outbound_charges_mobile')}
        when 'special' then ${col(l, 'outbound_charges_special')} else ${col(l, 'outbound_charges_fixed')} end
      when ${f.service_type} in ('ITFS', 'UIFN') then case ${f.origin_type} when 'mobile' then ${col(l, 'mobile_usage_rate')}
        when 'payphone' then ${col(l, 'payphone_usage_rate')} else ${col(l, 'fix_usage_rate')} end
      else ${col(l, 'inbound_charges')} end`;

const INCREMENTS = BILLING_INCREMENTS.map((v) => `'${v}'`).join(', ');
/** A level's increment when it is one of the known ones. */
const incrementAt = (l: Level) => `case when ${l}.billing_incremental in (${INCREMENTS}) then ${l}.billing_incremental end`;
/** The level picked, then the ones after it: the first increment named (`rateCall`), else the default. */
const incrementFrom = (levels: Level[]) => `coalesce(${levels.map(incrementAt).join(', ')}, '${DEFAULT_INCREMENT}')`;

/**
 * The lateral subqueries that rate a call (`rr1` → `rr3`), to follow the FROM clause that has the call, `i` and
 * RATING_JOINS: the number's level is on when it states a currency; the first level with the rate gives the rate,
 * the currency, the source and — with the ones after it — the increment; billed seconds and cost as `billedSeconds`
 * and `costOf` (half up to 4 decimals: a cost × 60 is never a tie that numeric division would round otherwise).
 */
export function ratingLaterals(f: RatedCallFields): string {
  return `
    cross join lateral (select
      case when i.currency is not null then ${rateAt('i', f)} end as rate_i,
      ${rateAt('rot', f)} as rate_o,
      ${rateAt('rpt', f)} as rate_p,
      (${f.answered_at} is null or ${f.duration_seconds} <= 0) as free,
      (i.currency is null and rot.id is null and rpt.id is null) as no_levels) rr1
    cross join lateral (select case
      when rr1.rate_i is not null then 'number_charges'
      when rr1.rate_o is not null then 'order_tariff'
      when rr1.rate_p is not null then 'product_tariff' end as src) rr2
    cross join lateral (select
      coalesce(rr1.rate_i, rr1.rate_o, rr1.rate_p) as rate,
      case rr2.src when 'number_charges' then i.currency when 'order_tariff' then rot.currency else rpt.currency end as currency,
      case rr2.src when 'number_charges' then i.id when 'order_tariff' then rot.id else rpt.id end as src_id,
      case rr2.src when 'number_charges' then ${incrementFrom(['i', 'rot', 'rpt'])}
        when 'order_tariff' then ${incrementFrom(['rot', 'rpt'])} else ${incrementFrom(['rpt'])} end as inc) rr3
    cross join lateral (select split_part(rr3.inc, '/', 1)::int as first, split_part(rr3.inc, '/', 2)::int as next) rr4
    cross join lateral (select case when ${f.duration_seconds} <= rr4.first then rr4.first
      else rr4.first + ((${f.duration_seconds} - rr4.first + rr4.next - 1) / rr4.next) * rr4.next end as billed) rr5`;
}

/** The expressions of RATING_COLUMNS over `ratingLaterals`: free calls cost 0, unrated ones carry their reason. */
export const RATING_EXPRESSIONS: Record<(typeof RATING_COLUMNS)[number], string> = {
  billed_seconds: 'case when rr1.free then 0 when rr2.src is not null then rr5.billed end',
  rate: 'case when not rr1.free then rr3.rate end',
  cost: `case when rr1.free then 0::numeric(14, 4) when rr2.src is not null then round(rr3.rate * rr5.billed / 60, 4) end`,
  currency: 'case when not rr1.free and rr2.src is not null then rr3.currency end',
  rating_source: 'case when not rr1.free then rr2.src end',
  rating_source_id: 'case when not rr1.free and rr2.src is not null then rr3.src_id end',
  rating_increment: 'case when not rr1.free and rr2.src is not null then rr3.inc end',
  unrated_reason: `case when rr1.free or rr2.src is not null then null when rr1.no_levels then 'no_tariff' else 'no_rate' end`,
};

/** The rating columns' expressions, each named after its column (for a SELECT list). */
export const ratingSelectList = () => RATING_COLUMNS.map((c) => `${RATING_EXPRESSIONS[c]} as ${c}`).join(', ');

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
export const storedCost = (a: string): CostSource => ({ currency: `${a}.currency`, billed_seconds: `${a}.billed_seconds`, cost: `${a}.cost` });
