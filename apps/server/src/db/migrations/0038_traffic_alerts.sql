CREATE TABLE "traffic_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"inventory_number_id" integer NOT NULL,
	"service_number" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"evidence" jsonb NOT NULL,
	"last_hour" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "traffic_alerts" ADD CONSTRAINT "traffic_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_alerts" ADD CONSTRAINT "traffic_alerts_inventory_number_id_inventory_numbers_id_fk" FOREIGN KEY ("inventory_number_id") REFERENCES "public"."inventory_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_alerts" ADD CONSTRAINT "traffic_alerts_acknowledged_by_accounts_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_alerts" ADD CONSTRAINT "traffic_alerts_resolved_by_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_alerts_live_uq" ON "traffic_alerts" USING btree ("inventory_number_id","kind") WHERE "traffic_alerts"."state" <> 'resolved';--> statement-breakpoint
CREATE INDEX "traffic_alerts_customer_idx" ON "traffic_alerts" USING btree ("customer_id","state","opened_at","id");--> statement-breakpoint
CREATE INDEX "traffic_alerts_state_idx" ON "traffic_alerts" USING btree ("state","opened_at","id");--> statement-breakpoint
CREATE INDEX "traffic_alerts_last_hour_idx" ON "traffic_alerts" USING btree ("last_hour") WHERE "traffic_alerts"."state" <> 'resolved';