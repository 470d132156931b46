CREATE INDEX "accounts_email_trgm" ON "accounts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_username_trgm" ON "accounts" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_former_name_trgm" ON "customers" USING gin ("former_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_website_trgm" ON "customers" USING gin ("website" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_code_trgm" ON "customers" USING gin ("provider_insight_company_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_firstname_trgm" ON "user_profiles" USING gin ("firstname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_lastname_trgm" ON "user_profiles" USING gin ("lastname" gin_trgm_ops);