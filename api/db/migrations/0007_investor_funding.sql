CREATE TABLE "assessment_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_applications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"date_of_birth" text DEFAULT '' NOT NULL,
	"ssn_hash" text,
	"ssn_cipher" text,
	"ssn_last4" text DEFAULT '' NOT NULL,
	"citizenship" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"state_code" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"employment_status" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"annual_income" text DEFAULT '' NOT NULL,
	"net_worth" text DEFAULT '' NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"agreements_accepted" boolean DEFAULT false NOT NULL,
	"agreements_accepted_at" timestamp with time zone,
	"reasons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_applications_status_check" CHECK ("investor_applications"."status" in ('draft', 'submitted', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "investor_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"risk_profile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"transfer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_kind" text NOT NULL,
	"member_id" integer,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "linked_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number_cipher" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"account_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "linked_banks_account_type_check" CHECK ("linked_banks"."account_type" in ('checking', 'savings'))
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "transfers_direction_check" CHECK ("transfers"."direction" in ('deposit', 'withdrawal')),
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('pending', 'settled', 'failed', 'cancelled')),
	CONSTRAINT "transfers_amount_check" CHECK ("transfers"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "assessment_tokens" ADD CONSTRAINT "assessment_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_applications" ADD CONSTRAINT "investor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_assessments" ADD CONSTRAINT "investor_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_banks" ADD CONSTRAINT "linked_banks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_bank_id_linked_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."linked_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_tokens_user_idx" ON "assessment_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investor_applications_ssn_approved_idx" ON "investor_applications" USING btree ("ssn_hash") WHERE "investor_applications"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "investor_applications_ssn_idx" ON "investor_applications" USING btree ("ssn_hash");--> statement-breakpoint
CREATE INDEX "investor_assessments_user_idx" ON "investor_assessments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_member_idx" ON "ledger_postings" USING btree ("member_id","account_kind");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "linked_banks_user_idx" ON "linked_banks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_user_key_idx" ON "transfers" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "transfers_user_created_idx" ON "transfers" USING btree ("user_id","created_at");