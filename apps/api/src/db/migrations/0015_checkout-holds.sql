ALTER TABLE "ticket_checkouts" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "ticket_checkouts_pending_email" ON "ticket_checkouts" USING btree ("email") WHERE "ticket_checkouts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ticket_checkouts_pending_address" ON "ticket_checkouts" USING btree ("client_address") WHERE "ticket_checkouts"."status" = 'pending';