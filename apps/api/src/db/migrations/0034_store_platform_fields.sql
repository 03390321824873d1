ALTER TABLE "store_products" ADD COLUMN "variant_friendly_name" text DEFAULT 'Size' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_variants" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "store_variants" ADD COLUMN "exchanges_allowed" boolean DEFAULT true NOT NULL;