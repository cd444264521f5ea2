CREATE TABLE "counterparty_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "counterparty_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"party" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "counterparty_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "counterparty_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"party" text NOT NULL,
	"link_id" integer,
	"values" jsonb NOT NULL,
	"previous" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer
);
--> statement-breakpoint
CREATE TABLE "event_posters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_posters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "counterparty_links" ADD CONSTRAINT "counterparty_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counterparty_submissions" ADD CONSTRAINT "counterparty_submissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counterparty_submissions" ADD CONSTRAINT "counterparty_submissions_link_id_counterparty_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."counterparty_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_posters" ADD CONSTRAINT "event_posters_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counterparty_links_token_hash_idx" ON "counterparty_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "counterparty_links_event_party_idx" ON "counterparty_links" USING btree ("event_id","party");--> statement-breakpoint
CREATE INDEX "counterparty_submissions_event_party_idx" ON "counterparty_submissions" USING btree ("event_id","party","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_posters_event_idx" ON "event_posters" USING btree ("event_id","position");