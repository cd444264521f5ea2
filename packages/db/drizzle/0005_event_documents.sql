CREATE TABLE "contract_share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "event_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"sub_type" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"generated_auto" boolean DEFAULT true NOT NULL,
	"plantilla_id" integer,
	"save" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"annex" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"sub_type" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"generated_auto" boolean DEFAULT true NOT NULL,
	"plantilla_id" integer,
	"save" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"type" text NOT NULL,
	"to" text[] DEFAULT '{}'::text[] NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"bcc" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"sent" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"outbox_id" integer
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"kind" text NOT NULL,
	"event_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "to_list" text[];--> statement-breakpoint
UPDATE "mails" SET "to_list" = ARRAY(SELECT jsonb_array_elements_text("to"));--> statement-breakpoint
ALTER TABLE "mails" DROP COLUMN "to";--> statement-breakpoint
ALTER TABLE "mails" RENAME COLUMN "to_list" TO "to";--> statement-breakpoint
ALTER TABLE "mails" ALTER COLUMN "to" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "idempotency_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "cc" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "bcc" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "created_by" integer;--> statement-breakpoint
UPDATE "mails" SET "status" = CASE WHEN "sent_at" IS NULL AND "error" IS NOT NULL THEN 'failed' ELSE 'sent' END, "sent_at" = CASE WHEN "sent_at" IS NULL AND "error" IS NOT NULL THEN NULL ELSE coalesce("sent_at", "created_at") END;--> statement-breakpoint
ALTER TABLE "contract_share_links" ADD CONSTRAINT "contract_share_links_contract_id_event_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."event_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_contracts" ADD CONSTRAINT "event_contracts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_contracts" ADD CONSTRAINT "event_contracts_plantilla_id_templates_id_fk" FOREIGN KEY ("plantilla_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_emails" ADD CONSTRAINT "event_emails_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_emails" ADD CONSTRAINT "event_emails_plantilla_id_templates_id_fk" FOREIGN KEY ("plantilla_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_share_links_contract_idx" ON "contract_share_links" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_contracts_event_sub_type_idx" ON "event_contracts" USING btree ("event_id","sub_type");--> statement-breakpoint
CREATE UNIQUE INDEX "event_emails_event_type_sub_type_idx" ON "event_emails" USING btree ("event_id","type","sub_type");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mails_idempotency_key_idx" ON "mails" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "mails_due_idx" ON "mails" USING btree ("next_attempt_at") WHERE "mails"."status" = 'queued';