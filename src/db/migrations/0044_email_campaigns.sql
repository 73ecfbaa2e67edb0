CREATE TABLE "email_campaign_recipients" (
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"attempted_at" timestamp with time zone,
	CONSTRAINT "email_campaign_recipients_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "email_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"template_id" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"audience_count" integer NOT NULL,
	"personalizations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pause_reason" text,
	"created_by" uuid,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_campaign_recipients" ADD CONSTRAINT "email_campaign_recipients_campaign_id_email_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."email_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign_recipients" ADD CONSTRAINT "email_campaign_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_campaign_recipients_token_key" ON "email_campaign_recipients" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "email_campaign_recipients_status_idx" ON "email_campaign_recipients" USING btree ("campaign_id","status","user_id");--> statement-breakpoint
CREATE INDEX "email_campaign_recipients_attempted_idx" ON "email_campaign_recipients" USING btree ("campaign_id","attempted_at") WHERE "email_campaign_recipients"."attempted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "email_campaign_recipients_sent_user_idx" ON "email_campaign_recipients" USING btree ("user_id") WHERE "email_campaign_recipients"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "email_campaigns_created_at_idx" ON "email_campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_campaigns_one_active_kind_key" ON "email_campaigns" USING btree ("kind") WHERE "email_campaigns"."status" IN ('running', 'paused');