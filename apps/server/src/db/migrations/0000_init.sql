CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"account_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_types_account_type_unique" UNIQUE("account_type")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"account_type_id" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"company_name" text,
	"last_login" timestamp with time zone,
	"login_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"dial_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuration" (
	"field" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"value" text,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"iso3" text,
	"name" text NOT NULL,
	"dial_code" text NOT NULL,
	"continent" text NOT NULL,
	"region" text,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"former_name" text,
	"website" text,
	"master_id" integer,
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
CREATE TABLE "functionalities" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"customercrud" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"providercrud" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jurisdictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"dial_code" text NOT NULL,
	"region" text NOT NULL,
	CONSTRAINT "jurisdictions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"functionality_id" integer NOT NULL,
	"customer_id" integer,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"action" text NOT NULL,
	"default_receiver_account_type_id" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_receiver_account_id" integer,
	"alert_user" boolean DEFAULT true NOT NULL,
	"alert_group" boolean DEFAULT false NOT NULL,
	"alert_email" boolean DEFAULT false NOT NULL,
	"alert_client" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_type_id" integer NOT NULL,
	"functionality_id" integer NOT NULL,
	"customer_id" integer,
	"read" boolean DEFAULT false NOT NULL,
	"list" boolean DEFAULT false NOT NULL,
	"write" boolean DEFAULT false NOT NULL,
	"edit" boolean DEFAULT false NOT NULL,
	"delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissions_type_func_customer_uq" UNIQUE NULLS NOT DISTINCT("account_type_id","functionality_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"firstname" text,
	"lastname" text,
	"jobtitle" text,
	"telephone" text,
	"mobile" text,
	"fax" text,
	"currency" text,
	"language" text,
	"address_country" text,
	"address_city" text,
	"address_line_1" text,
	"address_line_2" text,
	"address_line_3" text,
	"address_postcode" text,
	"timezone" text,
	"department" text
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_account_type_id_account_types_id_fk" FOREIGN KEY ("account_type_id") REFERENCES "public"."account_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_types" ADD CONSTRAINT "notification_types_functionality_id_functionalities_id_fk" FOREIGN KEY ("functionality_id") REFERENCES "public"."functionalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_types" ADD CONSTRAINT "notification_types_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_account_type_id_account_types_id_fk" FOREIGN KEY ("account_type_id") REFERENCES "public"."account_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_functionality_id_functionalities_id_fk" FOREIGN KEY ("functionality_id") REFERENCES "public"."functionalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_account_idx" ON "account_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_uq" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_uq" ON "accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "accounts_type_idx" ON "accounts" USING btree ("account_type_id");--> statement-breakpoint
CREATE INDEX "accounts_customer_idx" ON "accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "accounts_last_login_idx" ON "accounts" USING btree ("last_login");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_country_name_uq" ON "cities" USING btree ("country_code","name");--> statement-breakpoint
CREATE INDEX "cities_name_lower_idx" ON "cities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "login_attempts_key_at_idx" ON "login_attempts" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");