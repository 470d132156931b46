DROP INDEX "calls_called_number_idx";--> statement-breakpoint
CREATE INDEX "calls_called_seized_idx" ON "calls" USING btree ("called_number","seized_at");