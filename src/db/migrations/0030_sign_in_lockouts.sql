CREATE TABLE "sign_in_lockouts" (
	"key" text PRIMARY KEY NOT NULL,
	"account" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_lockouts_account_idx" ON "sign_in_lockouts" USING btree ("account");--> statement-breakpoint
CREATE INDEX "sign_in_lockouts_last_failure_idx" ON "sign_in_lockouts" USING btree ("last_failure_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "sign_in_blocked_until";