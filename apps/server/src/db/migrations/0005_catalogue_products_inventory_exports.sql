CREATE TABLE "export_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"filename" text NOT NULL,
	"category" text NOT NULL,
	"report_name" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"percentage" integer DEFAULT 0 NOT NULL,
	"rows" integer,
	"error" text,
	"downloaded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_number" text NOT NULL,
	"service_type" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"city" text,
	"number_type" text,
	"access_type" text,
	"vendor_id" integer,
	"vendor_plan" text,
	"vendor_option" text,
	"customer_id" integer,
	"order_id" integer,
	"routing_vendor" text,
	"translated_routing" text,
	"ocn_for_customer" text,
	"translation_termination_number" text,
	"irouting_billing" text,
	"currency" text,
	"nrc" numeric(14, 4),
	"mrc" numeric(14, 4),
	"inbound_charges" numeric(14, 4),
	"outbound_charges_fixed" numeric(14, 4),
	"outbound_charges_mobile" numeric(14, 4),
	"outbound_charges_special" numeric(14, 4),
	"billing_incremental" text,
	"commencement_date" date,
	"billing_start_date" date,
	"expiration_date" date,
	"expired" boolean DEFAULT false NOT NULL,
	"sr_reference" text,
	"provider_remarks" text,
	"daisy_loopback_trunk" text,
	"allinone_loopback_trunk" text,
	"bothways_enabled" boolean DEFAULT false NOT NULL,
	"over_limited_channel" integer,
	"outbound_idd_callout_country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_number_type_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_number_type_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"city" text NOT NULL,
	"city_dial_code" text
);
--> statement-breakpoint
CREATE TABLE "service_number_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_plan" text,
	"vendor_option" text NOT NULL,
	"service_type" text NOT NULL,
	"number_type" text,
	"jurisdiction" text NOT NULL,
	"jurisdiction_dial_code" text,
	"service_access_code" text,
	"outbound_calling_enabled" boolean DEFAULT false NOT NULL,
	"outbound_call_display_format" text,
	"accessibility" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accessibility_remarks" text,
	"international_accessible" boolean DEFAULT false NOT NULL,
	"provisioning_lead_time" integer,
	"maximum_call_duration" integer,
	"concurrent_maximum_calls" integer,
	"concurrent_call_expandable" boolean DEFAULT false NOT NULL,
	"conc_df_callpernumber" integer,
	"conc_max_callpnumber" integer,
	"calling_card_usage_permitted" boolean DEFAULT false NOT NULL,
	"local_caller_cli_supported" boolean DEFAULT false NOT NULL,
	"t38_fax_supported" boolean DEFAULT false NOT NULL,
	"emergency_services" boolean DEFAULT false NOT NULL,
	"additional_remarks" text,
	"usage_forecast_req" boolean DEFAULT false NOT NULL,
	"purpose_application_req" boolean DEFAULT false NOT NULL,
	"itu_assignment_notification_req" boolean DEFAULT false NOT NULL,
	"business_nature_req" boolean DEFAULT false NOT NULL,
	"business_registration_req" boolean DEFAULT false NOT NULL,
	"business_registration_doc_req" boolean DEFAULT false NOT NULL,
	"buss_reg_doctypes_req" text,
	"end_user_name_req" boolean DEFAULT false NOT NULL,
	"end_user_contact_req" boolean DEFAULT false NOT NULL,
	"end_user_address_req" boolean DEFAULT false NOT NULL,
	"end_user_address_type" text,
	"end_user_address_proof_req" boolean DEFAULT false NOT NULL,
	"end_user_address_proof_required" text,
	"declaration_letter_req" boolean DEFAULT false NOT NULL,
	"declaration_letter_link" text,
	"authorised_person_passport_id_req" boolean DEFAULT false NOT NULL,
	"authpers_passportholding_req" boolean DEFAULT false NOT NULL,
	"portability" boolean DEFAULT false NOT NULL,
	"portability_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prt_consentletter_req" boolean DEFAULT false NOT NULL,
	"prt_consentletter_link" text,
	"prt_hstcarriers_req" boolean DEFAULT false NOT NULL,
	"portability_forms" boolean DEFAULT false NOT NULL,
	"portability_forms_link" text,
	"portability_latest_invoices_req" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'standard' NOT NULL,
	"service_number_type_id" integer,
	"currency" text NOT NULL,
	"nrc" numeric(14, 4),
	"mrc" numeric(14, 4),
	"nrc_channel_charges" numeric(14, 4),
	"mrc_channel_charges" numeric(14, 4),
	"fix_usage_rate" numeric(14, 4),
	"mobile_usage_rate" numeric(14, 4),
	"payphone_usage_rate" numeric(14, 4),
	"inbound_charges" numeric(14, 4),
	"outbound_charges_fixed" numeric(14, 4),
	"outbound_charges_mobile" numeric(14, 4),
	"outbound_charges_special" numeric(14, 4),
	"billing_incremental" text,
	"billing_start_date" date,
	"commencement_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_numbers" ADD CONSTRAINT "inventory_numbers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_numbers" ADD CONSTRAINT "inventory_numbers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_number_type_cities" ADD CONSTRAINT "service_number_type_cities_service_number_type_id_service_number_types_id_fk" FOREIGN KEY ("service_number_type_id") REFERENCES "public"."service_number_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_number_types" ADD CONSTRAINT "service_number_types_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_service_number_type_id_service_number_types_id_fk" FOREIGN KEY ("service_number_type_id") REFERENCES "public"."service_number_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "export_files_filename_uq" ON "export_files" USING btree ("filename");--> statement-breakpoint
CREATE INDEX "export_files_account_idx" ON "export_files" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inv_service_number_uq" ON "inventory_numbers" USING btree ("service_number");--> statement-breakpoint
CREATE INDEX "inv_service_number_prefix_idx" ON "inventory_numbers" USING btree ("service_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inv_jurisdiction_idx" ON "inventory_numbers" USING btree ("jurisdiction","id");--> statement-breakpoint
CREATE INDEX "inv_customer_idx" ON "inventory_numbers" USING btree ("customer_id","jurisdiction","id");--> statement-breakpoint
CREATE INDEX "inv_service_type_idx" ON "inventory_numbers" USING btree ("service_type","jurisdiction","id");--> statement-breakpoint
CREATE INDEX "inv_city_idx" ON "inventory_numbers" USING btree ("city");--> statement-breakpoint
CREATE INDEX "inv_routing_vendor_idx" ON "inventory_numbers" USING btree ("routing_vendor");--> statement-breakpoint
CREATE INDEX "inv_order_idx" ON "inventory_numbers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "inv_vendor_idx" ON "inventory_numbers" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "sntc_product_idx" ON "service_number_type_cities" USING btree ("service_number_type_id","position");--> statement-breakpoint
CREATE INDEX "sntc_city_lower_idx" ON "service_number_type_cities" USING btree (lower("city"));--> statement-breakpoint
CREATE UNIQUE INDEX "snt_identity_uq" ON "service_number_types" USING btree ("vendor_id",lower("vendor_option"),coalesce(lower("vendor_plan"), ''),"service_type","jurisdiction");--> statement-breakpoint
CREATE INDEX "snt_jurisdiction_idx" ON "service_number_types" USING btree ("jurisdiction","service_type","id");--> statement-breakpoint
CREATE INDEX "snt_service_type_idx" ON "service_number_types" USING btree ("service_type","jurisdiction");--> statement-breakpoint
CREATE INDEX "snt_vendor_idx" ON "service_number_types" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_standard_uq" ON "tariffs" USING btree ("service_number_type_id") WHERE "tariffs"."type" = 'standard';--> statement-breakpoint
CREATE INDEX "tariffs_type_idx" ON "tariffs" USING btree ("type","id");