CREATE TABLE "tax_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"data" jsonb NOT NULL,
	"ssns" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amends_id" integer,
	"confirmation_number" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_returns_one_draft" ON "tax_returns" USING btree ("user_id","year") WHERE "tax_returns"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_returns_one_submitted" ON "tax_returns" USING btree ("user_id","year") WHERE "tax_returns"."status" = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_returns_confirmation" ON "tax_returns" USING btree ("confirmation_number");--> statement-breakpoint
CREATE INDEX "tax_returns_user_year" ON "tax_returns" USING btree ("user_id","year");