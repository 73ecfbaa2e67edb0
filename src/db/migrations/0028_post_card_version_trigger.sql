-- posts.card_version changes whenever a column the post card shows changes (not the counters or
-- the explore score), so the card content cached per server process under (id, card_version)
-- is never served stale (src/db/queries/card-contents.ts keeps this list in CARD_CONTENT_COLUMNS).
CREATE FUNCTION roamly_posts_card_version() RETURNS trigger AS $$
BEGIN
  NEW.card_version := OLD.card_version + 1;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER posts_card_version_trigger
BEFORE UPDATE OF user_id, content, location, tags, travel_insights, image_url, video_url,
  ai_captions, ai_thumbnails, media, privacy, allow_comments, created_at, updated_at ON posts
FOR EACH ROW
WHEN ((OLD.user_id, OLD.content, OLD.location, OLD.tags, OLD.travel_insights, OLD.image_url,
  OLD.video_url, OLD.ai_captions, OLD.ai_thumbnails, OLD.media, OLD.privacy, OLD.allow_comments,
  OLD.created_at, OLD.updated_at)
  IS DISTINCT FROM (NEW.user_id, NEW.content, NEW.location, NEW.tags, NEW.travel_insights,
  NEW.image_url, NEW.video_url, NEW.ai_captions, NEW.ai_thumbnails, NEW.media, NEW.privacy,
  NEW.allow_comments, NEW.created_at, NEW.updated_at))
EXECUTE FUNCTION roamly_posts_card_version();
