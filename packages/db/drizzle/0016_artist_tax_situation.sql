ALTER TABLE "event_settlements" ADD COLUMN "withholding_reason" text;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "fee_vat_porciento" double precision;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "fee_vat_reason" text;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "artist_fee_vat" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "tax_person" text DEFAULT 'natural' NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "reduced_irpf" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_tax_person" CHECK ("artists"."tax_person" in ('natural', 'company'));