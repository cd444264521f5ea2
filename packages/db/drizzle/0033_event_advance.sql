CREATE TABLE "advance_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advance_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "event_advance_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_advance_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "event_advance_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_advance_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"owner" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"source" text,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "event_advance_items_state" CHECK ("event_advance_items"."state" in ('pending', 'asked', 'confirmed', 'not_needed'))
);
--> statement-breakpoint
CREATE TABLE "event_schedule_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_schedule_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"day" smallint DEFAULT 0 NOT NULL,
	"time" text NOT NULL,
	"end_time" text,
	"kind" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source" text,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "event_schedule_items_day" CHECK ("event_schedule_items"."day" between -14 and 14)
);
--> statement-breakpoint
ALTER TABLE "advance_templates" ADD CONSTRAINT "advance_templates_empresa_id_companies_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_advance_contacts" ADD CONSTRAINT "event_advance_contacts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_advance_items" ADD CONSTRAINT "event_advance_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_schedule_items" ADD CONSTRAINT "event_schedule_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advance_templates_empresa_idx" ON "advance_templates" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advance_templates_one_default_idx" ON "advance_templates" USING btree ("empresa_id") WHERE "advance_templates"."is_default";--> statement-breakpoint
CREATE INDEX "event_advance_contacts_event_idx" ON "event_advance_contacts" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "event_advance_items_source_idx" ON "event_advance_items" USING btree ("event_id","source");--> statement-breakpoint
CREATE INDEX "event_advance_items_event_idx" ON "event_advance_items" USING btree ("event_id","section","position");--> statement-breakpoint
CREATE UNIQUE INDEX "event_schedule_items_source_idx" ON "event_schedule_items" USING btree ("event_id","source");--> statement-breakpoint
CREATE INDEX "event_schedule_items_event_idx" ON "event_schedule_items" USING btree ("event_id","day","time","position");