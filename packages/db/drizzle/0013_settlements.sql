CREATE TABLE "event_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"tickets" jsonb NOT NULL,
	"vat_rate" integer DEFAULT 21 NOT NULL,
	"sgae_porciento" double precision DEFAULT 10 NOT NULL,
	"expenses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deal" jsonb NOT NULL,
	"versus" boolean DEFAULT false NOT NULL,
	"bonuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"withholding_porciento" double precision,
	"status" text DEFAULT 'draft' NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "event_settlements_vat_rate" CHECK ("event_settlements"."vat_rate" in (21, 10)),
	CONSTRAINT "event_settlements_status" CHECK ("event_settlements"."status" in ('draft', 'locked'))
);
--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "tax_residence" text DEFAULT 'ES' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD CONSTRAINT "event_settlements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD CONSTRAINT "event_settlements_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_settlements_event_id_idx" ON "event_settlements" USING btree ("event_id");