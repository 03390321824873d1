CREATE TABLE "election_photos" (
	"election_id" uuid NOT NULL,
	"id" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "election_photos_election_id_id_pk" PRIMARY KEY("election_id","id")
);
--> statement-breakpoint
ALTER TABLE "election_photos" ADD CONSTRAINT "election_photos_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;