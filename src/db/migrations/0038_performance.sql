CREATE TABLE "analytics_resets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reset_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid
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
CREATE INDEX "performance_instances_seen_at_idx" ON "performance_instances" USING btree ("seen_at");