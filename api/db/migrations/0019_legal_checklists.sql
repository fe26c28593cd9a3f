CREATE TABLE "legal_checklists" (
	"user_id" integer NOT NULL,
	"checklist" text NOT NULL,
	"done" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_checklists_user_id_checklist_pk" PRIMARY KEY("user_id","checklist")
);
--> statement-breakpoint
ALTER TABLE "legal_checklists" ADD CONSTRAINT "legal_checklists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A member page reads it, so a save moves the member's data version (migration 0018's triggers,
-- written out for this one table).
CREATE FUNCTION "legal_checklists_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_data_versions" AS v ("user_id", "version")
    SELECT m.user_id, nextval('data_version_seq') FROM (SELECT DISTINCT user_id FROM changed_rows WHERE user_id IS NOT NULL) AS m(user_id)
    ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "legal_checklists_version_bump_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_data_versions" AS v ("user_id", "version")
    SELECT m.user_id, nextval('data_version_seq') FROM (SELECT DISTINCT * FROM (SELECT user_id FROM changed_rows UNION ALL SELECT user_id FROM old_rows) AS named(user_id) WHERE user_id IS NOT NULL) AS m(user_id)
    ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "legal_checklists_version_insert" AFTER INSERT ON "legal_checklists" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump"();--> statement-breakpoint
CREATE TRIGGER "legal_checklists_version_update" AFTER UPDATE ON "legal_checklists" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump_update"();--> statement-breakpoint
CREATE TRIGGER "legal_checklists_version_delete" AFTER DELETE ON "legal_checklists" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump"();--> statement-breakpoint
CREATE TRIGGER "legal_checklists_version_truncate" AFTER TRUNCATE ON "legal_checklists" FOR EACH STATEMENT EXECUTE FUNCTION shared_data_version_bump();
