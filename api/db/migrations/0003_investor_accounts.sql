CREATE TABLE "investor_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cash_cents" bigint DEFAULT 0 NOT NULL,
	"holdings_cents" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investor_accounts" ADD CONSTRAINT "investor_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;