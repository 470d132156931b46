DROP INDEX "inv_city_idx";--> statement-breakpoint
CREATE INDEX "inv_updated_idx" ON "inventory_numbers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "inv_city_idx" ON "inventory_numbers" USING btree ("city","jurisdiction","id");