CREATE TABLE "links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"redirect" text NOT NULL,
	"owner" text NOT NULL,
	"access" text[] DEFAULT '{}'::text[] NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "links_slug_lower" ON "links" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "links_owner" ON "links" USING btree ("owner");