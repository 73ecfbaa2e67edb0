CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"stage" text DEFAULT 'off' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_stage_check" CHECK ("feature_flags"."stage" IN ('off', 'premium', 'everyone'))
);
--> statement-breakpoint
ALTER TABLE "help_messages" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "help_messages_priority_created_at_idx" ON "help_messages" USING btree ("priority" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "feature_flags" ("key", "name", "description", "stage") VALUES ('search-most-liked', 'Most liked search sort', 'Sort post search results by likes on /search. Early access for Premium members.', 'premium') ON CONFLICT ("key") DO NOTHING;
