CREATE TABLE "call_stats_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"customer_id" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seized_at" timestamp with time zone NOT NULL,
	"alerted_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"service_type" text NOT NULL,
	"direction" text DEFAULT 'inbound' NOT NULL,
	"called_number" text NOT NULL,
	"calling_number" text,
	"connected_number" text,
	"origin" text,
	"destination" text,
	"completion_code" integer,
	"release_direction" text,
	"customer_id" integer,
	"vendor_id" integer,
	"inventory_number_id" integer,
	"ic_customer_name" text,
	"og_customer_name" text,
	"jurisdiction" text NOT NULL,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_inventory_number_id_inventory_numbers_id_fk" FOREIGN KEY ("inventory_number_id") REFERENCES "public"."inventory_numbers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_stats_hourly_key" ON "call_stats_hourly" USING btree ("hour","customer_id","service_type","jurisdiction","city","direction");--> statement-breakpoint
CREATE INDEX "call_stats_hourly_customer_idx" ON "call_stats_hourly" USING btree ("customer_id","hour");--> statement-breakpoint
CREATE INDEX "calls_seized_idx" ON "calls" USING btree ("seized_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_customer_seized_idx" ON "calls" USING btree ("customer_id","seized_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_called_number_idx" ON "calls" USING btree ("called_number");