ALTER TABLE "local_checkouts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_checkouts" ADD COLUMN "buyer" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "buyer" text;--> statement-breakpoint
CREATE INDEX "ticket_checkouts_pending_buyer" ON "ticket_checkouts" USING btree ("buyer") WHERE "ticket_checkouts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "store_orders_buyer" ON "store_orders" USING btree ("buyer","status");