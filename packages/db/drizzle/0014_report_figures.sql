ALTER TABLE "event_settlements" ADD COLUMN "tickets_sold" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "gross" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "net_box_office" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "expenses_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "artist_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "artist_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD COLUMN "margin" bigint DEFAULT 0 NOT NULL;