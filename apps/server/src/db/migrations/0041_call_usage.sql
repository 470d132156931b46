CREATE TABLE "call_usage_monthly" (
	"statement_month" text NOT NULL,
	"customer_id" integer DEFAULT 0 NOT NULL,
	"calls_month" text NOT NULL,
	"inventory_number_id" integer DEFAULT 0 NOT NULL,
	"called_number" text DEFAULT '' NOT NULL,
	"service_type" text NOT NULL,
	"origin_type" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(14, 4) NOT NULL,
	"rating_increment" text DEFAULT '' NOT NULL,
	"rating_source" text DEFAULT '' NOT NULL,
	"rating_source_id" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"billed_seconds" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ALTER COLUMN "created_at" SET DEFAULT statement_timestamp();--> statement-breakpoint
CREATE UNIQUE INDEX "call_usage_monthly_key" ON "call_usage_monthly" USING btree ("statement_month","customer_id","calls_month","inventory_number_id","called_number","service_type","origin_type","currency","rate","rating_increment","rating_source","rating_source_id");--> statement-breakpoint
CREATE INDEX "calls_never_rated_idx" ON "calls" USING btree ("seized_at","id") WHERE billed_seconds is null and unrated_reason is null;--> statement-breakpoint
-- the usage counters of the calls already rated (modules/billing/billing-usage-sql.ts, addUsage over every call)
insert into call_usage_monthly (statement_month, customer_id, calls_month, inventory_number_id, called_number, service_type, origin_type, currency, rate, rating_increment, rating_source, rating_source_id, calls, billed_seconds, cost)
  select statement_month, customer_id, calls_month, inventory_number_id, called_number, service_type, origin_type, currency, rate, rating_increment, rating_source, rating_source_id, sum(calls)::int, sum(billed_seconds)::bigint, sum(cost)
  from (select greatest(u.calls_month, coalesce((
    select to_char(to_date(max(bm.month), 'YYYY-MM') + interval '1 month', 'YYYY-MM') from billing_months bm
    where bm.closed_at <= u.loaded_at), '')) as statement_month, u.*
    from (select customer_id, calls_month, inventory_number_id, called_number, service_type, origin_type, currency, rate, rating_increment, rating_source, rating_source_id, loaded_at, sum(calls) as calls, sum(billed_seconds) as billed_seconds, sum(cost) as cost
      from (
  select coalesce(calls.customer_id, 0) as customer_id, to_char(calls.seized_at at time zone 'UTC', 'YYYY-MM') as calls_month,
    coalesce(calls.inventory_number_id, 0) as inventory_number_id,
    case when calls.inventory_number_id is null then calls.called_number else '' end as called_number,
    calls.service_type, coalesce(calls.origin_type, '') as origin_type, calls.currency as currency, calls.rate as rate,
    coalesce(calls.rating_increment, '') as rating_increment, coalesce(calls.rating_source, '') as rating_source,
    coalesce(calls.rating_source_id, 0) as rating_source_id, calls.created_at as loaded_at,
    1 as calls, 1 * calls.billed_seconds as billed_seconds, 1 * calls.cost as cost
  from calls where calls.currency is not null and calls.billed_seconds > 0) r group by customer_id, calls_month, inventory_number_id, called_number, service_type, origin_type, currency, rate, rating_increment, rating_source, rating_source_id, loaded_at) u) m
  group by statement_month, customer_id, calls_month, inventory_number_id, called_number, service_type, origin_type, currency, rate, rating_increment, rating_source, rating_source_id
  on conflict (statement_month, customer_id, calls_month, inventory_number_id, called_number, service_type, origin_type, currency, rate, rating_increment, rating_source, rating_source_id) do update set calls = call_usage_monthly.calls + excluded.calls,
    billed_seconds = call_usage_monthly.billed_seconds + excluded.billed_seconds, cost = call_usage_monthly.cost + excluded.cost;
