// Call records generated inside PostgreSQL (generate_series), their hourly counters in one insert … select and the
// all-customer daily and hourly counters summed from those.
import { NER_CAUSES } from '@gsn/domain';
import pg from 'pg';
import { INVENTORY_JURISDICTIONS, ORDER_SERVICE_TYPES } from './seed-large.ts';

export const CALL_JURISDICTIONS = INVENTORY_JURISDICTIONS;
export const CALL_DAYS = 90;
/** Local hours weighted for business: 08–19 three times, the others once (48 slots). */
const HOUR_SLOTS = Array.from({ length: 24 }, (_, h) => (h >= 8 && h < 20 ? [h, h, h] : [h])).flat();
const ORIGINS = ['United Kingdom', 'United States', 'Germany', 'Japan', 'Singapore', 'France'];

/**
 * `rows` calls of the companies `firstCustomer` … `firstCustomer + customers − 1` (named `<prefix> 00001` …) over the
 * CALL_DAYS days before today (UTC), then the hourly counters of every call, then `vacuum analyze`. The shape:
 * - companies skewed as a carrier's are (company k of n gets a share ∝ the slope of (k/n)^(1/2.5): the first 1 %
 *   of the companies make about 16 % of the calls, the first 10 % about 40 %);
 * - each company has three services (service type, jurisdiction, city for DID and SIP Trunking; ten jurisdictions,
 *   five service types), 30 % of the SIP Trunking calls outbound;
 * - local business hours three times as busy as the others; ~70 % answered (10 s–15 min), busy 9 %, no answer 8 %,
 *   no user responding 3 %, rejected 3 %, congestion 4 %, no circuit 3 %; PDD 1–6 s on the calls that alerted.
 * Calls are written in seizure order, as a switch hands them over (the table's physical order follows time).
 * The counters follow `insertCalls` exactly: UTC hour, customer 0 for none, city '' for none, effective = answered
 * or a Q.850 cause of NER_CAUSES, PDD from alerting − seizure.
 */
export async function seedCalls(
  databaseUrl: string,
  opts: { rows: number; customers: number; firstCustomer: number; namePrefix: string },
): Promise<{ callsMs: number; countersMs: number; vacuumMs: number; counterRows: number }> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query('select setseed(0.42)');
    let t0 = performance.now();
    await c.query('begin');
    await c.query(
      `insert into calls (seized_at, alerted_at, answered_at, disconnected_at, duration_seconds, service_type, direction,
                          called_number, calling_number, connected_number, origin, destination, completion_code,
                          release_direction, customer_id, vendor_id, ic_customer_name, og_customer_name, jurisdiction, city)
       select seized, alerted, answered, coalesce(answered + dur * interval '1 second', coalesce(alerted, seized) + interval '20 seconds'),
              dur, st, dir, service_no, caller, case when g % 3 = 0 then '+4420794' || lpad((g % 10000)::text, 5, '0') end,
              case when dir = 'inbound' then origin else jur end, case when dir = 'inbound' then jur else origin end,
              cause, case when cause in (34, 42, 18) then 'network' when cause = 16 and g % 2 = 0 then 'calling' else 'called' end,
              $4 + cust, (select min(id) from vendors),
              case when dir = 'inbound' then name end, case when dir = 'outbound' then name end, jur, city
       from (
         select g, cust, st, jur, dir, cause, seized, origin,
                $5 || ' ' || lpad((cust + 1)::text, 5, '0') as name,
                '+88' || lpad((cust * 10 + svc)::text, 10, '0') as service_no,
                '+447700' || lpad((g % 900000)::text, 6, '0') as caller,
                case when st in ('DID', 'SIP Trunking') then 'City ' || (k % 50) end as city,
                case when cause = 16 then 10 + floor(890 * power(r_dur, 2.2))::int else 0 end as dur,
                case when cause in (16, 19) or (cause = 21 and g % 2 = 0) then seized + pdd end as alerted,
                case when cause = 16 then seized + pdd + interval '6 seconds' end as answered
         from (
           select g, cust, svc, k, seized, r_dur,
                  ($6::text[])[1 + k % 5] as st,
                  ($7::text[])[1 + (k / 5) % 10] as jur,
                  case when ($6::text[])[1 + k % 5] = 'SIP Trunking' and r_dir < 0.3 then 'outbound' else 'inbound' end as dir,
                  case when r_cause < 0.70 then 16 when r_cause < 0.79 then 17 when r_cause < 0.87 then 19
                       when r_cause < 0.90 then 18 when r_cause < 0.93 then 21 when r_cause < 0.97 then 42 else 34 end as cause,
                  (1000 + floor(5000 * r_pdd)) * interval '1 millisecond' as pdd,
                  ($8::text[])[1 + g % 6] as origin
           from (
             select g, cust, svc, cust * 3 + svc as k, r_dur, r_dir, r_cause, r_pdd,
                    date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
                      - (1 + floor(r_day * $3)::int) * interval '1 day'
                      + ($9::int[])[1 + floor(r_hour * 48)::int] * interval '1 hour'
                      + floor(r_sec * 3600) * interval '1 second' as seized
             from (
               select g, least($2 - 1, floor($2 * power(random(), 2.5))::int) as cust, floor(random() * 3)::int as svc,
                      random() as r_dur, random() as r_dir, random() as r_cause, random() as r_pdd,
                      random() as r_day, random() as r_hour, random() as r_sec
               from generate_series(1, $1) g
             ) r
           ) s
         ) t
       ) u
       order by seized
       -- a generated call that repeats an earlier one's identity is left out (calls_call_key)
       on conflict on constraint calls_call_key do nothing`,
      [
        opts.rows,
        opts.customers,
        CALL_DAYS,
        opts.firstCustomer,
        opts.namePrefix,
        ORDER_SERVICE_TYPES,
        CALL_JURISDICTIONS,
        ORIGINS,
        HOUR_SLOTS,
      ],
    );
    await c.query('commit');
    const callsMs = performance.now() - t0;
    t0 = performance.now();
    const counters = await c.query(
      `insert into call_stats_hourly (hour, customer_id, service_type, jurisdiction, city, direction,
                                      attempts, answered, effective, answered_seconds, pdd_ms_sum, pdd_count)
       select date_trunc('hour', seized_at at time zone 'UTC') at time zone 'UTC', coalesce(customer_id, 0), service_type,
              jurisdiction, coalesce(city, ''), direction,
              count(*)::int, count(answered_at)::int,
              (count(*) filter (where answered_at is not null or completion_code = any($1::int[])))::int,
              coalesce(sum(duration_seconds), 0)::bigint,
              coalesce(sum(round(extract(epoch from (alerted_at - seized_at)) * 1000)) filter (where alerted_at is not null), 0)::bigint,
              count(alerted_at)::int
       from calls group by 1, 2, 3, 4, 5, 6`,
      [NER_CAUSES],
    );
    // the all-customer daily counters, summed from the hourly ones (as migration 0010 backfills them)
    await c.query(
      `insert into call_stats_daily_all (day, service_type, jurisdiction, city, direction,
                                         attempts, answered, effective, answered_seconds, pdd_ms_sum, pdd_count)
       select (hour at time zone 'UTC')::date, service_type, jurisdiction, city, direction,
              sum(attempts), sum(answered), sum(effective), sum(answered_seconds), sum(pdd_ms_sum), sum(pdd_count)
       from call_stats_hourly group by 1, 2, 3, 4, 5`,
    );
    // the all-customer hourly counters without the city (as migration 0011 backfills them)
    await c.query(
      `insert into call_stats_hourly_all (hour, service_type, jurisdiction, direction,
                                          attempts, answered, effective, answered_seconds, pdd_ms_sum, pdd_count)
       select hour, service_type, jurisdiction, direction,
              sum(attempts), sum(answered), sum(effective), sum(answered_seconds), sum(pdd_ms_sum), sum(pdd_count)
       from call_stats_hourly group by 1, 2, 3, 4`,
    );
    const countersMs = performance.now() - t0;
    t0 = performance.now();
    // the steady state autovacuum reaches after bulk inserts (visibility map set: index-only scans)
    await c.query('vacuum analyze calls');
    await c.query('vacuum analyze call_stats_hourly');
    await c.query('vacuum analyze call_stats_daily_all');
    await c.query('vacuum analyze call_stats_hourly_all');
    return { callsMs, countersMs, vacuumMs: performance.now() - t0, counterRows: counters.rowCount ?? 0 };
  } finally {
    await c.end();
  }
}
