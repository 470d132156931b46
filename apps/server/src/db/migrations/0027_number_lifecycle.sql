CREATE TABLE "inventory_number_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"inventory_number_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"order_id" integer,
	"customer_id" integer,
	"account_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"inventory_number_id" integer,
	"service_number" text NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"disconnect_requested_at" timestamp with time zone,
	"disconnect_requested_by" integer,
	"disconnect_date" date,
	"disconnect_confirmed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"release_reason" text
);
--> statement-breakpoint
ALTER TABLE "inventory_numbers" ADD COLUMN "state" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_numbers" ADD COLUMN "state_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_numbers" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_numbers" ADD COLUMN "reserved_for" integer;--> statement-breakpoint
ALTER TABLE "inventory_numbers" ADD COLUMN "aging_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "inventory_number_events" ADD CONSTRAINT "inventory_number_events_inventory_number_id_inventory_numbers_id_fk" FOREIGN KEY ("inventory_number_id") REFERENCES "public"."inventory_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_number_events" ADD CONSTRAINT "inventory_number_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_inventory_number_id_inventory_numbers_id_fk" FOREIGN KEY ("inventory_number_id") REFERENCES "public"."inventory_numbers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_disconnect_requested_by_accounts_id_fk" FOREIGN KEY ("disconnect_requested_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inv_events_number_idx" ON "inventory_number_events" USING btree ("inventory_number_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_numbers_live_uq" ON "order_numbers" USING btree ("inventory_number_id") WHERE "order_numbers"."released_at" is null;--> statement-breakpoint
CREATE INDEX "order_numbers_order_idx" ON "order_numbers" USING btree ("order_id","service_number");--> statement-breakpoint
CREATE INDEX "order_numbers_due_idx" ON "order_numbers" USING btree ("disconnect_date") WHERE "order_numbers"."disconnect_confirmed_at" is not null and "order_numbers"."released_at" is null;--> statement-breakpoint
ALTER TABLE "inventory_numbers" ADD CONSTRAINT "inventory_numbers_reserved_for_customers_id_fk" FOREIGN KEY ("reserved_for") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inv_available_idx" ON "inventory_numbers" USING btree ("service_type","jurisdiction","city","id") WHERE "inventory_numbers"."state" = 'available';--> statement-breakpoint
CREATE INDEX "inv_reserved_until_idx" ON "inventory_numbers" USING btree ("reserved_until") WHERE "inventory_numbers"."state" = 'reserved';--> statement-breakpoint
CREATE INDEX "inv_aging_until_idx" ON "inventory_numbers" USING btree ("aging_until") WHERE "inventory_numbers"."state" = 'aging';--> statement-breakpoint
CREATE INDEX "inv_state_idx" ON "inventory_numbers" USING btree ("state","id");--> statement-breakpoint
-- Numbers already sold before number states existed (a customer or an order on them) are in service; the rest is stock.
UPDATE "inventory_numbers" SET "state" = 'active' WHERE "customer_id" IS NOT NULL OR "order_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_numbers" ("order_id", "inventory_number_id", "service_number", "reserved_at", "assigned_at", "activated_at")
SELECT i."order_id", i."id", i."service_number", i."created_at", i."created_at", i."created_at"
FROM "inventory_numbers" i JOIN "orders" o ON o."id" = i."order_id";--> statement-breakpoint
INSERT INTO "inventory_number_events" ("inventory_number_id", "from_state", "to_state", "order_id", "customer_id", "note")
SELECT "id", NULL, "state", "order_id", "customer_id", 'state when number states were introduced' FROM "inventory_numbers";
