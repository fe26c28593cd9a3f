CREATE TABLE "debt_balances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"debt_id" integer NOT NULL,
	"recorded_on" text NOT NULL,
	"balance_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"balance_cents" bigint NOT NULL,
	"apr_basis_points" integer NOT NULL,
	"minimum_payment_cents" bigint NOT NULL,
	"updated_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debts_kind_check" CHECK ("debts"."kind" in ('credit_card', 'student_loan', 'auto_loan', 'mortgage', 'personal_loan', 'medical', 'other')),
	CONSTRAINT "debts_balance_check" CHECK ("debts"."balance_cents" between 0 and 1000000000),
	CONSTRAINT "debts_minimum_check" CHECK ("debts"."minimum_payment_cents" between 0 and 1000000000),
	CONSTRAINT "debts_apr_check" CHECK ("debts"."apr_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "debt_balances" ADD CONSTRAINT "debt_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_balances" ADD CONSTRAINT "debt_balances_debt_id_debts_id_fk" FOREIGN KEY ("debt_id") REFERENCES "public"."debts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debt_balances_debt_day" ON "debt_balances" USING btree ("debt_id","recorded_on");--> statement-breakpoint
CREATE INDEX "debt_balances_user" ON "debt_balances" USING btree ("user_id","recorded_on");--> statement-breakpoint
CREATE UNIQUE INDEX "debts_user_name" ON "debts" USING btree ("user_id","name");--> statement-breakpoint
-- The debts page is a member page: a write moves the member's data version (migration 0019's functions,
-- which read only the transition tables' "user_id").
CREATE TRIGGER "debts_version_insert" AFTER INSERT ON "debts" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump"();--> statement-breakpoint
CREATE TRIGGER "debts_version_update" AFTER UPDATE ON "debts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump_update"();--> statement-breakpoint
CREATE TRIGGER "debts_version_delete" AFTER DELETE ON "debts" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump"();--> statement-breakpoint
CREATE TRIGGER "debts_version_truncate" AFTER TRUNCATE ON "debts" FOR EACH STATEMENT EXECUTE FUNCTION shared_data_version_bump();--> statement-breakpoint
CREATE TRIGGER "debt_balances_version_insert" AFTER INSERT ON "debt_balances" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump"();--> statement-breakpoint
CREATE TRIGGER "debt_balances_version_update" AFTER UPDATE ON "debt_balances" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump_update"();--> statement-breakpoint
CREATE TRIGGER "debt_balances_version_delete" AFTER DELETE ON "debt_balances" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "legal_checklists_version_bump"();--> statement-breakpoint
CREATE TRIGGER "debt_balances_version_truncate" AFTER TRUNCATE ON "debt_balances" FOR EACH STATEMENT EXECUTE FUNCTION shared_data_version_bump();