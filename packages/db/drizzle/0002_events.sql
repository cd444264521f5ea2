CREATE TABLE "event_hiring_conditions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_hiring_conditions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"type" text NOT NULL,
	"cache" jsonb NOT NULL,
	"forma_pago_fijo" text DEFAULT '' NOT NULL,
	"forma_pago_variable" text DEFAULT '' NOT NULL,
	"tipo_contrato" text DEFAULT '' NOT NULL,
	"exclusividad" boolean,
	"invitaciones" integer DEFAULT 0 NOT NULL,
	"observaciones_invitaciones" text DEFAULT '' NOT NULL,
	"observaciones_exclusividad" text DEFAULT '' NOT NULL,
	"observaciones_transfer" text DEFAULT '' NOT NULL,
	"observaciones_generales" text DEFAULT '' NOT NULL,
	"politica_menores" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "event_parties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_parties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"cif" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"dni_firmante" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"name_signatory" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"additional_info" text DEFAULT '' NOT NULL,
	"ownership_certificate" text DEFAULT '' NOT NULL,
	"cif_certificate" text DEFAULT '' NOT NULL,
	"is_telonero" boolean DEFAULT false NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"direccion_sala" text DEFAULT '' NOT NULL,
	"email_comunicacion" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_confirmacion" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_produccion" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_prl" text[] DEFAULT '{}'::text[] NOT NULL,
	"artista_maestro_id" integer,
	"promotor_maestro_id" integer,
	"sala_maestro_id" integer,
	"productor_maestro_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "event_parties_master_of_kind" CHECK (("event_parties"."kind" = 'artista' or "event_parties"."artista_maestro_id" is null)
        and ("event_parties"."kind" = 'promotor' or "event_parties"."promotor_maestro_id" is null)
        and ("event_parties"."kind" = 'sala' or "event_parties"."sala_maestro_id" is null)
        and ("event_parties"."kind" = 'productor' or "event_parties"."productor_maestro_id" is null))
);
--> statement-breakpoint
CREATE TABLE "event_production_conditions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_production_conditions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"arrival_time" text DEFAULT '00:00' NOT NULL,
	"assembly_start" text DEFAULT '00:00' NOT NULL,
	"start_sound_test" text DEFAULT '00:00' NOT NULL,
	"end_sound_test" text DEFAULT '00:00' NOT NULL,
	"show_start" text DEFAULT '00:00' NOT NULL,
	"show_end" text DEFAULT '00:00' NOT NULL,
	"backstage_exit" text DEFAULT '00:00' NOT NULL,
	"acommodation" boolean DEFAULT false NOT NULL,
	"acommodation_description" text DEFAULT '' NOT NULL,
	"donwload_access" boolean DEFAULT false NOT NULL,
	"donwload_access_description" text DEFAULT '' NOT NULL,
	"backline" boolean DEFAULT false NOT NULL,
	"backline_description" text DEFAULT '' NOT NULL,
	"catering" boolean DEFAULT false NOT NULL,
	"catering_description" text DEFAULT '' NOT NULL,
	"transfer" boolean DEFAULT false NOT NULL,
	"transfer_description" text DEFAULT '' NOT NULL,
	"parking" boolean DEFAULT false NOT NULL,
	"parking_description" text DEFAULT '' NOT NULL,
	"sound_test" boolean DEFAULT false NOT NULL,
	"sound_test_description" text DEFAULT '' NOT NULL,
	"hospitality" boolean DEFAULT false NOT NULL,
	"hospitality_description" text DEFAULT '' NOT NULL,
	"camerino" boolean DEFAULT false NOT NULL,
	"camerino_description" text DEFAULT '' NOT NULL,
	"merchandising" boolean DEFAULT false NOT NULL,
	"merchandising_description" text DEFAULT '' NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"observaciones" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "event_annotations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_annotations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"text" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"part" text NOT NULL,
	"field" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_calendars" (
	"event_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	CONSTRAINT "event_calendars_event_id_calendar_id_pk" PRIMARY KEY("event_id","calendar_id")
);
--> statement-breakpoint
CREATE TABLE "event_channel_tickets" (
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"value" text NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "event_channel_tickets_event_id_position_pk" PRIMARY KEY("event_id","position")
);
--> statement-breakpoint
CREATE TABLE "event_entradas" (
	"event_id" integer NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"pvp" integer NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	CONSTRAINT "event_entradas_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_phases" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"label_es" text NOT NULL,
	"label_en" text NOT NULL,
	"color" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "event_phases_position_unique" UNIQUE("position"),
	CONSTRAINT "event_phases_name_unique" UNIQUE("name")
);
--> statement-breakpoint
INSERT INTO "event_phases" ("key", "position", "name", "label_es", "label_en", "color") VALUES
	('fase0', 0, 'Creacion', 'Creación', 'Creation', '#868e96'),
	('fase1', 1, 'Negociacion', 'Negociación', 'Negotiation', '#fab005'),
	('fase2', 2, 'Contratacion', 'Contratación', 'Contracting', '#fd7e14'),
	('fase3', 3, 'Produccion', 'Producción', 'Production', '#7950f2'),
	('fase4', 4, 'Comunicacion', 'Comunicación', 'Promotion', '#228be6'),
	('fase5', 5, 'Celebrado', 'Celebrado', 'Held', '#40c057'),
	('fase6', 6, 'Liquidado', 'Liquidado', 'Settled', '#12b886');
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "name_key" text;--> statement-breakpoint
-- Events from before this migration: keys as the api writes them (lower case, Spanish accents removed).
UPDATE "events" SET "name_key" = translate(lower(regexp_replace(btrim("name"), '\s+', ' ', 'g')), 'áàâäãåéèêëíìîïóòôöõúùûüñçý', 'aaaaaaeeeeiiiiooooouuuuncy'),
	"search_text" = translate(lower(regexp_replace(btrim("name" || ' ' || "location" || ' ' || "address"), '\s+', ' ', 'g')), 'áàâäãåéèêëíìîïóòôöõúùûüñçý', 'aaaaaaeeeeiiiiooooouuuuncy');--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "artist_name" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hall_name" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "empresa_id" integer;--> statement-breakpoint
ALTER TABLE "event_hiring_conditions" ADD CONSTRAINT "event_hiring_conditions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_parties" ADD CONSTRAINT "event_parties_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_parties" ADD CONSTRAINT "event_parties_artista_maestro_id_artists_id_fk" FOREIGN KEY ("artista_maestro_id") REFERENCES "public"."artists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_parties" ADD CONSTRAINT "event_parties_promotor_maestro_id_promoters_id_fk" FOREIGN KEY ("promotor_maestro_id") REFERENCES "public"."promoters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_parties" ADD CONSTRAINT "event_parties_sala_maestro_id_halls_id_fk" FOREIGN KEY ("sala_maestro_id") REFERENCES "public"."halls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_parties" ADD CONSTRAINT "event_parties_productor_maestro_id_producers_id_fk" FOREIGN KEY ("productor_maestro_id") REFERENCES "public"."producers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD CONSTRAINT "event_production_conditions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_annotations" ADD CONSTRAINT "event_annotations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_annotations" ADD CONSTRAINT "event_annotations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_audit" ADD CONSTRAINT "event_audit_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_audit" ADD CONSTRAINT "event_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_calendars" ADD CONSTRAINT "event_calendars_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_calendars" ADD CONSTRAINT "event_calendars_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_channel_tickets" ADD CONSTRAINT "event_channel_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entradas" ADD CONSTRAINT "event_entradas_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_hiring_conditions_event_type_idx" ON "event_hiring_conditions" USING btree ("event_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "event_parties_event_kind_idx" ON "event_parties" USING btree ("event_id","kind");--> statement-breakpoint
CREATE INDEX "event_parties_artista_maestro_idx" ON "event_parties" USING btree ("artista_maestro_id");--> statement-breakpoint
CREATE INDEX "event_parties_promotor_maestro_idx" ON "event_parties" USING btree ("promotor_maestro_id");--> statement-breakpoint
CREATE INDEX "event_parties_sala_maestro_idx" ON "event_parties" USING btree ("sala_maestro_id");--> statement-breakpoint
CREATE INDEX "event_parties_productor_maestro_idx" ON "event_parties" USING btree ("productor_maestro_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_production_conditions_event_id_idx" ON "event_production_conditions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_annotations_event_id_idx" ON "event_annotations" USING btree ("event_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_audit_event_id_idx" ON "event_audit" USING btree ("event_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_calendars_calendar_id_idx" ON "event_calendars" USING btree ("calendar_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_empresa_id_companies_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_name_key_idx" ON "events" USING btree ("name_key") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_search_text_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_fase_date_idx" ON "events" USING btree ("fase","date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_status_date_idx" ON "events" USING btree ("status","date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_created_by_idx" ON "events" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "events_empresa_id_idx" ON "events" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "events_deleted_at_idx" ON "events" USING btree ("deleted_at" DESC NULLS LAST) WHERE "events"."deleted_at" is not null;--> statement-breakpoint
-- The ticket tiers and channels of existing events move from jsonb columns to rows.
INSERT INTO "event_entradas" ("event_id", "id", "position", "pvp", "descripcion")
SELECT e."id", coalesce(nullif(x.item->>'id', ''), x.position::text), x.position - 1,
	coalesce(round((x.item->>'pvp')::numeric)::integer, 0), coalesce(x.item->>'descripcion', '')
FROM "events" e, jsonb_array_elements(e."entradas") WITH ORDINALITY AS x(item, position)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "event_channel_tickets" ("event_id", "position", "value", "selected", "text")
SELECT e."id", x.position - 1, coalesce(x.item->>'value', ''), coalesce((x.item->>'selected')::boolean, false),
	coalesce(x.item->>'text', '')
FROM "events" e, jsonb_array_elements(e."channel_tickets") WITH ORDINALITY AS x(item, position);--> statement-breakpoint
-- Existing events get the default hiring blocks (spec §3) and production conditions.
INSERT INTO "event_hiring_conditions" ("event_id", "type", "cache", "forma_pago_fijo", "forma_pago_variable", "tipo_contrato", "observaciones_exclusividad")
SELECT e."id", d.type,
	'{"fijo":{"quantity":100,"active":true,"description":""},"variable":{"description":"","active":false,"sections":[]}}'::jsonb,
	d.forma_pago, d.forma_pago, d.tipo_contrato,
	'El grupo no podrá anunciar ningún concierto en la provincia hasta la finalización del evento.'
FROM "events" e, (VALUES ('promotor', 'Efectivo', 'Promotor'), ('artista', 'Efectivo', 'Artista'),
	('sala', 'Tranferencia', 'Sala'), ('productor', '', '')) AS d(type, forma_pago, tipo_contrato);--> statement-breakpoint
INSERT INTO "event_production_conditions" ("event_id") SELECT "id" FROM "events";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "entradas";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "channel_tickets";
