-- Keep users.posts_count / followers_count / following_count exact: every insert or delete on
-- posts and follows adjusts them in the same transaction, so profiles never count rows.
CREATE OR REPLACE FUNCTION roamly_posts_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET posts_count = posts_count + 1 WHERE id = NEW.user_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users SET posts_count = posts_count - 1 WHERE id = OLD.user_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER posts_count_trigger AFTER INSERT OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION roamly_posts_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION roamly_follows_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET following_count = following_count + 1 WHERE id = NEW.follower_id;
    UPDATE users SET followers_count = followers_count + 1 WHERE id = NEW.following_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users SET following_count = following_count - 1 WHERE id = OLD.follower_id;
    UPDATE users SET followers_count = followers_count - 1 WHERE id = OLD.following_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER follows_count_trigger AFTER INSERT OR DELETE ON follows
  FOR EACH ROW EXECUTE FUNCTION roamly_follows_count();
--> statement-breakpoint
UPDATE users u SET
  posts_count = (SELECT count(*) FROM posts p WHERE p.user_id = u.id),
  followers_count = (SELECT count(*) FROM follows f WHERE f.following_id = u.id),
  following_count = (SELECT count(*) FROM follows f WHERE f.follower_id = u.id);
