CREATE TABLE "member_data_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_data_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "shared_data_version_one_row" CHECK ("shared_data_version"."id" = 1)
);
--> statement-breakpoint
-- Versions are drawn from one sequence, so a version is never given twice: not after a row is
-- deleted, nor after a table is emptied, so a page kept under an old version never matches again.
CREATE SEQUENCE "data_version_seq";--> statement-breakpoint
INSERT INTO "shared_data_version" ("id", "version") VALUES (1, nextval('data_version_seq'));--> statement-breakpoint
-- One row's trigger (auth_sessions' updates, below): its member is NEW.user_id, and OLD.user_id if it changed.
CREATE FUNCTION "member_data_version_bump_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_data_versions" AS v ("user_id", "version")
    SELECT m.user_id, nextval('data_version_seq') FROM (SELECT DISTINCT u FROM (VALUES (NEW."user_id"), (OLD."user_id")) AS named(u) WHERE u IS NOT NULL) AS m(user_id)
    ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- What every member sees (prices, content), and any table emptied at once (no rows to name).
CREATE FUNCTION "shared_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shared_data_version" SET "version" = nextval('data_version_seq') WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Each table a member page reads, with the query naming the members whose rows a statement wrote,
-- read from its transition table "changed_rows" (and, for an update, the rows as they were,
-- "old_rows", in case a row changed owner): one upsert per statement, not per row, so an import of
-- thousands of rows moves its member's version once. Tables no
-- member page reads are left out: jobs, mail_outbox, attempt_counters, verification_codes,
-- page_views, contact_messages (the advisors' desk), and the version tables themselves
-- (api/modules/accounts/data-version.test.ts checks that every other table is here).
DO $do$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('users', 'SELECT id FROM changed_rows'),
    ('auth_sessions', 'SELECT user_id FROM changed_rows'),
    ('notifications', 'SELECT user_id FROM changed_rows'),
    ('investor_accounts', 'SELECT user_id FROM changed_rows'),
    ('investor_applications', 'SELECT user_id FROM changed_rows'),
    ('investor_assessments', 'SELECT user_id FROM changed_rows'),
    ('assessment_tokens', 'SELECT user_id FROM changed_rows'),
    ('linked_banks', 'SELECT user_id FROM changed_rows'),
    ('transfers', 'SELECT user_id FROM changed_rows'),
    ('ledger_entries', 'SELECT p.member_id FROM changed_rows r JOIN ledger_postings p ON p.entry_id = r.id'),
    ('ledger_postings', 'SELECT member_id FROM changed_rows'),
    ('tax_returns', 'SELECT user_id FROM changed_rows'),
    ('investment_watchlist', 'SELECT user_id FROM changed_rows'),
    ('investment_browse_history', 'SELECT user_id FROM changed_rows'),
    ('investment_station_items', 'SELECT user_id FROM changed_rows'),
    ('investment_orders', 'SELECT user_id FROM changed_rows'),
    ('investment_lots', 'SELECT user_id FROM changed_rows'),
    ('investment_lot_closings', 'SELECT l.user_id FROM changed_rows r JOIN investment_lots l ON l.id = r.lot_id'),
    ('investment_order_chats', 'SELECT user_id FROM changed_rows'),
    ('investment_order_messages', 'SELECT o.user_id FROM changed_rows r JOIN investment_orders o ON o.id = r.order_id'),
    ('assistant_conversations', 'SELECT user_id FROM changed_rows'),
    ('assistant_messages', 'SELECT c.user_id FROM changed_rows r JOIN assistant_conversations c ON c.id = r.conversation_id'),
    ('assistant_feedback', 'SELECT c.user_id FROM changed_rows r JOIN assistant_messages m ON m.id = r.message_id JOIN assistant_conversations c ON c.id = m.conversation_id'),
    ('budget_accounts', 'SELECT user_id FROM changed_rows'),
    ('budget_categories', 'SELECT user_id FROM changed_rows'),
    ('budget_transactions', 'SELECT user_id FROM changed_rows'),
    ('budget_rules', 'SELECT user_id FROM changed_rows'),
    ('budget_amounts', 'SELECT user_id FROM changed_rows'),
    ('portfolio_settings', 'SELECT user_id FROM changed_rows')
  ) AS v(name, members) LOOP
    -- Static SQL, so each function's plan is made once per connection (a query built per statement
    -- and run by EXECUTE cost PGlite about 0.4 ms a statement; this costs about 0.1 ms).
    EXECUTE format($f$
      CREATE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        INSERT INTO "member_data_versions" AS v ("user_id", "version")
          SELECT m.user_id, nextval('data_version_seq') FROM (SELECT DISTINCT * FROM (%s) AS named(user_id) WHERE user_id IS NOT NULL) AS m(user_id)
          ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
        RETURN NULL;
      END
      $body$$f$, t.name || '_version_bump', t.members);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.name || '_version_insert', t.name, t.name || '_version_bump');
    -- auth_sessions' updates have a trigger of their own, below.
    IF t.name <> 'auth_sessions' THEN
      EXECUTE format($f$
        CREATE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $body$
        BEGIN
          INSERT INTO "member_data_versions" AS v ("user_id", "version")
            SELECT m.user_id, nextval('data_version_seq') FROM (SELECT DISTINCT * FROM (%s UNION ALL %s) AS named(user_id) WHERE user_id IS NOT NULL) AS m(user_id)
            ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
          RETURN NULL;
        END
        $body$$f$, t.name || '_version_bump_update', t.members, replace(t.members, 'changed_rows', 'old_rows'));
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.name || '_version_update', t.name, t.name || '_version_bump_update');
    END IF;
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.name || '_version_delete', t.name, t.name || '_version_bump');
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION shared_data_version_bump()', t.name || '_version_truncate', t.name);
  END LOOP;
  -- A session's last-seen time is written every 15 s while the member is active, and no page shows
  -- it closer than that: only an update of another column moves the version (a column list allows
  -- no transition table, so this one trigger is per row; a session is updated one row at a time).
  CREATE TRIGGER "auth_sessions_version_update" AFTER UPDATE OF "user_id", "token_hash", "stage", "user_agent", "client_ip", "created_at", "expires_at", "revoked_at" ON "auth_sessions" FOR EACH ROW EXECUTE FUNCTION member_data_version_bump_row();
  FOR t IN SELECT * FROM (VALUES ('investment_prices'), ('content_items'), ('daily_tips'), ('resources'), ('videos')) AS v(name) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION shared_data_version_bump()', t.name || '_shared_version', t.name);
  END LOOP;
END
$do$;
