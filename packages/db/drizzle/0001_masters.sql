CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "artists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "artists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"cif" text DEFAULT '' NOT NULL,
	"dni_firmante" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"name_signatory" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"additional_info" text DEFAULT '' NOT NULL,
	"ownership_certificate" text DEFAULT '' NOT NULL,
	"cif_certificate" text DEFAULT '' NOT NULL,
	"is_telonero" boolean DEFAULT false NOT NULL,
	"email_comunicacion" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_confirmacion" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_produccion" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_prl" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#228be6' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"cif" text DEFAULT '' NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"firmante_id" integer,
	"imagenes" jsonb DEFAULT '{"principal":[],"secundario":[],"pie":[]}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"cc_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "halls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"cif" text DEFAULT '' NOT NULL,
	"direccion_sala" text DEFAULT '' NOT NULL,
	"name_signatory" text DEFAULT '' NOT NULL,
	"dni_firmante" text DEFAULT '' NOT NULL,
	"email_comunicacion" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_confirmacion" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_produccion" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_prl" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "jms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "producers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "producers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"cif" text DEFAULT '' NOT NULL,
	"dni_firmante" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"name_signatory" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "promoters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promoters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"cif" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"dni_firmante" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"name_signatory" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"email_comunicacion" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_confirmacion" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_produccion" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_prl" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"cif" text DEFAULT '' NOT NULL,
	"service_type" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "signatories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signatories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"apellido" text DEFAULT '' NOT NULL,
	"dni" text DEFAULT '' NOT NULL,
	"cargo" text DEFAULT '' NOT NULL,
	"firma" text DEFAULT '' NOT NULL,
	"domicilio" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_firmante_id_signatories_id_fk" FOREIGN KEY ("firmante_id") REFERENCES "public"."signatories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artists_name_key_idx" ON "artists" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "artists_search_text_idx" ON "artists" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "calendars_name_key_idx" ON "calendars" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "calendars_search_text_idx" ON "calendars" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key_idx" ON "companies" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "companies_search_text_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_key_idx" ON "departments" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "departments_search_text_idx" ON "departments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "halls_name_key_idx" ON "halls" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "halls_search_text_idx" ON "halls" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "jms_name_key_idx" ON "jms" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "jms_search_text_idx" ON "jms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "producers_name_key_idx" ON "producers" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "producers_search_text_idx" ON "producers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "promoters_name_key_idx" ON "promoters" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "promoters_search_text_idx" ON "promoters" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "providers_name_key_idx" ON "providers" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "providers_search_text_idx" ON "providers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "signatories_name_key_idx" ON "signatories" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "signatories_search_text_idx" ON "signatories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_key_idx" ON "teams" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "teams_search_text_idx" ON "teams" USING gin ("search_text" gin_trgm_ops);