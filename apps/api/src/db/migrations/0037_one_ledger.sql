-- One ledger (decision 0063): every single-item checkout and purchase becomes an order of one line,
-- keeping its id, then the two tables go and the spec's purchases are a view of the orders.
-- A product sold before it had a variant gets its General one, carrying the product's counters.
INSERT INTO "store_variants" ("product_id", "name", "position", "member_price_cents", "non_member_price_cents", "reserved", "sold")
SELECT p."id", 'General', 0, p."member_price_cents", p."non_member_price_cents",
  CASE WHEN p."type" = 'ticket' THEN p."reserved" ELSE p."sold" END, p."sold"
FROM "store_products" p
WHERE NOT EXISTS (SELECT 1 FROM "store_variants" v WHERE v."product_id" = p."id")
  AND (EXISTS (SELECT 1 FROM "ticket_purchases" tp WHERE tp."item_id" = p."id")
    OR EXISTS (SELECT 1 FROM "ticket_checkouts" tc WHERE tc."item_id" = p."id"));--> statement-breakpoint
-- The variant an old row counts in: its size's, else General, else the first.
CREATE TEMPORARY TABLE "one_ledger_rows" AS
SELECT tp."id" AS "order_id", tp."item_id", tp."email", NULL::text AS "buyer", NULL::text AS "client_address",
  CASE WHEN tp."refunded" THEN 'refunded' ELSE 'paid' END AS "status", tp."quantity", tp."size",
  tp."amount_cents", tp."payment_intent_id", tp."created_at" AS "expires_at", tp."created_at" AS "paid_at",
  CASE WHEN tp."fulfilled" THEN coalesce(tp."fulfilled_at", tp."created_at") END AS "fulfilled_at",
  tp."fulfilled_by", tp."created_at", tp."type"
FROM "ticket_purchases" tp
UNION ALL
-- A completed checkout's purchase is the record of its sale; the others keep their ids, so a
-- payment arriving for one (its session names the checkout) lands on its order.
SELECT tc."id"::text, tc."item_id", tc."email", tc."buyer", tc."client_address", tc."status",
  tc."quantity", tc."size", tc."unit_price_cents" * tc."quantity", NULL, tc."expires_at", NULL, NULL, NULL,
  tc."created_at", p."type"
FROM "ticket_checkouts" tc JOIN "store_products" p ON p."id" = tc."item_id"
WHERE tc."status" <> 'completed';--> statement-breakpoint
INSERT INTO "store_orders" ("id", "email", "buyer", "client_address", "status", "subtotal_cents", "discount_cents",
  "total_cents", "payment_intent_id", "expires_at", "paid_at", "refunded_at", "created_at")
SELECT r."order_id", r."email", r."buyer", r."client_address", r."status", r."amount_cents", 0, r."amount_cents",
  r."payment_intent_id", r."expires_at", r."paid_at", CASE WHEN r."status" = 'refunded' THEN r."created_at" END,
  r."created_at"
FROM "one_ledger_rows" r;--> statement-breakpoint
INSERT INTO "store_order_lines" ("order_id", "product_id", "variant_id", "quantity", "unit_price_cents",
  "discount_cents", "fulfilled_at", "fulfilled_by")
SELECT r."order_id", r."item_id",
  (SELECT v."id" FROM "store_variants" v WHERE v."product_id" = r."item_id"
    ORDER BY (v."name" = r."size") IS TRUE DESC, (v."name" = 'General') DESC, v."position", v."id" LIMIT 1),
  r."quantity", ceil(r."amount_cents"::numeric / r."quantity")::int,
  ceil(r."amount_cents"::numeric / r."quantity")::int * r."quantity" - r."amount_cents",
  r."fulfilled_at", r."fulfilled_by"
FROM "one_ledger_rows" r;--> statement-breakpoint
-- Holds stay as they were: a ticket's checkout held its product and its variant already, so its
-- order holds the same. Merchandise held nothing unpaid and its product counted no sale in
-- `reserved`; an order holds both, so a merchandise product now counts its paid and pending lines,
-- and a variant its pending ones (within a stock a manager set, which nothing here may overrun).
WITH merch AS (
  SELECT r."item_id", sum(r."quantity") AS "units" FROM "one_ledger_rows" r
  WHERE r."type" = 'merch' AND r."status" IN ('paid', 'pending') GROUP BY r."item_id"
)
UPDATE "store_products" p SET "reserved" = CASE WHEN p."capacity" IS NULL THEN p."reserved" + m."units"
  ELSE least(p."capacity", p."reserved" + m."units") END
FROM merch m WHERE p."id" = m."item_id";--> statement-breakpoint
WITH held AS (
  SELECT l."variant_id", sum(l."quantity") AS "units" FROM "one_ledger_rows" r
  JOIN "store_order_lines" l ON l."order_id" = r."order_id"
  WHERE r."type" = 'merch' AND r."status" = 'pending' GROUP BY l."variant_id"
)
UPDATE "store_variants" v SET "reserved" = CASE WHEN v."inventory_count" IS NULL THEN v."reserved" + h."units"
  ELSE least(v."inventory_count", v."reserved" + h."units") END
FROM held h WHERE v."id" = h."variant_id";--> statement-breakpoint
DROP TABLE "one_ledger_rows";--> statement-breakpoint
DROP TABLE "ticket_checkouts" CASCADE;--> statement-breakpoint
DROP TABLE "ticket_purchases" CASCADE;--> statement-breakpoint
CREATE VIEW "store_purchases" AS
SELECT l."id" AS "line_id", o."id", l."product_id" AS "item_id", p."type", o."email", o."buyer", l."quantity",
  CASE WHEN p."type" = 'merch' AND v."name" <> 'General' THEN v."name" END AS "size",
  coalesce(o."payment_intent_id", o."id") AS "payment_intent_id",
  l."unit_price_cents" * l."quantity" - l."discount_cents" AS "amount_cents",
  o."status" <> 'paid' AS "refunded",
  l."fulfilled_at" IS NOT NULL AS "fulfilled", l."fulfilled_at", l."fulfilled_by",
  coalesce(o."paid_at", o."created_at") AS "created_at"
FROM "store_order_lines" l
JOIN "store_orders" o ON o."id" = l."order_id"
JOIN "store_products" p ON p."id" = l."product_id"
JOIN "store_variants" v ON v."id" = l."variant_id"
WHERE o."status" IN ('paid', 'refunded', 'sale_failed');
