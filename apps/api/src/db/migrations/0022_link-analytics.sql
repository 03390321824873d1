CREATE TABLE "link_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"referrer_host" text,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"bot" boolean NOT NULL,
	"qr" boolean NOT NULL,
	"visitor" text NOT NULL,
	"clicks" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_daily_totals" (
	"link_id" bigint NOT NULL,
	"day" date NOT NULL,
	"clicks" integer NOT NULL,
	"unique_visitors" integer NOT NULL,
	"qr" integer NOT NULL,
	"bots" integer NOT NULL,
	"referrers" jsonb NOT NULL,
	"devices" jsonb NOT NULL,
	"browsers" jsonb NOT NULL,
	CONSTRAINT "link_daily_totals_link_id_day_pk" PRIMARY KEY("link_id","day")
);
--> statement-breakpoint
CREATE TABLE "link_visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "max_clicks" bigint;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "fallback_url" text;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "link_clicks" ADD CONSTRAINT "link_clicks_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_daily_totals" ADD CONSTRAINT "link_daily_totals_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_clicks_link_day" ON "link_clicks" USING btree ("link_id","day");--> statement-breakpoint
CREATE INDEX "link_clicks_day" ON "link_clicks" USING btree ("day");