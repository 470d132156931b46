DROP INDEX "orders_type_jurisdiction_idx";--> statement-breakpoint
CREATE INDEX "orders_type_jurisdiction_updated_idx" ON "orders" USING btree ("service_type",lower("jurisdiction"),"updated_at","id","jurisdiction");--> statement-breakpoint
CREATE INDEX "orders_reference_trgm" ON "orders" USING gin (lower("reference") gin_trgm_ops);