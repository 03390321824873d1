CREATE TABLE "discord_scheduled_events" (
	"event_id" uuid NOT NULL,
	"occurrence" text NOT NULL,
	"discord_event_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sent_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discord_scheduled_events_event_id_occurrence_pk" PRIMARY KEY("event_id","occurrence")
);
--> statement-breakpoint
CREATE TABLE "integration_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"held_until" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "integration_outbox_pending_subject" ON "integration_outbox" USING btree ("subject") WHERE done_at is null and failed_at is null;--> statement-breakpoint
CREATE INDEX "integration_outbox_due" ON "integration_outbox" USING btree ("next_attempt_at") WHERE done_at is null and failed_at is null;