CREATE TABLE "verifactu_send_queues" (
	"issuer_nif" text PRIMARY KEY NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "verifactu_submissions" (
	"record_id" integer PRIMARY KEY NOT NULL,
	"issuer_nif" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"csv" text,
	"error_code" text,
	"error_text" text,
	"last_attempt_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "verifactu_submissions_status" CHECK ("verifactu_submissions"."status" in ('pending', 'accepted', 'accepted_with_errors', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "verifactu_submissions" ADD CONSTRAINT "verifactu_submissions_record_id_verifactu_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."verifactu_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verifactu_submissions_pending_idx" ON "verifactu_submissions" USING btree ("issuer_nif","record_id") WHERE "verifactu_submissions"."status" = 'pending';