-- calls partitioned by month of seized_at (declarative range partitioning; written by hand, drizzle-kit cannot
-- express it). The primary key includes the partition key. Months from the oldest call (or 13 months back) to 3
-- months ahead are created here; modules/call-partitions keeps creating months ahead and drops expired ones. A
-- DEFAULT partition takes any call outside them, so a load never fails for want of a partition.
ALTER TABLE "calls" RENAME TO "calls_unpartitioned";--> statement-breakpoint
ALTER TABLE "calls_unpartitioned" DROP CONSTRAINT "calls_pkey";--> statement-breakpoint
ALTER TABLE "calls_unpartitioned" DROP CONSTRAINT "calls_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "calls_unpartitioned" DROP CONSTRAINT "calls_vendor_id_vendors_id_fk";--> statement-breakpoint
ALTER TABLE "calls_unpartitioned" DROP CONSTRAINT "calls_inventory_number_id_inventory_numbers_id_fk";--> statement-breakpoint
DROP INDEX "calls_seized_idx";--> statement-breakpoint
DROP INDEX "calls_customer_seized_idx";--> statement-breakpoint
DROP INDEX "calls_jurisdiction_seized_idx";--> statement-breakpoint
DROP INDEX "calls_called_seized_idx";--> statement-breakpoint
ALTER SEQUENCE "calls_id_seq" OWNED BY NONE;--> statement-breakpoint
CREATE TABLE "calls" (
	"id" bigint DEFAULT nextval('calls_id_seq'::regclass) NOT NULL,
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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_pkey" PRIMARY KEY("id","seized_at")
) PARTITION BY RANGE ("seized_at");--> statement-breakpoint
ALTER SEQUENCE "calls_id_seq" OWNED BY "calls"."id";--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_inventory_number_id_inventory_numbers_id_fk" FOREIGN KEY ("inventory_number_id") REFERENCES "public"."inventory_numbers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "calls_default" PARTITION OF "calls" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
	m date;
	stop date := (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '4 months')::date;
BEGIN
	SELECT date_trunc('month', least(coalesce(min(seized_at), now()), now() - interval '13 months') AT TIME ZONE 'UTC')::date INTO m FROM "calls_unpartitioned";
	WHILE m < stop LOOP
		EXECUTE format('CREATE TABLE %I PARTITION OF "calls" FOR VALUES FROM (%L) TO (%L)', 'calls_' || to_char(m, 'YYYYMM'),
			to_char(m, 'YYYY-MM-DD') || ' 00:00:00+00', to_char(m + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00');
		m := (m + interval '1 month')::date;
	END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "calls" SELECT * FROM "calls_unpartitioned";--> statement-breakpoint
DROP TABLE "calls_unpartitioned";--> statement-breakpoint
CREATE INDEX "calls_seized_idx" ON "calls" USING btree ("seized_at","id");--> statement-breakpoint
CREATE INDEX "calls_customer_seized_idx" ON "calls" USING btree ("customer_id","seized_at","id");--> statement-breakpoint
CREATE INDEX "calls_jurisdiction_seized_idx" ON "calls" USING btree ("jurisdiction","seized_at","id");--> statement-breakpoint
CREATE INDEX "calls_called_seized_idx" ON "calls" USING btree ("called_number","seized_at");
