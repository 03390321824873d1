CREATE TABLE "org_lead_details" (
	"org_id" text NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"non_voting_member" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_lead_details_org_id_username_pk" PRIMARY KEY("org_id","username")
);
--> statement-breakpoint
CREATE TABLE "org_lead_groups" (
	"org_id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_lead_details" ADD CONSTRAINT "org_lead_details_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_lead_groups" ADD CONSTRAINT "org_lead_groups_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;