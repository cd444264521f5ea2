CREATE TABLE "advance_notice_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advance_notice_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"change_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "advance_notice_batches" ADD CONSTRAINT "advance_notice_batches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advance_notice_batches_open_idx" ON "advance_notice_batches" USING btree ("event_id") WHERE "advance_notice_batches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "advance_notice_batches_due_idx" ON "advance_notice_batches" USING btree ("opened_at") WHERE "advance_notice_batches"."sent_at" is null;