ALTER TABLE "templates" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_language_check" CHECK ("templates"."language" in ('es', 'en'));--> statement-breakpoint
-- Issue 28: the English templates of the starter set ("… (EN)", written by the install, nobody's)
-- are English: their documents now print English days, amounts and labels.
UPDATE "templates" SET "language" = 'en' WHERE "created_by" IS NULL AND "name" LIKE '% (EN)';
