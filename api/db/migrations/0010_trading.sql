CREATE TABLE "investment_browse_history" (
	"user_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_browse_history_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "investment_lot_closings" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"units_micro" bigint NOT NULL,
	"cost_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"acquired_on" date NOT NULL,
	"units_micro" bigint NOT NULL,
	"cost_cents" bigint NOT NULL,
	"remaining_units_micro" bigint NOT NULL,
	"remaining_cost_cents" bigint NOT NULL,
	CONSTRAINT "investment_lots_units_check" CHECK ("investment_lots"."remaining_units_micro" >= 0 and "investment_lots"."remaining_units_micro" <= "investment_lots"."units_micro" and "investment_lots"."remaining_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "investment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"side" text NOT NULL,
	"amount_cents" bigint,
	"units_micro" bigint,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"execute_at" timestamp with time zone NOT NULL,
	"held_cents" bigint DEFAULT 0 NOT NULL,
	"risk_profile" text,
	"risk_acknowledged" boolean DEFAULT false NOT NULL,
	"risk_acknowledged_at" timestamp with time zone,
	"fill_price_ticks" bigint,
	"fill_date" date,
	"fill_units_micro" bigint,
	"fill_gross_cents" bigint,
	"fee_cents" bigint,
	"cost_cents" bigint,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "investment_orders_side_check" CHECK ("investment_orders"."side" in ('buy', 'sell')),
	CONSTRAINT "investment_orders_status_check" CHECK ("investment_orders"."status" in ('pending_review', 'submitted', 'filled', 'cancelled', 'rejected')),
	CONSTRAINT "investment_orders_amounts_check" CHECK (("investment_orders"."amount_cents" is null or "investment_orders"."amount_cents" > 0) and ("investment_orders"."units_micro" is null or "investment_orders"."units_micro" > 0) and "investment_orders"."held_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "investment_prices" (
	"product_id" text NOT NULL,
	"date" date NOT NULL,
	"close_ticks" bigint NOT NULL,
	CONSTRAINT "investment_prices_product_id_date_pk" PRIMARY KEY("product_id","date"),
	CONSTRAINT "investment_prices_close_check" CHECK ("investment_prices"."close_ticks" > 0)
);
--> statement-breakpoint
CREATE TABLE "investment_station_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"acknowledge_risk" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_station_items_amount_check" CHECK ("investment_station_items"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "investment_watchlist" (
	"user_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_watchlist_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "investment_browse_history" ADD CONSTRAINT "investment_browse_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_lot_closings" ADD CONSTRAINT "investment_lot_closings_lot_id_investment_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."investment_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_lot_closings" ADD CONSTRAINT "investment_lot_closings_order_id_investment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."investment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_lots" ADD CONSTRAINT "investment_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_lots" ADD CONSTRAINT "investment_lots_order_id_investment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."investment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_orders" ADD CONSTRAINT "investment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_station_items" ADD CONSTRAINT "investment_station_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_watchlist" ADD CONSTRAINT "investment_watchlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_browse_history_viewed_idx" ON "investment_browse_history" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "investment_lot_closings_order_idx" ON "investment_lot_closings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "investment_lots_holding_idx" ON "investment_lots" USING btree ("user_id","product_id","acquired_on");--> statement-breakpoint
CREATE INDEX "investment_orders_user_idx" ON "investment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "investment_orders_open_idx" ON "investment_orders" USING btree ("user_id","product_id","status");--> statement-breakpoint
CREATE INDEX "investment_station_items_user_idx" ON "investment_station_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");