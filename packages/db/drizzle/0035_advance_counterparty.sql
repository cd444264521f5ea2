CREATE TABLE "event_advance_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_advance_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"party" text NOT NULL,
	"link_id" integer,
	"kind" text NOT NULL,
	"target_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"rejected_at" timestamp with time zone,
	"rejected_by" integer,
	CONSTRAINT "event_advance_changes_kind" CHECK ("event_advance_changes"."kind" in ('confirm_schedule', 'file', 'travelling_party', 'guest_list')),
	CONSTRAINT "event_advance_changes_decided_once" CHECK ("event_advance_changes"."accepted_at" is null or "event_advance_changes"."rejected_at" is null)
);
--> statement-breakpoint
CREATE TABLE "event_advance_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_advance_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"party" text,
	"link_id" integer,
	"pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_schedule_items" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_schedule_items" ADD COLUMN "confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "event_advance_changes" ADD CONSTRAINT "event_advance_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_advance_changes" ADD CONSTRAINT "event_advance_changes_link_id_counterparty_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."counterparty_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_advance_files" ADD CONSTRAINT "event_advance_files_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_advance_files" ADD CONSTRAINT "event_advance_files_item_id_event_advance_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."event_advance_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_advance_files" ADD CONSTRAINT "event_advance_files_link_id_counterparty_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."counterparty_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_advance_changes_event_idx" ON "event_advance_changes" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "event_advance_files_item_idx" ON "event_advance_files" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "event_advance_files_event_idx" ON "event_advance_files" USING btree ("event_id");