ALTER TABLE "event_settlements" ADD COLUMN "vat" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "sgae" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "withholding" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- rows saved before: their figures from the columns they already keep (rules.ts' chain: the VAT
-- is the gross less the gross net of VAT rounded half away from zero, the SGAE what is left of
-- gross − VAT − net box office, the withholding the fee less what the artist is paid)
UPDATE "event_settlements" SET
  "vat" = "gross" - round("gross" * 100.0 / (100 + "vat_rate")),
  "sgae" = round("gross" * 100.0 / (100 + "vat_rate")) - "net_box_office",
  "withholding" = "artist_fee" - "artist_paid";
