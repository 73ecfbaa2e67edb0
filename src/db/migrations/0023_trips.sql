CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"destination" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"budget" numeric(14, 2) DEFAULT 0 NOT NULL,
	"travelers" integer DEFAULT 2 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"day_count" integer DEFAULT 0 NOT NULL,
	"activity_count" integer DEFAULT 0 NOT NULL,
	"total_cost" numeric(14, 2) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_travelers_check" CHECK ("trips"."travelers" >= 1),
	CONSTRAINT "trips_budget_check" CHECK ("trips"."budget" >= 0),
	CONSTRAINT "trips_total_cost_check" CHECK ("trips"."total_cost" >= 0),
	CONSTRAINT "trips_version_check" CHECK ("trips"."version" >= 1),
	CONSTRAINT "trips_currency_check" CHECK ("trips"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "trips_dates_check" CHECK ("trips"."start_date" IS NULL OR "trips"."end_date" IS NULL OR "trips"."end_date" >= "trips"."start_date"),
	CONSTRAINT "trips_days_array_check" CHECK (jsonb_typeof("trips"."days") = 'array')
);
--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_owner_updated_idx" ON "trips" USING btree ("owner_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "trips_share_token_idx" ON "trips" USING btree ("share_token");