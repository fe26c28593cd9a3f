CREATE TABLE "investment_order_chats" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"last_author" text NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_order_chats_author_check" CHECK ("investment_order_chats"."last_author" in ('member', 'advisor'))
);
--> statement-breakpoint
CREATE TABLE "investment_order_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author" text NOT NULL,
	"advisor_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_order_messages_author_check" CHECK ("investment_order_messages"."author" in ('member', 'advisor')),
	CONSTRAINT "investment_order_messages_length_check" CHECK (char_length("investment_order_messages"."message") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "investment_order_chats" ADD CONSTRAINT "investment_order_chats_order_id_investment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."investment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_order_chats" ADD CONSTRAINT "investment_order_chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_order_chats" ADD CONSTRAINT "investment_order_chats_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_order_messages" ADD CONSTRAINT "investment_order_messages_order_id_investment_order_chats_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."investment_order_chats"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_order_messages" ADD CONSTRAINT "investment_order_messages_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_order_chats_desk_idx" ON "investment_order_chats" USING btree ("closed_at","last_author","last_message_at");--> statement-breakpoint
CREATE INDEX "investment_order_messages_order_idx" ON "investment_order_messages" USING btree ("order_id","id");