CREATE TABLE "event_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"type" text NOT NULL,
	"sub_type" text NOT NULL,
	"party" text NOT NULL,
	"template_id" integer
);
--> statement-breakpoint
DROP INDEX "templates_master_idx";--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "party" text;--> statement-breakpoint
ALTER TABLE "event_templates" ADD CONSTRAINT "event_templates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_templates" ADD CONSTRAINT "event_templates_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_templates_document_idx" ON "event_templates" USING btree ("event_id","type","sub_type","party");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_master_idx" ON "templates" USING btree ("type","sub_type",coalesce("party", '')) WHERE "templates"."master";--> statement-breakpoint
-- Every event keeps the documents it has today: each is pinned to the master it is generated from now.
INSERT INTO "event_templates" ("event_id", "type", "sub_type", "party", "template_id")
SELECT "e"."id", "t"."type", "t"."sub_type", "p"."party", "t"."id"
FROM "events" "e"
CROSS JOIN (VALUES ('artista'), ('promotor'), ('sala')) AS "p"("party")
JOIN "templates" "t" ON "t"."master" AND ("t"."type" = 'email' OR "t"."sub_type" = "p"."party");
