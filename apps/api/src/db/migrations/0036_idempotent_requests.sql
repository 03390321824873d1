ALTER TABLE "ticket_check_in_requests" RENAME TO "idempotent_requests";--> statement-breakpoint
ALTER TABLE "idempotent_requests" DROP CONSTRAINT "ticket_check_in_requests_actor_key_pk";--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD COLUMN "scope" text DEFAULT 'tickets.check-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ALTER COLUMN "scope" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD COLUMN "resource" text;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_scope_actor_key_pk" PRIMARY KEY("scope","actor","key");
