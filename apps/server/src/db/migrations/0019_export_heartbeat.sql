ALTER TABLE "export_files" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;