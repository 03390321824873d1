CREATE TABLE "room_request_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"notes" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"semester" text NOT NULL,
	"requested_by" text NOT NULL,
	"title" text NOT NULL,
	"host" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_request_updates" ADD CONSTRAINT "room_request_updates_request_id_room_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."room_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_requests" ADD CONSTRAINT "room_requests_host_organizations_id_fk" FOREIGN KEY ("host") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_request_updates_request" ON "room_request_updates" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "room_requests_semester_requester" ON "room_requests" USING btree ("semester","requested_by");