CREATE TABLE "account_beneficiaries" (
	"user_id" integer NOT NULL,
	"designation" text NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"share_percent" smallint NOT NULL,
	CONSTRAINT "account_beneficiaries_user_id_designation_position_pk" PRIMARY KEY("user_id","designation","position"),
	CONSTRAINT "account_beneficiaries_designation_check" CHECK ("account_beneficiaries"."designation" in ('primary', 'contingent')),
	CONSTRAINT "account_beneficiaries_share_check" CHECK ("account_beneficiaries"."share_percent" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "investor_accounts" ADD COLUMN "beneficiaries_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_beneficiaries" ADD CONSTRAINT "account_beneficiaries_user_id_investor_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."investor_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A member page reads it, so a save moves the member's data version. Migration 0019's two trigger
-- functions read only the transition tables' "user_id", so they serve this table as they are.
CREATE TRIGGER "account_beneficiaries_version_insert" AFTER INSERT ON "account_beneficiaries" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump"();--> statement-breakpoint
CREATE TRIGGER "account_beneficiaries_version_update" AFTER UPDATE ON "account_beneficiaries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump_update"();--> statement-breakpoint
CREATE TRIGGER "account_beneficiaries_version_delete" AFTER DELETE ON "account_beneficiaries" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump"();--> statement-breakpoint
CREATE TRIGGER "account_beneficiaries_version_truncate" AFTER TRUNCATE ON "account_beneficiaries" FOR EACH STATEMENT EXECUTE FUNCTION shared_data_version_bump();
