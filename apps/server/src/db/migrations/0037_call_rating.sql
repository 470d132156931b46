ALTER TABLE "calls" ADD COLUMN "origin_type" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "origin_source" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "called_type" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "billed_seconds" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "cost" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "rating_source" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "rating_source_id" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "rating_increment" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "unrated_reason" text;