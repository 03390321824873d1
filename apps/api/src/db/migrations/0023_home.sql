CREATE TABLE "audit_verifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"intact" boolean NOT NULL,
	"entries" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_invitations" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "room_requests_awaiting_review" ON "room_requests" USING btree ("semester") WHERE "room_requests"."status" = 'created';--> statement-breakpoint
CREATE INDEX "ticket_purchases_email" ON "ticket_purchases" USING btree ("email");--> statement-breakpoint
CREATE INDEX "ticket_purchases_merch_awaiting_pickup" ON "ticket_purchases" USING btree ("item_id") WHERE "ticket_purchases"."type" = 'merch' and not "ticket_purchases"."fulfilled" and not "ticket_purchases"."refunded";--> statement-breakpoint
CREATE INDEX "store_order_lines_unfulfilled" ON "store_order_lines" USING btree ("order_id","product_id") WHERE "store_order_lines"."fulfilled_at" is null;--> statement-breakpoint
-- Invitations made before sign-ins were recorded: one whose person has since filled in a name
-- (the first sign-in asks for it) or holds a session counts as accepted.
UPDATE "directory_invitations" AS i SET "accepted_at" = i."invited_at"
WHERE EXISTS (SELECT 1 FROM "directory_users" u WHERE lower(u."mail") = i."email" AND u."given_name" IS NOT NULL)
   OR EXISTS (SELECT 1 FROM "sessions" s WHERE lower(s."username") = i."email");
