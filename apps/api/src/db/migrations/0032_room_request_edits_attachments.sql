CREATE TABLE "room_request_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" bigint,
	"pending_key_hash" text,
	"pending_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "room_request_updates" ADD COLUMN "diff" jsonb;--> statement-breakpoint
ALTER TABLE "room_request_attachments" ADD CONSTRAINT "room_request_attachments_request_id_room_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."room_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_request_attachments" ADD CONSTRAINT "room_request_attachments_update_id_room_request_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."room_request_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_request_attachments_request" ON "room_request_attachments" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "room_request_attachments_update" ON "room_request_attachments" USING btree ("update_id");