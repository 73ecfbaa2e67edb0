-- Counters, explore ranking, activity rows and search indexes for posts (issue 6).
-- Everything here runs in the transaction of the write that causes it, so counts and activity
-- never drift from the rows they describe, and two concurrent likes each count once.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Reddit's "hot" ranking: log10(max(1, likes + 2 x comments)) + epoch seconds / 45000.
CREATE OR REPLACE FUNCTION roamly_explore_score(created_at timestamptz, likes integer, comments integer)
RETURNS double precision AS $$
  SELECT log(greatest(1, likes + 2 * comments)::numeric)::double precision
    + extract(epoch FROM created_at)::double precision / 45000
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION roamly_posts_score() RETURNS trigger AS $$
BEGIN
  NEW.explore_score := roamly_explore_score(NEW.created_at, NEW.likes_count, NEW.comments_count);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER posts_score_trigger BEFORE INSERT OR UPDATE OF likes_count, comments_count, created_at ON posts
  FOR EACH ROW EXECUTE FUNCTION roamly_posts_score();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION roamly_likes_change() RETURNS trigger AS $$
DECLARE
  author uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE posts SET likes_count = likes_count + 1 WHERE id = NEW.post_id RETURNING user_id INTO author;
    IF author IS NOT NULL AND author <> NEW.user_id THEN
      INSERT INTO activities (recipient_id, actor_id, type, post_id, created_at)
        VALUES (author, NEW.user_id, 'like', NEW.post_id, NEW.created_at)
        ON CONFLICT DO NOTHING;
    END IF;
  ELSE
    UPDATE posts SET likes_count = likes_count - 1 WHERE id = OLD.post_id;
    DELETE FROM activities WHERE type = 'like' AND post_id = OLD.post_id AND actor_id = OLD.user_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER likes_change_trigger AFTER INSERT OR DELETE ON likes
  FOR EACH ROW EXECUTE FUNCTION roamly_likes_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION roamly_comments_change() RETURNS trigger AS $$
DECLARE
  author uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE posts SET comments_count = comments_count + 1 WHERE id = NEW.post_id RETURNING user_id INTO author;
    IF author IS NOT NULL AND author <> NEW.user_id THEN
      INSERT INTO activities (recipient_id, actor_id, type, post_id, comment_id, created_at)
        VALUES (author, NEW.user_id, 'comment', NEW.post_id, NEW.id, NEW.created_at);
    END IF;
  ELSE
    -- The activity row goes with the comment (ON DELETE CASCADE).
    UPDATE posts SET comments_count = comments_count - 1 WHERE id = OLD.post_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER comments_change_trigger AFTER INSERT OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION roamly_comments_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION roamly_follows_activity() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activities (recipient_id, actor_id, type, created_at)
      VALUES (NEW.following_id, NEW.follower_id, 'follow', NEW.created_at);
  ELSE
    DELETE FROM activities
      WHERE type = 'follow' AND recipient_id = OLD.following_id AND actor_id = OLD.follower_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER follows_activity_trigger AFTER INSERT OR DELETE ON follows
  FOR EACH ROW EXECUTE FUNCTION roamly_follows_activity();
--> statement-breakpoint
UPDATE posts p SET
  likes_count = (SELECT count(*) FROM likes l WHERE l.post_id = p.id),
  comments_count = (SELECT count(*) FROM comments c WHERE c.post_id = p.id);
--> statement-breakpoint
-- Search. array_to_string is only STABLE in general (it calls element output functions), but for
-- text[] it is immutable in practice, which lets the expression be indexed.
CREATE OR REPLACE FUNCTION roamly_post_search_text(content text, location text, tags text[])
RETURNS text AS $$
  SELECT content || ' ' || coalesce(location, '') || ' ' || array_to_string(tags, ' ')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE INDEX posts_search_idx ON posts
  USING gin (to_tsvector('simple', roamly_post_search_text(content, location, tags)));
--> statement-breakpoint
-- Typos: trigram similarity on the short fields people search by name (places and tags).
CREATE OR REPLACE FUNCTION roamly_post_place_text(location text, tags text[])
RETURNS text AS $$
  SELECT lower(coalesce(location, '') || ' ' || array_to_string(tags, ' '))
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE INDEX posts_place_trgm_idx ON posts USING gin (roamly_post_place_text(location, tags) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX posts_location_trgm_idx ON posts USING gin (lower(location) gin_trgm_ops) WHERE location IS NOT NULL;
--> statement-breakpoint
CREATE INDEX posts_tags_idx ON posts USING gin (tags);
--> statement-breakpoint
CREATE INDEX users_name_trgm_idx ON users
  USING gin (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops);
