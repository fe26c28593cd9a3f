CREATE TABLE "investment_price_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "investment_price_version_one_row" CHECK ("investment_price_version"."id" = 1)
);
--> statement-breakpoint
-- The closes' version starts at 0; every statement that writes investment_prices moves it, in the
-- writer's transaction, whoever writes (the daily job, the first seeding, an import, a test).
INSERT INTO "investment_price_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "investment_price_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "investment_price_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "investment_prices_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "investment_prices" FOR EACH STATEMENT EXECUTE FUNCTION "investment_price_version_bump"();
