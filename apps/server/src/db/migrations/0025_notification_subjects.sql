ALTER TABLE "notifications" ADD COLUMN "subject_kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_id" integer;--> statement-breakpoint
-- rows of orders, old ones included, are about their order
UPDATE "notifications" SET "subject_kind" = 'order', "subject_id" = "order_id" WHERE "order_id" IS NOT NULL AND "subject_kind" IS NULL;
