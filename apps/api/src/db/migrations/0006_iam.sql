CREATE TABLE "directory_invitations" (
	"email" text PRIMARY KEY NOT NULL,
	"invited_by" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL
);
