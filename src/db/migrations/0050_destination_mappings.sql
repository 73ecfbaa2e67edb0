CREATE TABLE "destination_mappings" (
	"provider" text NOT NULL,
	"destination_code" integer NOT NULL,
	"provider_id" bigint NOT NULL,
	"diff_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destination_mappings_provider_destination_code_pk" PRIMARY KEY("provider","destination_code")
);
--> statement-breakpoint
CREATE TABLE "mapping_diff_changes" (
	"diff_id" integer NOT NULL,
	"destination_code" integer NOT NULL,
	"before_provider_id" bigint,
	"after_provider_id" bigint,
	CONSTRAINT "mapping_diff_changes_diff_id_destination_code_pk" PRIMARY KEY("diff_id","destination_code")
);
--> statement-breakpoint
CREATE TABLE "mapping_diffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"run_id" uuid,
	"rolls_back" integer,
	"rolled_back_by" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mapping_taxonomy" (
	"provider" text NOT NULL,
	"provider_id" bigint NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"parent_id" bigint,
	"lookup_id" text NOT NULL,
	"country_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mapping_taxonomy_provider_provider_id_pk" PRIMARY KEY("provider","provider_id")
);
--> statement-breakpoint
CREATE TABLE "mapping_validation_results" (
	"run_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"destination_code" integer NOT NULL,
	"destination_name" text NOT NULL,
	"provider_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"excursion_count" integer,
	"error" text,
	CONSTRAINT "mapping_validation_results_run_id_position_pk" PRIMARY KEY("run_id","position")
);
--> statement-breakpoint
CREATE TABLE "mapping_validation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"sample_size" integer,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"valid" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"current" text,
	"error" text,
	"applied_diff_id" integer,
	"created_by" uuid,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "destination_mappings" ADD CONSTRAINT "destination_mappings_destination_code_destinations_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."destinations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapping_diff_changes" ADD CONSTRAINT "mapping_diff_changes_diff_id_mapping_diffs_id_fk" FOREIGN KEY ("diff_id") REFERENCES "public"."mapping_diffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapping_diffs" ADD CONSTRAINT "mapping_diffs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapping_validation_results" ADD CONSTRAINT "mapping_validation_results_run_id_mapping_validation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."mapping_validation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapping_validation_runs" ADD CONSTRAINT "mapping_validation_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destination_mappings_provider_id_idx" ON "destination_mappings" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "mapping_diff_changes_code_idx" ON "mapping_diff_changes" USING btree ("destination_code","diff_id");--> statement-breakpoint
CREATE INDEX "mapping_diffs_provider_id_idx" ON "mapping_diffs" USING btree ("provider","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mapping_taxonomy_country_idx" ON "mapping_taxonomy" USING btree ("provider","country_code");--> statement-breakpoint
CREATE INDEX "mapping_validation_results_status_idx" ON "mapping_validation_results" USING btree ("run_id","status","position");--> statement-breakpoint
CREATE INDEX "mapping_validation_runs_created_idx" ON "mapping_validation_runs" USING btree ("provider","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mapping_validation_runs_running_idx" ON "mapping_validation_runs" USING btree ("status") WHERE "mapping_validation_runs"."status" = 'running';