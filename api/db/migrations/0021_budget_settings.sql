CREATE TABLE "budget_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reserve_months" smallint DEFAULT 6 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_settings_reserve_months_check" CHECK ("budget_settings"."reserve_months" in (3, 4, 5, 6, 9, 12))
);
--> statement-breakpoint
ALTER TABLE "budget_settings" ADD CONSTRAINT "budget_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A member page reads it, so a save moves the member's data version (migration 0019's functions,
-- which read only the transition tables' "user_id").
CREATE TRIGGER "budget_settings_version_insert" AFTER INSERT ON "budget_settings" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump"();--> statement-breakpoint
CREATE TRIGGER "budget_settings_version_update" AFTER UPDATE ON "budget_settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump_update"();--> statement-breakpoint
CREATE TRIGGER "budget_settings_version_delete" AFTER DELETE ON "budget_settings" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump"();--> statement-breakpoint
CREATE TRIGGER "budget_settings_version_truncate" AFTER TRUNCATE ON "budget_settings" FOR EACH STATEMENT EXECUTE FUNCTION shared_data_version_bump();
