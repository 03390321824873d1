CREATE TABLE "rsvp_configs" (
	"event_id" uuid NOT NULL,
	"occurrence" text DEFAULT '' NOT NULL,
	"rsvp_limit" integer,
	"rsvp_open_at" timestamp with time zone NOT NULL,
	"rsvp_close_at" timestamp with time zone NOT NULL,
	"rsvp_check_in_enabled" boolean NOT NULL,
	"waitlist" boolean NOT NULL,
	"reminder_hours_before" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "rsvp_configs_event_id_occurrence_pk" PRIMARY KEY("event_id","occurrence")
);
--> statement-breakpoint
CREATE TABLE "rsvp_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"graduation_year" integer NOT NULL,
	"graduation_month" text NOT NULL,
	"degree" text NOT NULL,
	"major" text NOT NULL,
	"interests" jsonb NOT NULL,
	"dietary_restrictions" jsonb NOT NULL,
	"dietary_other" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsvps" (
	"event_id" uuid NOT NULL,
	"occurrence" text DEFAULT '' NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "rsvps_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"profile" jsonb,
	"paid_member" boolean NOT NULL,
	"walk_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" text,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "rsvps_event_id_occurrence_user_id_pk" PRIMARY KEY("event_id","occurrence","user_id")
);
--> statement-breakpoint
ALTER TABLE "rsvp_configs" ADD CONSTRAINT "rsvp_configs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rsvps_by_status" ON "rsvps" USING btree ("event_id","occurrence","status","seq");--> statement-breakpoint
CREATE INDEX "rsvps_by_user" ON "rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rsvps_to_remind" ON "rsvps" USING btree ("event_id","occurrence") WHERE status = 'confirmed' and reminded_at is null;