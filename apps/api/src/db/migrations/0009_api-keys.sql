ALTER TABLE "api_keys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_hash" ON "api_keys" USING btree ("secret_hash");