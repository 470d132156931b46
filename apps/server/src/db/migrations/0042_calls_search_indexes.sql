-- The call records' search (GET /calls and its export; bench/README.md, Call records search): at 5,000,000 calls,
-- a number prefix, a rare release cause or a company's search read every call of the range (0.3–0.75 s a page or a
-- count). The start of a number is a range in a text_pattern_ops index, whatever the database's collation; a cause
-- leads its own index in list order. Each index carries (INCLUDE, written here by hand: Drizzle cannot) the columns a
-- search combines it with — the company, the answered seconds, the numbers — so that the count of a search (up to
-- 10,000) reads the index alone (an index-only scan) instead of visiting each call. On a partitioned table each
-- statement builds the index of every month and blocks writes to calls while it runs (seconds per million calls).
CREATE INDEX "calls_calling_seized_idx" ON "calls" USING btree ("calling_number" text_pattern_ops,"seized_at") INCLUDE ("customer_id");--> statement-breakpoint
CREATE INDEX "calls_called_seized_idx" ON "calls" USING btree ("called_number" text_pattern_ops,"seized_at") INCLUDE ("customer_id");--> statement-breakpoint
CREATE INDEX "calls_cause_seized_idx" ON "calls" USING btree ("completion_code","seized_at","id") INCLUDE ("customer_id","duration_seconds");--> statement-breakpoint
DROP INDEX "calls_customer_seized_idx";--> statement-breakpoint
CREATE INDEX "calls_customer_seized_idx" ON "calls" USING btree ("customer_id","seized_at","id") INCLUDE ("completion_code","duration_seconds","calling_number","called_number");
