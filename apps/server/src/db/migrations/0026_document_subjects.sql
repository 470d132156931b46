ALTER TABLE "documents" ADD COLUMN "subject_kind" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "subject_id" integer;--> statement-breakpoint
CREATE INDEX "documents_subject_idx" ON "documents" USING btree ("subject_kind","subject_id","input_id");--> statement-breakpoint
-- an order's documents, old ones included, belong to their order
UPDATE "documents" SET "subject_kind" = 'order', "subject_id" = "order_id" WHERE "order_id" IS NOT NULL AND "subject_kind" IS NULL;
