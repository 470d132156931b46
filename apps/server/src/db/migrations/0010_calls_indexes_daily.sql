CREATE TABLE "call_stats_daily_all" (
	"day" date NOT NULL,
	"service_type" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"direction" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"effective" integer DEFAULT 0 NOT NULL,
	"answered_seconds" bigint DEFAULT 0 NOT NULL,
	"pdd_ms_sum" bigint DEFAULT 0 NOT NULL,
	"pdd_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "call_stats_daily_all" ("day", "service_type", "jurisdiction", "city", "direction", "attempts", "answered", "effective", "answered_seconds", "pdd_ms_sum", "pdd_count")
SELECT ("hour" AT TIME ZONE 'UTC')::date, "service_type", "jurisdiction", "city", "direction", sum("attempts"), sum("answered"), sum("effective"), sum("answered_seconds"), sum("pdd_ms_sum"), sum("pdd_count")
FROM "call_stats_hourly" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
DROP INDEX "calls_seized_idx";--> statement-breakpoint
DROP INDEX "calls_customer_seized_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "call_stats_daily_all_key" ON "call_stats_daily_all" USING btree ("day","service_type","jurisdiction","city","direction");--> statement-breakpoint
CREATE INDEX "calls_jurisdiction_seized_idx" ON "calls" USING btree ("jurisdiction","seized_at","id");--> statement-breakpoint
CREATE INDEX "calls_seized_idx" ON "calls" USING btree ("seized_at","id");--> statement-breakpoint
CREATE INDEX "calls_customer_seized_idx" ON "calls" USING btree ("customer_id","seized_at","id");