CREATE TABLE "analytics_resets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reset_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "feature_usage_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"feature" text NOT NULL,
	"action" text NOT NULL,
	"uses" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feature_usage_hourly_pkey" PRIMARY KEY("hour","feature","action")
);
--> statement-breakpoint
CREATE TABLE "performance_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"sockets" integer NOT NULL,
	"heap_used_mb" real NOT NULL,
	"rss_mb" real NOT NULL,
	"cpu_percent" real NOT NULL,
	"event_loop_lag_ms" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_rollups" (
	"resolution" text NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status_class" smallint NOT NULL,
	"count" integer NOT NULL,
	"sum_ms" double precision NOT NULL,
	"buckets" integer[] NOT NULL,
	CONSTRAINT "request_rollups_pkey" PRIMARY KEY("resolution","bucket_start","method","route","status_class")
);
--> statement-breakpoint
ALTER TABLE "analytics_resets" ADD CONSTRAINT "analytics_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_resets_reset_at_idx" ON "analytics_resets" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "performance_instances_seen_at_idx" ON "performance_instances" USING btree ("seen_at");--> statement-breakpoint
-- Feature usage per hour, counted as events arrive (UTC hours, as the summary reads them).
CREATE FUNCTION feature_usage_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feature_usage_hourly (hour, feature, action, uses, last_at)
  VALUES (date_trunc('hour', NEW.created_at, 'UTC'), NEW.feature, NEW.action, 1, NEW.created_at)
  ON CONFLICT (hour, feature, action) DO UPDATE
    SET uses = feature_usage_hourly.uses + 1,
        last_at = greatest(feature_usage_hourly.last_at, EXCLUDED.last_at);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tracking_events_feature_usage AFTER INSERT ON tracking_events
  FOR EACH ROW EXECUTE FUNCTION feature_usage_count();--> statement-breakpoint
-- The last day's events already stored count too.
INSERT INTO feature_usage_hourly (hour, feature, action, uses, last_at)
  SELECT date_trunc('hour', created_at, 'UTC'), feature, action, count(*)::int, max(created_at)
  FROM tracking_events WHERE created_at >= now() - interval '25 hours'
  GROUP BY 1, 2, 3;
