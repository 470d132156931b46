CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"order_id" integer,
	"customer_id" integer,
	"input_id" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_type_id" integer,
	"functionality_id" integer NOT NULL,
	"receiver_account_id" integer NOT NULL,
	"creator_account_id" integer,
	"creator_customer_id" integer,
	"order_id" integer,
	"notification_title" text NOT NULL,
	"notification_message" text NOT NULL,
	"notification_status" text DEFAULT 'requested' NOT NULL,
	"notification_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"account_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"created_by" integer,
	"service_number_type_order_history_id" integer NOT NULL,
	"service_number_type_id" integer,
	"service_type" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"city" text,
	"city_specific" boolean DEFAULT false NOT NULL,
	"number_quantity" integer DEFAULT 0 NOT NULL,
	"channel_quantity" integer DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"additional_remarks" text,
	"provider_remarks" text,
	"translation_number_required" boolean DEFAULT false NOT NULL,
	"translation_number_type" text,
	"translation_number_format" text,
	"translation_number_prefix" text,
	"translation_number_to" text,
	"translation_number_to_file" text,
	"porting" boolean DEFAULT false NOT NULL,
	"porting_number_to" text,
	"porting_number_to_file" text,
	"end_user_name" text,
	"end_user_address" text,
	"end_user_address_proof" text,
	"end_user_contact_phone" text,
	"end_user_contact_email" text,
	"purpose_application" text,
	"usage_forecast" text,
	"business_nature" text,
	"business_registration_jurisdiction" text,
	"business_registration_number" text,
	"business_registration_doc" text,
	"itu_assignment_doc" text,
	"declaration_letter" text,
	"authorised_person_passport_id" text,
	"authorised_person_passport_holding_photo_id" text,
	"portability_end_user_consent_letter" text,
	"portability_name_existing_hosting_carriers" text,
	"portability_forms" text,
	"portability_latest_invoices" text,
	"custom_tariff_id" integer,
	"date_purchase" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_number_type_order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_number_type_id" integer,
	"product" jsonb NOT NULL,
	"tariff" jsonb,
	"service_type" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"currency" text,
	"nrc" numeric(14, 4),
	"mrc" numeric(14, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_notification_type_id_notification_types_id_fk" FOREIGN KEY ("notification_type_id") REFERENCES "public"."notification_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_receiver_account_id_accounts_id_fk" FOREIGN KEY ("receiver_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_creator_account_id_accounts_id_fk" FOREIGN KEY ("creator_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_creator_customer_id_customers_id_fk" FOREIGN KEY ("creator_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_number_type_order_history_id_service_number_type_order_history_id_fk" FOREIGN KEY ("service_number_type_order_history_id") REFERENCES "public"."service_number_type_order_history"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_number_type_id_service_number_types_id_fk" FOREIGN KEY ("service_number_type_id") REFERENCES "public"."service_number_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_custom_tariff_id_tariffs_id_fk" FOREIGN KEY ("custom_tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_number_type_order_history" ADD CONSTRAINT "service_number_type_order_history_service_number_type_id_service_number_types_id_fk" FOREIGN KEY ("service_number_type_id") REFERENCES "public"."service_number_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_filename_uq" ON "documents" USING btree ("filename");--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id","input_id");--> statement-breakpoint
CREATE INDEX "notifications_receiver_idx" ON "notifications" USING btree ("receiver_account_id","notification_read","created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_updated_idx" ON "orders" USING btree ("customer_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_updated_idx" ON "orders" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_type_jurisdiction_idx" ON "orders" USING btree ("service_type","jurisdiction");--> statement-breakpoint
CREATE INDEX "orders_reference_lower_idx" ON "orders" USING btree (lower("reference"));