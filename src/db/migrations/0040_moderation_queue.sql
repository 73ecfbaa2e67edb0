CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"subject_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"rank_key" double precision DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_action_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "post_reports" DROP CONSTRAINT "post_reports_post_id_posts_id_fk";
--> statement-breakpoint
DROP INDEX "post_reports_post_id_reporter_id_key";--> statement-breakpoint
ALTER TABLE "post_reports" ALTER COLUMN "post_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_reports" ADD COLUMN "target_type" text DEFAULT 'post' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_reports" ADD COLUMN "target_id" uuid;--> statement-breakpoint
UPDATE "post_reports" SET "target_id" = "post_id";--> statement-breakpoint
ALTER TABLE "post_reports" ALTER COLUMN "target_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "post_reports" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "post_reports" ADD COLUMN "weight" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_reports" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "sensitive_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_target_key" ON "moderation_cases" USING btree ("target_type","target_id") WHERE "moderation_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("rank_key" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "moderation_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_closed_idx" ON "moderation_cases" USING btree ("status","closed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "moderation_cases"."status" <> 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_first_action_idx" ON "moderation_cases" USING btree ("first_action_at") WHERE "moderation_cases"."first_action_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "moderation_cases_subject_idx" ON "moderation_cases" USING btree ("subject_id");--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_reports_target_reporter_key" ON "post_reports" USING btree ("target_type","target_id","reporter_id");--> statement-breakpoint
CREATE INDEX "post_reports_case_id_idx" ON "post_reports" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "post_reports_reporter_outcome_idx" ON "post_reports" USING btree ("reporter_id","outcome");--> statement-breakpoint
CREATE INDEX "post_reports_post_id_idx" ON "post_reports" USING btree ("post_id");--> statement-breakpoint
-- The post card now shows whether a moderator marked the post sensitive or hid it: sensitive_at
-- and hidden_at join the columns that move card_version (migration 0028; CARD_CONTENT_COLUMNS in
-- card-contents.ts).
DROP TRIGGER posts_card_version_trigger ON posts;--> statement-breakpoint
CREATE TRIGGER posts_card_version_trigger
BEFORE UPDATE OF user_id, content, location, tags, travel_insights, image_url, video_url,
  ai_captions, ai_thumbnails, media, privacy, allow_comments, sensitive_at, hidden_at, created_at,
  updated_at ON posts
FOR EACH ROW
WHEN ((OLD.user_id, OLD.content, OLD.location, OLD.tags, OLD.travel_insights, OLD.image_url,
  OLD.video_url, OLD.ai_captions, OLD.ai_thumbnails, OLD.media, OLD.privacy, OLD.allow_comments,
  OLD.sensitive_at, OLD.hidden_at, OLD.created_at, OLD.updated_at)
  IS DISTINCT FROM (NEW.user_id, NEW.content, NEW.location, NEW.tags, NEW.travel_insights,
  NEW.image_url, NEW.video_url, NEW.ai_captions, NEW.ai_thumbnails, NEW.media, NEW.privacy,
  NEW.allow_comments, NEW.sensitive_at, NEW.hidden_at, NEW.created_at, NEW.updated_at))
EXECUTE FUNCTION roamly_posts_card_version();
--> statement-breakpoint
-- Reports filed before the queue existed join one open case per post, ranked by the same score
-- as new ones (src/db/queries/moderation.ts; newcomers' weight 1).
-- backfill:start
INSERT INTO moderation_cases (target_type, target_id, subject_id, opened_at, last_reported_at)
SELECT 'post', r.target_id, p.user_id, min(r.created_at), max(r.created_at)
FROM post_reports r JOIN posts p ON p.id = r.target_id
WHERE r.case_id IS NULL AND r.target_type = 'post'
GROUP BY r.target_id, p.user_id
ON CONFLICT (target_type, target_id) WHERE status = 'open' DO NOTHING;--> statement-breakpoint
UPDATE post_reports r SET case_id = mc.id
FROM moderation_cases mc
WHERE r.case_id IS NULL AND mc.status = 'open' AND mc.target_type = r.target_type
  AND mc.target_id = r.target_id;--> statement-breakpoint
UPDATE moderation_cases mc SET rank_key = 4 * x.weights + 3 * x.severity
  - extract(epoch FROM mc.opened_at) / 21600
FROM (SELECT case_id, sum(weight) AS weights, max(CASE reason WHEN 'violence' THEN 5 WHEN 'hate' THEN 5
        WHEN 'nudity' THEN 4 WHEN 'harassment' THEN 4 WHEN 'misinformation' THEN 2
        WHEN 'copyright' THEN 2 ELSE 1 END) AS severity
      FROM post_reports WHERE case_id IS NOT NULL GROUP BY case_id) x
WHERE x.case_id = mc.id AND mc.rank_key = 0;
-- backfill:end
