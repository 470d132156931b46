CREATE TABLE "customer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"company_name" text NOT NULL,
	"business_jurisdiction" text NOT NULL,
	"address_country" text NOT NULL,
	"address_city" text,
	"address_line_1" text NOT NULL,
	"address_line_2" text,
	"address_postcode" text,
	"vat_number" text,
	"business_registration_number" text,
	"phone" text NOT NULL,
	"expected_services" text[] NOT NULL,
	"expected_volumes" text,
	"note" text,
	"decline_reason" text,
	"customer_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_requests_pending_uq" ON "customer_requests" USING btree ("account_id") WHERE "customer_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "customer_requests_status_idx" ON "customer_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_requests_account_idx" ON "customer_requests" USING btree ("account_id","created_at");