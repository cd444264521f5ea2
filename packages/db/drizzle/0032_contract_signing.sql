CREATE TABLE "contract_signing_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_signing_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"signing_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"actor_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_signings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"party" text NOT NULL,
	"link_id" integer NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"recipients" text[] NOT NULL,
	"empresa_id" integer NOT NULL,
	"signatory_id" integer,
	"signatory" jsonb NOT NULL,
	"body_sha256" text NOT NULL,
	"sent_pdf_key" text NOT NULL,
	"sent_pdf_sha256" text NOT NULL,
	"party_name" text,
	"party_id_number" text,
	"party_signature_key" text,
	"party_signed_at" timestamp with time zone,
	"decline_reason" text,
	"void_reason" text,
	"countersigned_by" integer,
	"completed_at" timestamp with time zone,
	"signed_pdf_key" text,
	"signed_pdf_sha256" text,
	"reminded_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_signings_state" CHECK ("contract_signings"."state" in ('sent', 'viewed', 'signed_by_party', 'completed', 'declined', 'expired', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "company_certificates" (
	"empresa_id" integer PRIMARY KEY NOT NULL,
	"p12_sealed" text NOT NULL,
	"password_sealed" text NOT NULL,
	"common_name" text NOT NULL,
	"issuer" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"self_signed" boolean NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "contract_signing_events" ADD CONSTRAINT "contract_signing_events_signing_id_contract_signings_id_fk" FOREIGN KEY ("signing_id") REFERENCES "public"."contract_signings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signings" ADD CONSTRAINT "contract_signings_contract_id_event_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."event_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signings" ADD CONSTRAINT "contract_signings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signings" ADD CONSTRAINT "contract_signings_link_id_contract_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."contract_share_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signings" ADD CONSTRAINT "contract_signings_signatory_id_signatories_id_fk" FOREIGN KEY ("signatory_id") REFERENCES "public"."signatories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certificates" ADD CONSTRAINT "company_certificates_empresa_id_companies_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_signing_events_signing_idx" ON "contract_signing_events" USING btree ("signing_id","id");--> statement-breakpoint
CREATE INDEX "contract_signings_contract_idx" ON "contract_signings" USING btree ("contract_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contract_signings_link_idx" ON "contract_signings" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signings_one_open_idx" ON "contract_signings" USING btree ("contract_id") WHERE "contract_signings"."state" in ('sent', 'viewed', 'signed_by_party');--> statement-breakpoint
-- A signing's steps are evidence: append-only, as the VERI*FACTU records (0024's function).
CREATE TRIGGER "contract_signing_events_append_only" BEFORE UPDATE OR DELETE ON "contract_signing_events"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_record"();--> statement-breakpoint
CREATE TRIGGER "contract_signing_events_no_truncate" BEFORE TRUNCATE ON "contract_signing_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_change_of_record"();--> statement-breakpoint
-- A signing keeps what was sent, who signed it and the signed document as first written; a
-- finished one (completed, declined, expired, voided) stays as it finished; none is deleted.
CREATE FUNCTION "keep_contract_signing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
    OR (OLD.contract_id, OLD.event_id, OLD.party, OLD.link_id, OLD.expires_at, OLD.language,
        OLD.recipients, OLD.empresa_id, OLD.signatory, OLD.body_sha256, OLD.sent_pdf_key,
        OLD.sent_pdf_sha256, OLD.sent_at, OLD.sent_by)
      IS DISTINCT FROM
       (NEW.contract_id, NEW.event_id, NEW.party, NEW.link_id, NEW.expires_at, NEW.language,
        NEW.recipients, NEW.empresa_id, NEW.signatory, NEW.body_sha256, NEW.sent_pdf_key,
        NEW.sent_pdf_sha256, NEW.sent_at, NEW.sent_by)
    OR (OLD.party_signed_at IS NOT NULL
        AND (OLD.party_name, OLD.party_id_number, OLD.party_signature_key, OLD.party_signed_at)
          IS DISTINCT FROM (NEW.party_name, NEW.party_id_number, NEW.party_signature_key, NEW.party_signed_at))
    OR (OLD.signed_pdf_key IS NOT NULL
        AND (OLD.signed_pdf_key, OLD.signed_pdf_sha256, OLD.completed_at, OLD.countersigned_by)
          IS DISTINCT FROM (NEW.signed_pdf_key, NEW.signed_pdf_sha256, NEW.completed_at, NEW.countersigned_by))
    OR (OLD.state IN ('completed', 'declined', 'expired', 'voided')
        AND (OLD.state, OLD.decline_reason, OLD.void_reason) IS DISTINCT FROM (NEW.state, NEW.decline_reason, NEW.void_reason))
  THEN
    RAISE EXCEPTION 'contract signing %: % refused', OLD.id, TG_OP
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "contract_signings_keep" BEFORE UPDATE OR DELETE ON "contract_signings"
  FOR EACH ROW EXECUTE FUNCTION "keep_contract_signing"();--> statement-breakpoint
CREATE TRIGGER "contract_signings_no_truncate" BEFORE TRUNCATE ON "contract_signings"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_change_of_record"();
