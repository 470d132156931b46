CREATE TABLE "traffic_hourly" (
	"inventory_number_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"customer_id" integer NOT NULL,
	"attempts" integer NOT NULL,
	"answered" integer NOT NULL,
	"effective" integer NOT NULL,
	"answered_seconds" integer NOT NULL,
	"short_answered" integer NOT NULL,
	"payphone" integer NOT NULL,
	"mobile" integer NOT NULL,
	"foreign_calls" integer NOT NULL,
	"top_caller_attempts" integer NOT NULL,
	CONSTRAINT "traffic_hourly_inventory_number_id_hour_pk" PRIMARY KEY("inventory_number_id","hour")
);
--> statement-breakpoint
CREATE TABLE "traffic_numbers" (
	"inventory_number_id" integer PRIMARY KEY NOT NULL,
	"first_hour" timestamp with time zone NOT NULL
);
