CREATE TABLE "provider_rollups" (
	"hour" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"calls" integer NOT NULL,
	"errors" integer NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "provider_rollups_pkey" PRIMARY KEY("hour","provider")
);
--> statement-breakpoint
ALTER TABLE "request_rollups" ADD COLUMN "last_status" smallint;--> statement-breakpoint
ALTER TABLE "request_rollups" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feature_usage_hourly" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A use the client reported as failed ("success": false in its data) counts as a failure too.
CREATE OR REPLACE FUNCTION feature_usage_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  failed integer := CASE WHEN NEW.metadata->>'success' = 'false' THEN 1 ELSE 0 END;
BEGIN
  INSERT INTO feature_usage_hourly (hour, feature, action, uses, failures, last_at)
  VALUES (date_trunc('hour', NEW.created_at, 'UTC'), NEW.feature, NEW.action, 1, failed, NEW.created_at)
  ON CONFLICT (hour, feature, action) DO UPDATE
    SET uses = feature_usage_hourly.uses + 1,
        failures = feature_usage_hourly.failures + EXCLUDED.failures,
        last_at = greatest(feature_usage_hourly.last_at, EXCLUDED.last_at);
  RETURN NULL;
END
$$;
