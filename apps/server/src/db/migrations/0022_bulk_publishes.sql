CREATE TABLE "bulk_publishes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"stage" text NOT NULL,
	"status" text DEFAULT 'publishing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
