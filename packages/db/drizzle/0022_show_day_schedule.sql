ALTER TABLE "event_production_conditions" ADD COLUMN "arrival_time_day" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD COLUMN "assembly_start_day" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD COLUMN "start_sound_test_day" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD COLUMN "end_sound_test_day" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD COLUMN "show_start_day" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD COLUMN "show_end_day" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD COLUMN "backstage_exit_day" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "arrival_time_before" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "assembly_start_before" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "start_sound_test_before" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "end_sound_test_before" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "apertura_puertas_before" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "show_minutes" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "backstage_exit_after" integer;--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD CONSTRAINT "event_production_arrival_time_day" CHECK ("event_production_conditions"."arrival_time_day" between -2 and 2);--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD CONSTRAINT "event_production_assembly_start_day" CHECK ("event_production_conditions"."assembly_start_day" between -2 and 2);--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD CONSTRAINT "event_production_start_sound_test_day" CHECK ("event_production_conditions"."start_sound_test_day" between -2 and 2);--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD CONSTRAINT "event_production_end_sound_test_day" CHECK ("event_production_conditions"."end_sound_test_day" between -2 and 2);--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD CONSTRAINT "event_production_show_start_day" CHECK ("event_production_conditions"."show_start_day" between -2 and 2);--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD CONSTRAINT "event_production_show_end_day" CHECK ("event_production_conditions"."show_end_day" between -2 and 2);--> statement-breakpoint
ALTER TABLE "event_production_conditions" ADD CONSTRAINT "event_production_backstage_exit_day" CHECK ("event_production_conditions"."backstage_exit_day" between -2 and 2);