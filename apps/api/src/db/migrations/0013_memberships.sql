CREATE TABLE "external_list_members" (
	"list_id" text NOT NULL,
	"net_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_list_members_list_id_net_id_pk" PRIMARY KEY("list_id","net_id"),
	CONSTRAINT "external_list_members_net_id_lower" CHECK ("external_list_members"."net_id" = lower("external_list_members"."net_id"))
);
--> statement-breakpoint
CREATE TABLE "paid_members" (
	"net_id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paid_members_net_id_lower" CHECK ("paid_members"."net_id" = lower("paid_members"."net_id")),
	CONSTRAINT "paid_members_source" CHECK ("paid_members"."source" in ('payment', 'import', 'seed'))
);
--> statement-breakpoint
CREATE INDEX "external_list_members_net_id" ON "external_list_members" USING btree ("net_id");