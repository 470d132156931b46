CREATE TABLE "call_stats_hourly_all" (
	"hour" timestamp with time zone NOT NULL,
	"service_type" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"direction" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"effective" integer DEFAULT 0 NOT NULL,
	"answered_seconds" bigint DEFAULT 0 NOT NULL,
	"pdd_ms_sum" bigint DEFAULT 0 NOT NULL,
	"pdd_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "call_stats_hourly_all_key" ON "call_stats_hourly_all" USING btree ("hour","service_type","jurisdiction","direction");--> statement-breakpoint
INSERT INTO "call_stats_hourly_all" ("hour", "service_type", "jurisdiction", "direction", "attempts", "answered", "effective", "answered_seconds", "pdd_ms_sum", "pdd_count")
SELECT "hour", "service_type", "jurisdiction", "direction", sum("attempts"), sum("answered"), sum("effective"), sum("answered_seconds"), sum("pdd_ms_sum"), sum("pdd_count")
FROM "call_stats_hourly" GROUP BY 1, 2, 3, 4;