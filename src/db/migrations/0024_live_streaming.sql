CREATE TABLE "stream_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"channel_arn" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"viewer_connections" integer DEFAULT 0 NOT NULL,
	"watch_seconds" integer DEFAULT 0 NOT NULL,
	"chat_messages" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stream_sessions" ADD CONSTRAINT "stream_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stream_sessions_one_live_per_owner" ON "stream_sessions" USING btree ("owner_id") WHERE status = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "stream_sessions_one_live_per_ivs_channel" ON "stream_sessions" USING btree ("channel_arn") WHERE status = 'live' AND provider = 'ivs';--> statement-breakpoint
CREATE INDEX "stream_sessions_live_started_idx" ON "stream_sessions" USING btree ("started_at" DESC NULLS LAST) WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "stream_sessions_owner_started_idx" ON "stream_sessions" USING btree ("owner_id","started_at" DESC NULLS LAST);