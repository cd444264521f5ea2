CREATE TABLE "invoice_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text DEFAULT 'ordinary' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "invoice_series_kind" CHECK ("invoice_series"."kind" in ('ordinary', 'rectifying')),
	CONSTRAINT "invoice_series_next_number" CHECK ("invoice_series"."next_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"number" integer,
	"num_serie" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"type" text DEFAULT 'F1' NOT NULL,
	"issue_date" date,
	"operation_date" date,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"tax" text DEFAULT 'iva' NOT NULL,
	"issuer" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"withholding_porciento" double precision,
	"description" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"base" bigint DEFAULT 0 NOT NULL,
	"tax_total" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"withholding" bigint DEFAULT 0 NOT NULL,
	"payable" bigint DEFAULT 0 NOT NULL,
	"event_id" integer,
	"party" text,
	"rectified_id" integer,
	"rectification_kind" text,
	"rectification_reason" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" integer,
	"voided_at" timestamp with time zone,
	"void_reason" text DEFAULT '' NOT NULL,
	"pdf" "bytea",
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('draft', 'issued', 'voided')),
	CONSTRAINT "invoices_type" CHECK ("invoices"."type" in ('F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5')),
	CONSTRAINT "invoices_tax" CHECK ("invoices"."tax" in ('iva', 'igic')),
	CONSTRAINT "invoices_numbered_when_issued" CHECK (("invoices"."status" = 'draft') = ("invoices"."number" is null) and ("invoices"."number" is null) = ("invoices"."num_serie" is null)),
	CONSTRAINT "invoices_rectifying" CHECK (("invoices"."type" like 'R%') = ("invoices"."rectified_id" is not null and "invoices"."rectification_kind" in ('S', 'I')))
);
--> statement-breakpoint
CREATE TABLE "verifactu_chain_heads" (
	"issuer_nif" text PRIMARY KEY NOT NULL,
	"last_record_id" integer
);
--> statement-breakpoint
CREATE TABLE "verifactu_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verifactu_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"issuer_nif" text,
	"user_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifactu_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verifactu_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"issuer_nif" text NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"num_serie" text NOT NULL,
	"issue_date" text NOT NULL,
	"previous_id" integer,
	"previous_huella" text NOT NULL,
	"generated_at" text NOT NULL,
	"huella" text NOT NULL,
	"fields" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verifactu_records_kind" CHECK ("verifactu_records"."kind" in ('alta', 'anulacion'))
);
--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_empresa_id_companies_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_empresa_id_companies_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_series_id_invoice_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."invoice_series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_rectified_id_invoices_id_fk" FOREIGN KEY ("rectified_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifactu_chain_heads" ADD CONSTRAINT "verifactu_chain_heads_last_record_id_verifactu_records_id_fk" FOREIGN KEY ("last_record_id") REFERENCES "public"."verifactu_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifactu_events" ADD CONSTRAINT "verifactu_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifactu_records" ADD CONSTRAINT "verifactu_records_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_series_company_code_idx" ON "invoice_series" USING btree ("empresa_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_number_idx" ON "invoices" USING btree ("series_id","number");--> statement-breakpoint
CREATE INDEX "invoices_event_idx" ON "invoices" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "invoices_rectified_idx" ON "invoices" USING btree ("rectified_id");--> statement-breakpoint
CREATE INDEX "verifactu_events_at_idx" ON "verifactu_events" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "verifactu_records_chain_idx" ON "verifactu_records" USING btree ("issuer_nif","previous_huella");--> statement-breakpoint
CREATE UNIQUE INDEX "verifactu_records_huella_idx" ON "verifactu_records" USING btree ("huella");--> statement-breakpoint
CREATE INDEX "verifactu_records_invoice_idx" ON "verifactu_records" USING btree ("invoice_id");--> statement-breakpoint
-- Registros de facturación and the system's own events are append-only (RD 1007/2023 art. 8.2.b
-- and 9): the database refuses any update, delete or truncate, whoever asks.
CREATE FUNCTION "refuse_change_of_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the rows of % are append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "verifactu_records_append_only" BEFORE UPDATE OR DELETE ON "verifactu_records"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_record"();--> statement-breakpoint
CREATE TRIGGER "verifactu_records_no_truncate" BEFORE TRUNCATE ON "verifactu_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_change_of_record"();--> statement-breakpoint
CREATE TRIGGER "verifactu_events_append_only" BEFORE UPDATE OR DELETE ON "verifactu_events"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_record"();--> statement-breakpoint
CREATE TRIGGER "verifactu_events_no_truncate" BEFORE TRUNCATE ON "verifactu_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_change_of_record"();--> statement-breakpoint
-- An issued invoice says what it said when issued: only its voiding, and its PDF written once,
-- may change; it is never deleted.
CREATE FUNCTION "keep_issued_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'draft' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE'
    OR (OLD.empresa_id, OLD.series_id, OLD.number, OLD.num_serie, OLD.type, OLD.issue_date,
        OLD.operation_date, OLD.currency, OLD.tax, OLD.issuer, OLD.customer, OLD.lines,
        OLD.withholding_porciento, OLD.description, OLD.notes, OLD.base, OLD.tax_total, OLD.total,
        OLD.withholding, OLD.payable, OLD.event_id, OLD.party, OLD.rectified_id,
        OLD.rectification_kind, OLD.rectification_reason, OLD.issued_at, OLD.issued_by)
      IS DISTINCT FROM
       (NEW.empresa_id, NEW.series_id, NEW.number, NEW.num_serie, NEW.type, NEW.issue_date,
        NEW.operation_date, NEW.currency, NEW.tax, NEW.issuer, NEW.customer, NEW.lines,
        NEW.withholding_porciento, NEW.description, NEW.notes, NEW.base, NEW.tax_total, NEW.total,
        NEW.withholding, NEW.payable, NEW.event_id, NEW.party, NEW.rectified_id,
        NEW.rectification_kind, NEW.rectification_reason, NEW.issued_at, NEW.issued_by)
    OR (OLD.status = 'voided' AND NEW.status <> 'voided')
    OR (OLD.pdf IS NOT NULL AND NEW.pdf IS DISTINCT FROM OLD.pdf)
    OR (OLD.voided_at IS NOT NULL AND NEW.voided_at IS DISTINCT FROM OLD.voided_at)
  THEN
    RAISE EXCEPTION 'invoice % is issued: % refused', OLD.num_serie, TG_OP
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_keep_issued" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "keep_issued_invoice"();
