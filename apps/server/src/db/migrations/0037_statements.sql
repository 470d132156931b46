CREATE TABLE "billing_months" (
	"month" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"service_number" text,
	"service_type" text,
	"origin_type" text,
	"calls_month" text,
	"calls" integer,
	"billed_seconds" bigint,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"explain" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"one_time" numeric(14, 4) NOT NULL,
	"recurring" numeric(14, 4) NOT NULL,
	"usage" numeric(14, 4) NOT NULL,
	"adjustments" numeric(14, 4) NOT NULL,
	"total" numeric(14, 4) NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_months" ADD CONSTRAINT "billing_months_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_month_billing_months_month_fk" FOREIGN KEY ("month") REFERENCES "public"."billing_months"("month") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_lines_statement_idx" ON "statement_lines" USING btree ("statement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_customer_month_uq" ON "statements" USING btree ("customer_id","month","currency");--> statement-breakpoint
CREATE INDEX "statements_month_idx" ON "statements" USING btree ("month","customer_id");