CREATE TABLE "social_campaign_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"number" integer NOT NULL,
	"platform" text NOT NULL,
	"content_type" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"hashtags" text[] DEFAULT '{}' NOT NULL,
	"destination" text NOT NULL,
	"image_url" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_credits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"mode" text,
	"scheduled_for" timestamp with time zone,
	"published_at" timestamp with time zone,
	"platform_post_id" text,
	"post_url" text,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"checkpoint" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"error" text,
	"retryable" boolean DEFAULT false NOT NULL,
	"problems" text[] DEFAULT '{}' NOT NULL,
	"likes" integer,
	"comments" integer,
	"reach" integer,
	"metrics_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_campaign_posts_attempts_check" CHECK ("social_campaign_posts"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "social_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"reference_image_url" text,
	"openai_file_id" text,
	"strategy" text NOT NULL,
	"target_platforms" text[] NOT NULL,
	"content_types" text[] NOT NULL,
	"scheduling_rules" jsonb NOT NULL,
	"content_settings" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"analytics_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_campaign_posts" ADD CONSTRAINT "social_campaign_posts_campaign_id_social_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."social_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_campaigns" ADD CONSTRAINT "social_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_campaign_posts_number_key" ON "social_campaign_posts" USING btree ("campaign_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "social_campaign_posts_idempotency_key" ON "social_campaign_posts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "social_campaign_posts_campaign_idx" ON "social_campaign_posts" USING btree ("campaign_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "social_campaign_posts_due_idx" ON "social_campaign_posts" USING btree ("next_attempt_at") WHERE "social_campaign_posts"."status" IN ('scheduled', 'publishing');--> statement-breakpoint
CREATE INDEX "social_campaign_posts_scheduled_idx" ON "social_campaign_posts" USING btree ("scheduled_for","id") WHERE "social_campaign_posts"."status" IN ('scheduled', 'publishing', 'failed');--> statement-breakpoint
CREATE INDEX "social_campaign_posts_published_idx" ON "social_campaign_posts" USING btree ("platform","published_at" DESC NULLS LAST) WHERE "social_campaign_posts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "social_campaigns_created_idx" ON "social_campaigns" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);