CREATE TABLE "admin_daily_destination_posts" (
	"day" date NOT NULL,
	"destination_code" integer NOT NULL,
	"posts" integer NOT NULL,
	CONSTRAINT "admin_daily_destination_posts_day_destination_code_pk" PRIMARY KEY("day","destination_code")
);
--> statement-breakpoint
CREATE TABLE "admin_daily_rollups" (
	"day" date PRIMARY KEY NOT NULL,
	"users_new" integer NOT NULL,
	"users_total" integer NOT NULL,
	"posts_new" integer NOT NULL,
	"posts_total" integer NOT NULL,
	"likes" integer NOT NULL,
	"comments" integer NOT NULL,
	"dau" integer NOT NULL,
	"wau" integer NOT NULL,
	"mau" integer NOT NULL,
	"returning_wau" integer NOT NULL,
	"active_prior_6d" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_signup_cohorts" (
	"cohort_week" date NOT NULL,
	"week_offset" integer NOT NULL,
	"members" integer NOT NULL,
	"active" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_signup_cohorts_cohort_week_week_offset_pk" PRIMARY KEY("cohort_week","week_offset")
);
--> statement-breakpoint
CREATE TABLE "admin_top_destinations" (
	"rank" integer PRIMARY KEY NOT NULL,
	"destination_code" integer NOT NULL,
	"posts" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_top_posts" (
	"rank" integer PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_activity_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "member_activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "admin_daily_destination_posts" ADD CONSTRAINT "admin_daily_destination_posts_destination_code_destinations_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."destinations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_top_destinations" ADD CONSTRAINT "admin_top_destinations_destination_code_destinations_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."destinations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_top_posts" ADD CONSTRAINT "admin_top_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_activity_days" ADD CONSTRAINT "member_activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_activity_days_day_user_id_idx" ON "member_activity_days" USING btree ("day","user_id");--> statement-breakpoint
-- A member's signed-in request moves users.last_active_at (at most once a minute per session):
-- the first move into a new UTC day records that day, so activity history survives the column
-- moving on. Sign-up records the first day. Nothing runs for the other updates of the row.
CREATE FUNCTION roamly_record_member_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_activity_days (user_id, day)
  VALUES (NEW.id, (NEW.last_active_at AT TIME ZONE 'UTC')::date)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_record_activity_on_insert AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION roamly_record_member_activity();
--> statement-breakpoint
CREATE TRIGGER users_record_activity_on_update AFTER UPDATE OF last_active_at ON users
  FOR EACH ROW
  WHEN ((OLD.last_active_at AT TIME ZONE 'UTC')::date IS DISTINCT FROM (NEW.last_active_at AT TIME ZONE 'UTC')::date)
  EXECUTE FUNCTION roamly_record_member_activity();
