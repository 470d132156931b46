CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"cic" text NOT NULL,
	"cs" text,
	"clli_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"former_name" text,
	"website" text,
	"provider_insight_company_code" text,
	"provider_signed_bdm_id" integer,
	"provider_signed_bdm_name" text,
	"business_jurisdiction" text,
	"business_registration_number" text,
	"vat_number" text,
	"address_country" text,
	"address_city" text,
	"address_line_1" text,
	"address_line_2" text,
	"address_line_3" text,
	"address_postcode" text,
	"commercial_contact" jsonb,
	"financial_contact" jsonb,
	"fault_reporting_contact" jsonb,
	"billing_details" text,
	"bank_information" text,
	"other_information" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_cic_uq" ON "carriers" USING btree ("cic");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_lower_uq" ON "vendors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "vendors_name_idx" ON "vendors" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vendors_name_trgm" ON "vendors" USING gin ("name" gin_trgm_ops);