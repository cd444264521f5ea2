CREATE TABLE "templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"sub_type" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"master" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "templates_name_key_idx" ON "templates" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "templates_search_text_idx" ON "templates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "templates_type_sub_type_idx" ON "templates" USING btree ("type","sub_type");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_master_idx" ON "templates" USING btree ("type","sub_type") WHERE "templates"."master";