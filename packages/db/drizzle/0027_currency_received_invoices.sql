CREATE TABLE "event_received_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_received_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"number" text NOT NULL,
	"issue_date" date NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"base" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"withholding" bigint DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "event_received_invoices_currency" CHECK ("event_received_invoices"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "exchange_rate" text;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "exchange_rate_date" date;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "exchange_rate_source" text;--> statement-breakpoint
ALTER TABLE "event_received_invoices" ADD CONSTRAINT "event_received_invoices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_received_invoices_event_idx" ON "event_received_invoices" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_received_invoices_issue_date_idx" ON "event_received_invoices" USING btree ("issue_date");