CREATE TABLE "provider_intents" (
	"key" text PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
