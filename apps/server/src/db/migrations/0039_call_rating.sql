CREATE TABLE "call_costs_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"customer_id" integer DEFAULT 0 NOT NULL,
	"service_type" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"direction" text NOT NULL,
	"currency" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"billed_seconds" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "origin_type" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "origin_source" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "called_type" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "billed_seconds" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "cost" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "rating_source" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "rating_source_id" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "rating_increment" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "unrated_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "call_costs_hourly_key" ON "call_costs_hourly" USING btree ("hour","customer_id","service_type","jurisdiction","city","direction","currency");--> statement-breakpoint
CREATE INDEX "call_costs_hourly_customer_idx" ON "call_costs_hourly" USING btree ("customer_id","hour");