CREATE TABLE "store_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"fulfilled_by" text
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"net_id" text,
	"client_address" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"promo_code" text,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_intent_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refunded_by" text,
	"refund_reason" text,
	"restocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_product_images" (
	"product_id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"product_ids" text[],
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_promo_codes_uses" CHECK ("store_promo_codes"."max_uses" is null or "store_promo_codes"."uses" + "store_promo_codes"."held" <= "store_promo_codes"."max_uses"),
	CONSTRAINT "store_promo_codes_counts" CHECK ("store_promo_codes"."uses" >= 0 and "store_promo_codes"."held" >= 0),
	CONSTRAINT "store_promo_codes_discount" CHECK (("store_promo_codes"."percent_off" is null) <> ("store_promo_codes"."amount_off_cents" is null))
);
--> statement-breakpoint
CREATE TABLE "store_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"member_price_cents" integer NOT NULL,
	"non_member_price_cents" integer NOT NULL,
	"inventory_count" integer,
	"reserved" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"open_at" timestamp with time zone,
	"close_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_variants_inventory" CHECK ("store_variants"."inventory_count" is null or "store_variants"."reserved" <= "store_variants"."inventory_count"),
	CONSTRAINT "store_variants_counts" CHECK ("store_variants"."reserved" >= 0 and "store_variants"."sold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ticket_items" RENAME TO "store_products";--> statement-breakpoint
ALTER TABLE "store_products" DROP CONSTRAINT "ticket_items_capacity";--> statement-breakpoint
ALTER TABLE "store_products" DROP CONSTRAINT "ticket_items_counts";--> statement-breakpoint
ALTER TABLE "ticket_checkouts" DROP CONSTRAINT "ticket_checkouts_item_id_ticket_items_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_purchases" DROP CONSTRAINT "ticket_purchases_item_id_ticket_items_id_fk";
--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "image_version" integer;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "limit_type" text;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "limit_max" integer;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "additional_email_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_variant_id_store_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."store_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_images" ADD CONSTRAINT "store_product_images_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variants" ADD CONSTRAINT "store_variants_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_order_lines_order" ON "store_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "store_order_lines_product" ON "store_order_lines" USING btree ("product_id","variant_id");--> statement-breakpoint
CREATE INDEX "store_orders_email" ON "store_orders" USING btree (lower("email"),"status");--> statement-breakpoint
CREATE INDEX "store_orders_pending" ON "store_orders" USING btree ("expires_at") WHERE "store_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_payment_intent" ON "store_orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "store_variants_product" ON "store_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "ticket_checkouts" ADD CONSTRAINT "ticket_checkouts_item_id_store_products_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."store_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_purchases" ADD CONSTRAINT "ticket_purchases_item_id_store_products_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."store_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_capacity" CHECK ("store_products"."capacity" is null or "store_products"."reserved" <= "store_products"."capacity");--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_counts" CHECK ("store_products"."reserved" >= 0 and "store_products"."sold" >= 0);--> statement-breakpoint
ALTER TABLE "store_products" RENAME CONSTRAINT "ticket_items_pkey" TO "store_products_pkey";--> statement-breakpoint
-- Each item becomes a product: a ticket item, or merchandise without sizes, gets one "General"
-- variant that carries the item's counters; merchandise with sizes gets a variant per size, in
-- the item's order, counting what was sold in that size (merchandise held nothing unpaid).
INSERT INTO "store_variants" ("product_id", "name", "position", "member_price_cents", "non_member_price_cents", "reserved", "sold")
SELECT "id", 'General', 0, "member_price_cents", "non_member_price_cents", "reserved", "sold"
FROM "store_products" WHERE "type" = 'ticket' OR cardinality("sizes") = 0;--> statement-breakpoint
INSERT INTO "store_variants" ("product_id", "name", "position", "member_price_cents", "non_member_price_cents", "reserved", "sold")
SELECT p."id", s."size", s."position" - 1, p."member_price_cents", p."non_member_price_cents",
       coalesce(sold."n", 0), coalesce(sold."n", 0)
FROM "store_products" p
CROSS JOIN LATERAL unnest(p."sizes") WITH ORDINALITY AS s("size", "position")
LEFT JOIN LATERAL (
  SELECT sum("quantity")::int AS "n" FROM "ticket_purchases" tp
  WHERE tp."item_id" = p."id" AND tp."size" = s."size" AND NOT tp."refunded"
) sold ON true
WHERE p."type" = 'merch' AND cardinality(p."sizes") > 0;
