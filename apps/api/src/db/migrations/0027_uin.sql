ALTER TABLE "directory_users" ADD COLUMN "uin_hash" text;--> statement-breakpoint
ALTER TABLE "directory_users" ADD COLUMN "uin_encrypted" text;--> statement-breakpoint
ALTER TABLE "directory_users" ADD CONSTRAINT "directory_users_uin_hash_unique" UNIQUE("uin_hash");