-- The member's plan (status, provider, cancel flag) is copied onto users, so the signed-in user
-- (GET /api/auth/user, every self view) stays one single-row read.
CREATE FUNCTION roamly_copy_subscription_plan() RETURNS trigger AS $$
BEGIN
  UPDATE users
  SET plan_status = NEW.status,
      plan_provider = NEW.provider,
      plan_cancel_at_period_end = NEW.cancel_at_period_end
  WHERE id = NEW.user_id
    AND (plan_status IS DISTINCT FROM NEW.status
      OR plan_provider IS DISTINCT FROM NEW.provider
      OR plan_cancel_at_period_end IS DISTINCT FROM NEW.cancel_at_period_end);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER subscriptions_copy_plan
AFTER INSERT OR UPDATE OF status, provider, cancel_at_period_end ON subscriptions
FOR EACH ROW EXECUTE FUNCTION roamly_copy_subscription_plan();
