ALTER TABLE "invoices" ADD COLUMN "exchange_rate" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate_source" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "euro_figures" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_exchange_rate" CHECK (case when "invoices"."currency" = 'EUR' then "invoices"."exchange_rate" is null and "invoices"."euro_figures" is null
        else "invoices"."status" = 'draft' or ("invoices"."exchange_rate" is not null and "invoices"."euro_figures" is not null) end);--> statement-breakpoint
-- An issued invoice keeps its rate and its figures in euros as well (issue 30).
CREATE OR REPLACE FUNCTION "keep_issued_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'draft' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE'
    OR (OLD.empresa_id, OLD.series_id, OLD.number, OLD.num_serie, OLD.type, OLD.issue_date,
        OLD.operation_date, OLD.currency, OLD.tax, OLD.issuer, OLD.customer, OLD.lines,
        OLD.withholding_porciento, OLD.description, OLD.notes, OLD.base, OLD.tax_total, OLD.total,
        OLD.withholding, OLD.payable, OLD.event_id, OLD.party, OLD.rectified_id,
        OLD.rectification_kind, OLD.rectification_reason, OLD.issued_at, OLD.issued_by,
        OLD.exchange_rate, OLD.exchange_rate_date, OLD.exchange_rate_source, OLD.euro_figures)
      IS DISTINCT FROM
       (NEW.empresa_id, NEW.series_id, NEW.number, NEW.num_serie, NEW.type, NEW.issue_date,
        NEW.operation_date, NEW.currency, NEW.tax, NEW.issuer, NEW.customer, NEW.lines,
        NEW.withholding_porciento, NEW.description, NEW.notes, NEW.base, NEW.tax_total, NEW.total,
        NEW.withholding, NEW.payable, NEW.event_id, NEW.party, NEW.rectified_id,
        NEW.rectification_kind, NEW.rectification_reason, NEW.issued_at, NEW.issued_by,
        NEW.exchange_rate, NEW.exchange_rate_date, NEW.exchange_rate_source, NEW.euro_figures)
    OR (OLD.status = 'voided' AND NEW.status <> 'voided')
    OR (OLD.pdf IS NOT NULL AND NEW.pdf IS DISTINCT FROM OLD.pdf)
    OR (OLD.voided_at IS NOT NULL AND NEW.voided_at IS DISTINCT FROM OLD.voided_at)
  THEN
    RAISE EXCEPTION 'invoice % is issued: % refused', OLD.num_serie, TG_OP
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;
