-- One call's identity made unique (docs/api-reports.md, POST /calls/import): seizure time, called number and calling
-- number (no calling number is a value of its own, NULLS NOT DISTINCT). Every loading path already kept it unique under
-- the call loading lock; the constraint replaces the duplicate check's index (same leading columns), and lets
-- POST /calls/import insert with ON CONFLICT DO NOTHING instead of an anti-join against every stored call and a
-- DISTINCT ON over the file.
DROP INDEX "calls_seized_called_idx";--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_call_key" UNIQUE NULLS NOT DISTINCT("seized_at","called_number","calling_number");