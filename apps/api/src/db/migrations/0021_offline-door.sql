CREATE TABLE "door_conflicts" (
	"second_scan_id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"purchase_id" text NOT NULL,
	"first_scan_id" text,
	"first_device_id" text,
	"first_actor" text NOT NULL,
	"first_scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "door_scans" (
	"scan_id" text PRIMARY KEY NOT NULL,
	"item_id" text,
	"device_id" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"email" text,
	"purchase_id" text,
	"outcome" text NOT NULL,
	"message" text NOT NULL,
	"online" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "door_conflicts" ADD CONSTRAINT "door_conflicts_second_scan_id_door_scans_scan_id_fk" FOREIGN KEY ("second_scan_id") REFERENCES "public"."door_scans"("scan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_conflicts_item" ON "door_conflicts" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "door_scans_item" ON "door_scans" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "door_scans_admission" ON "door_scans" USING btree ("purchase_id") WHERE "door_scans"."outcome" = 'admitted';