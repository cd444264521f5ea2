ALTER TABLE "mails" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "reply_to" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "from_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "reply_to_agent" boolean DEFAULT false NOT NULL;