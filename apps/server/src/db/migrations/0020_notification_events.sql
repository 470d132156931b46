ALTER TABLE "notifications" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;