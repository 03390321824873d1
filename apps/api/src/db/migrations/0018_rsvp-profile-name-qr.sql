ALTER TABLE "rsvp_profiles" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvp_profiles" ADD COLUMN "check_in_qr" text;