CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"location" text NOT NULL,
	"location_link" text,
	"host" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"paid_event_id" text,
	"repeats" text,
	"repeat_ends_at" timestamp with time zone,
	"repeat_excludes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_organizations_id_fk" FOREIGN KEY ("host") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_starts_at" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_host" ON "events" USING btree ("host");