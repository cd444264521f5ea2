ALTER TABLE "event_settlements" DROP CONSTRAINT "event_settlements_vat_rate";--> statement-breakpoint
ALTER TABLE "event_settlements" ALTER COLUMN "vat_rate" SET DEFAULT 10;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "kind" text DEFAULT 'show' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "cancellation_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "territorio_fiscal" text DEFAULT 'peninsula' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD CONSTRAINT "event_settlements_kind" CHECK ("event_settlements"."kind" in ('show', 'cancelled'));--> statement-breakpoint
ALTER TABLE "event_settlements" ADD CONSTRAINT "event_settlements_vat_rate" CHECK ("event_settlements"."vat_rate" in (10, 21, 4, 7, 3));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_territorio_fiscal" CHECK ("companies"."territorio_fiscal" in ('peninsula', 'canarias'));