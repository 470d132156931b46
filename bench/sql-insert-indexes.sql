-- What the indexes of `calls` cost a bulk insert (bench/README.md, Call import): 1,000,000 staged calls inserted into
-- three copies of the calls table (partitioned by month, primary key (seized_at, id)), in seizure order as the import
-- inserts them:
--   A  as today: the identity (calls_call_key, ON CONFLICT DO NOTHING) and the two list indexes (company, jurisdiction)
--   B  the identity only;  C  the two list indexes only (plain insert);  then A again, every row a conflict.
-- Run on a scratch database: createdb gsn_idx_exp && psql -d gsn_idx_exp -f bench/sql-insert-indexes.sql
\timing on
drop table if exists stage, c_a, c_b, c_c cascade;
create unlogged table stage as
select (timestamptz '2026-11-10' + (g * 0.8) * interval '1 second') as seized_at,
       '+44207946' || lpad((g % 1000)::text, 4, '0') as called_number,
       '+447700' || lpad((g % 900000)::text, 6, '0') as calling_number,
       (g % 1000) + 1 as customer_id,
       'Country ' || (g % 10) as jurisdiction,
       'DID'::text as service_type, 'inbound'::text as direction, 60 as duration_seconds, 16 as completion_code
from generate_series(1, 1000000) g;
analyze stage;
create function mk(name text, extra boolean, uniq boolean) returns void language plpgsql as $$
begin
  execute format('create table %I (id bigserial, seized_at timestamptz not null, called_number text not null, calling_number text, customer_id int, jurisdiction text not null, service_type text, direction text, duration_seconds int, completion_code int, created_at timestamptz default now(), primary key (seized_at, id)) partition by range (seized_at)', name);
  execute format('create table %I partition of %I for values from (%L) to (%L)', name || '_2611', name, '2026-11-01', '2026-12-01');
  execute format('create table %I partition of %I for values from (%L) to (%L)', name || '_2612', name, '2026-12-01', '2027-01-01');
  if uniq then execute format('alter table %I add constraint %I unique nulls not distinct (seized_at, called_number, calling_number)', name, name || '_key'); end if;
  if extra then
    execute format('create index on %I (customer_id, seized_at, id)', name);
    execute format('create index on %I (jurisdiction, seized_at, id)', name);
  end if;
end $$;
select mk('c_a', true, true);
select mk('c_b', false, true);
select mk('c_c', true, false);
\echo A: four indexes, on conflict (today)
insert into c_a (seized_at, called_number, calling_number, customer_id, jurisdiction, service_type, direction, duration_seconds, completion_code)
  select seized_at, called_number, calling_number, customer_id, jurisdiction, service_type, direction, duration_seconds, completion_code from stage order by seized_at, called_number, calling_number on conflict do nothing;
\echo B: primary key and identity only, on conflict
insert into c_b (seized_at, called_number, calling_number, customer_id, jurisdiction, service_type, direction, duration_seconds, completion_code)
  select seized_at, called_number, calling_number, customer_id, jurisdiction, service_type, direction, duration_seconds, completion_code from stage order by seized_at, called_number, calling_number on conflict do nothing;
\echo C: primary key and the two list indexes, no identity, plain insert
insert into c_c (seized_at, called_number, calling_number, customer_id, jurisdiction, service_type, direction, duration_seconds, completion_code)
  select seized_at, called_number, calling_number, customer_id, jurisdiction, service_type, direction, duration_seconds, completion_code from stage order by seized_at, called_number, calling_number;
\echo A again: re-insert (all conflict)
insert into c_a (seized_at, called_number, calling_number, customer_id, jurisdiction, service_type, direction, duration_seconds, completion_code)
  select seized_at, called_number, calling_number, customer_id, jurisdiction, service_type, direction, duration_seconds, completion_code from stage order by seized_at, called_number, calling_number on conflict do nothing;
