CREATE TABLE "content_items" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"category" text NOT NULL,
	"published_at" date NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	"source_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"page_url" text NOT NULL,
	"time_zone" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_items_kind_published_idx" ON "content_items" USING btree ("kind","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "page_views_visitor_path_idx" ON "page_views" USING btree ("visitor_id","page_url");