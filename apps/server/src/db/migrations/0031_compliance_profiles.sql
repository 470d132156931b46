CREATE TABLE "compliance_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"country" text NOT NULL,
	"end_user_id" integer,
	"valid_until" date,
	"state" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"warned_at" timestamp with time zone,
	"warned_for" date,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_end_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"country" text,
	"contact_phone" text,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_compliance_documents" (
	"order_id" integer NOT NULL,
	"input_id" text NOT NULL,
	"compliance_document_id" integer NOT NULL,
	"chosen_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_compliance_documents_order_id_input_id_pk" PRIMARY KEY("order_id","input_id")
);
--> statement-breakpoint
ALTER TABLE "compliance_documents" ADD CONSTRAINT "compliance_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_documents" ADD CONSTRAINT "compliance_documents_end_user_id_compliance_end_users_id_fk" FOREIGN KEY ("end_user_id") REFERENCES "public"."compliance_end_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_documents" ADD CONSTRAINT "compliance_documents_verified_by_accounts_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_documents" ADD CONSTRAINT "compliance_documents_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_end_users" ADD CONSTRAINT "compliance_end_users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_compliance_documents" ADD CONSTRAINT "order_compliance_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_compliance_documents" ADD CONSTRAINT "order_compliance_documents_compliance_document_id_compliance_documents_id_fk" FOREIGN KEY ("compliance_document_id") REFERENCES "public"."compliance_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_compliance_documents" ADD CONSTRAINT "order_compliance_documents_chosen_by_accounts_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_documents_customer_idx" ON "compliance_documents" USING btree ("customer_id","type");--> statement-breakpoint
CREATE INDEX "compliance_documents_state_idx" ON "compliance_documents" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "compliance_documents_valid_until_idx" ON "compliance_documents" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "compliance_end_users_customer_idx" ON "compliance_end_users" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "order_compliance_documents_document_idx" ON "order_compliance_documents" USING btree ("compliance_document_id");