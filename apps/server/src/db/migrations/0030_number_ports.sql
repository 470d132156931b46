CREATE TABLE "port_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"port_id" integer NOT NULL,
	"account_id" integer,
	"from_state" text,
	"to_state" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "port_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"port_id" integer NOT NULL,
	"account_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "port_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"port_id" integer NOT NULL,
	"number" text NOT NULL,
	"result" text DEFAULT 'pending' NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"losing_carriers" text,
	"losing_account" text,
	"requested_foc_date" date,
	"confirmed_foc_date" date,
	"exception_code" text,
	"exception_reason" text,
	"loa_filename" text,
	"loa_original_name" text,
	"loa_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "port_events" ADD CONSTRAINT "port_events_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_events" ADD CONSTRAINT "port_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_notes" ADD CONSTRAINT "port_notes_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_notes" ADD CONSTRAINT "port_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_numbers" ADD CONSTRAINT "port_numbers_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ports" ADD CONSTRAINT "ports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ports" ADD CONSTRAINT "ports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "port_events_port_idx" ON "port_events" USING btree ("port_id","id");--> statement-breakpoint
CREATE INDEX "port_notes_port_idx" ON "port_notes" USING btree ("port_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "port_numbers_port_number_uq" ON "port_numbers" USING btree ("port_id","number");--> statement-breakpoint
CREATE INDEX "port_numbers_number_idx" ON "port_numbers" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "ports_order_uq" ON "ports" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ports_state_foc_idx" ON "ports" USING btree ("state","requested_foc_date","id");--> statement-breakpoint
CREATE INDEX "ports_customer_idx" ON "ports" USING btree ("customer_id","id");