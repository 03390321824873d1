CREATE TABLE "revoked_bearer_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rsvp_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "revoked_bearer_tokens_expires" ON "revoked_bearer_tokens" USING btree ("expires_at");