CREATE TABLE "traffic_company_hourly" (
	"customer_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	"answered" integer NOT NULL,
	"effective" integer NOT NULL,
	"answered_seconds" integer NOT NULL,
	"short_answered" integer NOT NULL,
	"payphone" integer NOT NULL,
	"mobile" integer NOT NULL,
	"foreign_calls" integer NOT NULL,
	"top_caller_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "traffic_company_hourly_customer_id_hour_pk" PRIMARY KEY("customer_id","hour")
);
--> statement-breakpoint
ALTER TABLE "traffic_alerts" ALTER COLUMN "inventory_number_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "traffic_alerts" ALTER COLUMN "service_number" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_alerts_company_live_uq" ON "traffic_alerts" USING btree ("customer_id","kind") WHERE "traffic_alerts"."inventory_number_id" is null and "traffic_alerts"."state" <> 'resolved';