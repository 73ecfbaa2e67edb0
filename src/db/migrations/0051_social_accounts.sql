CREATE TABLE "social_accounts" (
	"platform" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"username" text NOT NULL,
	"platform_account_id" text,
	"access_token_sealed" text,
	"refresh_token_sealed" text,
	"api_key_sealed" text,
	"api_secret_sealed" text,
	"expires_at" timestamp with time zone,
	"last_refresh_at" timestamp with time zone,
	"last_error" text,
	"connected_by" uuid,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_mode_check" CHECK ("social_accounts"."mode" IN ('live', 'sandbox')),
	CONSTRAINT "social_accounts_status_check" CHECK ("social_accounts"."status" IN ('connected', 'needs_reconnect'))
);
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;