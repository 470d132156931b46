-- audit_events is partitioned by month of "at" (written by hand, drizzle-kit cannot express it): the months from 13
-- back to 3 ahead are created here, the audit module keeps creating months ahead and drops those past retention. A
-- DEFAULT partition takes any event outside them. A trigger refuses UPDATE and DELETE: the trail is append-only.
CREATE TABLE "audit_events" (
	"id" bigserial NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_account_id" integer,
	"actor_api_key_id" integer,
	"actor_label" text,
	"actor_customer_id" integer,
	"action" text NOT NULL,
	"subject_kind" text,
	"subject_id" text,
	"subject_customer_id" integer,
	"changes" jsonb,
	"ip" text,
	"user_agent" text,
	"request_id" text,
	CONSTRAINT "audit_events_at_id_pk" PRIMARY KEY("at","id")
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE TABLE "auth_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"challenge" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"meta" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mfa_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"secret" text,
	"last_totp_step" bigint,
	"credential_id" text,
	"public_key" text,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_origins" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"user_agent" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "mfa_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "authenticated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '90 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_challenges" ADD CONSTRAINT "auth_challenges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_factors" ADD CONSTRAINT "mfa_factors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_origins" ADD CONSTRAINT "sign_in_origins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_subject_customer_idx" ON "audit_events" USING btree ("subject_customer_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_customer_idx" ON "audit_events" USING btree ("actor_customer_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_account_idx" ON "audit_events" USING btree ("actor_account_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "auth_challenges_account_idx" ON "auth_challenges" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "auth_challenges_expires_idx" ON "auth_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mfa_factors_account_idx" ON "mfa_factors" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mfa_factors_credential_uq" ON "mfa_factors" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_account_idx" ON "recovery_codes" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_origins_uq" ON "sign_in_origins" USING btree ("account_id","kind","value");;--> statement-breakpoint
CREATE TABLE "audit_events_default" PARTITION OF "audit_events" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
	m date := (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '13 months')::date;
	stop date := (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '4 months')::date;
BEGIN
	WHILE m < stop LOOP
		EXECUTE format('CREATE TABLE %I PARTITION OF "audit_events" FOR VALUES FROM (%L) TO (%L)', 'audit_events_' || to_char(m, 'YYYYMM'),
			to_char(m, 'YYYY-MM-DD') || ' 00:00:00+00', to_char(m + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00');
		m := (m + interval '1 month')::date;
	END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit events are append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();