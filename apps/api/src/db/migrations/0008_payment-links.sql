CREATE TABLE "payment_links" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"invoice_amount_cents" integer NOT NULL,
	"paid_amount_cents" integer DEFAULT 0 NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "payment_links_user" ON "payment_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_links_deactivated" ON "payment_links" USING btree ("deactivated_at");