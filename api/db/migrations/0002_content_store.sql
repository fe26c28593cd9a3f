CREATE TABLE "daily_tips" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"source" text NOT NULL,
	"url" text
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"category" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"chapters" jsonb NOT NULL,
	"transcript" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "outline" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "resources_type_idx" ON "resources" USING btree ("type","position");