ALTER TABLE "event_settlements" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "external_pdf" "bytea";--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "internal_pdf" "bytea";