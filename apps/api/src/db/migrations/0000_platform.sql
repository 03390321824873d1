CREATE TABLE "api_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"owner" text NOT NULL,
	"roles" jsonb NOT NULL,
	"restrictions" jsonb,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"module" text NOT NULL,
	"actor" text NOT NULL,
	"target" text NOT NULL,
	"message" text NOT NULL,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "auth_flows" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_group_members" (
	"group_id" text NOT NULL,
	"username" text NOT NULL,
	CONSTRAINT "directory_group_members_group_id_username_pk" PRIMARY KEY("group_id","username")
);
--> statement-breakpoint
CREATE TABLE "directory_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_users" (
	"username" text PRIMARY KEY NOT NULL,
	"mail" text NOT NULL,
	"display_name" text,
	"given_name" text,
	"surname" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_accounts" (
	"username" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_store" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	CONSTRAINT "idp_store_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "org_roles" (
	"username" text NOT NULL,
	"org_id" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "org_roles_username_org_id_pk" PRIMARY KEY("username","org_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"website" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_assignments" (
	"principal_type" text NOT NULL,
	"principal_id" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "role_assignments_principal_type_principal_id_role_pk" PRIMARY KEY("principal_type","principal_id","role")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"id_token" text,
	"access_token" text,
	"refresh_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_group_members" ADD CONSTRAINT "directory_group_members_group_id_directory_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."directory_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_roles" ADD CONSTRAINT "org_roles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_module_time" ON "audit_log" USING btree ("module","created_at");--> statement-breakpoint
CREATE INDEX "directory_group_members_user" ON "directory_group_members" USING btree ("username");--> statement-breakpoint
CREATE INDEX "idp_store_grant" ON "idp_store" USING btree ("grant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idp_store_uid" ON "idp_store" USING btree ("model","uid") WHERE "idp_store"."uid" is not null;--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" USING btree ("expires_at");