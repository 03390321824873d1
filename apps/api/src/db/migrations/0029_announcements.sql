CREATE TABLE "mail_bodies" (
	"id" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"email" text PRIMARY KEY NOT NULL,
	"announcements" boolean DEFAULT true NOT NULL,
	"event_reminders" boolean DEFAULT true NOT NULL,
	"muted_organizations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"permanent_failures" integer DEFAULT 0 NOT NULL,
	"last_error" text NOT NULL,
	"suppressed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_recipients" (
	"announcement_id" uuid NOT NULL,
	"email" text NOT NULL,
	"outbox_id" text,
	"skipped" text,
	CONSTRAINT "announcement_recipients_announcement_id_email_pk" PRIMARY KEY("announcement_id","email")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience" jsonb NOT NULL,
	"visibility" text NOT NULL,
	"post_to_discord" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"recipient_count" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "mail_outbox_due";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "body_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "skipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_recipients_outbox" ON "announcement_recipients" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "announcements_by_status" ON "announcements" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("next_attempt_at") WHERE sent_at is null and failed_at is null and skipped_at is null;