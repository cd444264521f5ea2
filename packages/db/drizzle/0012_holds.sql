CREATE TABLE "holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"artist_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"empresa_id" integer,
	"level" integer NOT NULL,
	"owner_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"released_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"event_id" integer,
	"challenged_by" integer,
	"challenge_deadline" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "holds_dates_in_order" CHECK ("holds"."date_to" >= "holds"."date_from"),
	CONSTRAINT "holds_level_positive" CHECK ("holds"."level" >= 1)
);
--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_empresa_id_companies_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_hall_dates_idx" ON "holds" USING btree ("hall_id","date_from","date_to") WHERE "holds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "holds_dates_idx" ON "holds" USING btree ("date_from","date_to");--> statement-breakpoint
CREATE INDEX "holds_artist_idx" ON "holds" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "holds_expires_idx" ON "holds" USING btree ("expires_at") WHERE "holds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "holds_challenge_deadline_idx" ON "holds" USING btree ("challenge_deadline") WHERE "holds"."status" = 'active' and "holds"."challenge_deadline" is not null;