-- Issue 6: a member's posts by time carry their privacy, so the home feed's per-followee probes and
-- the profile page's keys are index-only scans (drizzle's index builder cannot write INCLUDE, hence
-- a custom migration; the schema keeps declaring the same name and key columns).
DROP INDEX IF EXISTS "posts_user_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "posts_user_id_created_at_idx" ON "posts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("privacy");
