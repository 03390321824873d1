CREATE TABLE "ticket_check_in_requests" (
	"actor" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_check_in_requests_actor_key_pk" PRIMARY KEY("actor","key")
);
--> statement-breakpoint
CREATE TABLE "ticket_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"email" text NOT NULL,
	"quantity" integer NOT NULL,
	"size" text,
	"unit_price_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_items" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"member_price_cents" integer NOT NULL,
	"non_member_price_cents" integer NOT NULL,
	"capacity" integer,
	"reserved" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"sales_open_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_items_capacity" CHECK ("ticket_items"."capacity" is null or "ticket_items"."reserved" <= "ticket_items"."capacity"),
	CONSTRAINT "ticket_items_counts" CHECK ("ticket_items"."reserved" >= 0 and "ticket_items"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"quantity" integer NOT NULL,
	"size" text,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"fulfilled" boolean DEFAULT false NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"fulfilled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_checkouts" ADD CONSTRAINT "ticket_checkouts_item_id_ticket_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."ticket_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_purchases" ADD CONSTRAINT "ticket_purchases_item_id_ticket_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."ticket_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_checkouts_pending" ON "ticket_checkouts" USING btree ("item_id","expires_at") WHERE "ticket_checkouts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_purchases_payment_intent" ON "ticket_purchases" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "ticket_purchases_item" ON "ticket_purchases" USING btree ("item_id","created_at");