DROP INDEX "accounts_type_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_master_id_accounts_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_type_email_idx" ON "accounts" USING btree ("account_type_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_name_lower_uq" ON "customers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "customers_master_idx" ON "customers" USING btree ("master_id");--> statement-breakpoint
CREATE INDEX "customers_bdm_idx" ON "customers" USING btree ("provider_signed_bdm_id");