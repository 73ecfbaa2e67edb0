CREATE TABLE "country_expansion_results" (
	"run_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"country_code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"destinations_added" integer DEFAULT 0 NOT NULL,
	"total_tours" integer DEFAULT 0 NOT NULL,
	"working_destinations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" text,
	CONSTRAINT "country_expansion_results_run_id_position_pk" PRIMARY KEY("run_id","position")
);
--> statement-breakpoint
CREATE TABLE "country_expansion_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"force_discovery" boolean DEFAULT false NOT NULL,
	"current_country" text,
	"error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"applied_diff_id" integer,
	"created_by" uuid,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mapping_validation_runs" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "country_expansion_results" ADD CONSTRAINT "country_expansion_results_run_id_country_expansion_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."country_expansion_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_expansion_runs" ADD CONSTRAINT "country_expansion_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "country_expansion_runs_created_idx" ON "country_expansion_runs" USING btree ("provider","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "country_expansion_runs_running_idx" ON "country_expansion_runs" USING btree ("status") WHERE "country_expansion_runs"."status" = 'running';