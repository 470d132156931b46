ALTER TABLE "webhook_deliveries" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_subject_pending_idx" ON "webhook_deliveries" USING btree ("endpoint_id","subject","id") WHERE "webhook_deliveries"."status" = 'pending' and "webhook_deliveries"."subject" is not null;--> statement-breakpoint
-- deliveries still pending from before: their ordering key from the payload (as webhookSubject does)
UPDATE "webhook_deliveries" SET "subject" = 'order:' || ("payload"->'order'->>'id') WHERE "status" = 'pending' AND "payload"->'order'->>'id' ~ '^[1-9][0-9]{0,15}$';
