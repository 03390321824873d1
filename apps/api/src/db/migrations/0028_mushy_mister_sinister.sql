CREATE TABLE "election_ballots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"election_id" uuid NOT NULL,
	"receipt" text NOT NULL,
	"choices" jsonb NOT NULL,
	CONSTRAINT "election_ballots_receipt" UNIQUE("receipt")
);
--> statement-breakpoint
CREATE TABLE "election_roll" (
	"election_id" uuid NOT NULL,
	"net_id" text NOT NULL,
	"voted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "election_roll_election_id_net_id_pk" PRIMARY KEY("election_id","net_id")
);
--> statement-breakpoint
CREATE TABLE "elections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"eligibility" jsonb NOT NULL,
	"positions" jsonb NOT NULL,
	"seed" text,
	"roll_size" integer,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"results" jsonb,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "election_ballots" ADD CONSTRAINT "election_ballots_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_roll" ADD CONSTRAINT "election_roll_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "election_ballots_election" ON "election_ballots" USING btree ("election_id");