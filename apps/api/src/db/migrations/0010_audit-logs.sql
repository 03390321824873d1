CREATE TABLE "audit_chain" (
	"id" integer PRIMARY KEY NOT NULL,
	"start_seq" bigint NOT NULL,
	"start_hash" text NOT NULL,
	"head_seq" bigint NOT NULL,
	"head_hash" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_log_module_time";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq" ON "audit_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_log_unsealed" ON "audit_log" USING btree ("id") WHERE "audit_log"."seq" is null;--> statement-breakpoint
CREATE INDEX "audit_log_request" ON "audit_log" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "audit_log_module_time" ON "audit_log" USING btree ("module","created_at","id");