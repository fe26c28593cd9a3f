CREATE TABLE "portfolio_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cost_basis_method" text DEFAULT 'fifo' NOT NULL,
	"target_allocation" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_settings_method_check" CHECK ("portfolio_settings"."cost_basis_method" in ('fifo', 'average'))
);
--> statement-breakpoint
ALTER TABLE "investment_station_items" ADD COLUMN "side" text DEFAULT 'buy' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_settings" ADD CONSTRAINT "portfolio_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_station_items" ADD CONSTRAINT "investment_station_items_side_check" CHECK ("investment_station_items"."side" in ('buy', 'sell'));