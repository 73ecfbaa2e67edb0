CREATE TABLE "mailbox_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"thread_id" uuid NOT NULL,
	"folder" text NOT NULL,
	"source" text NOT NULL,
	"from_address" text NOT NULL,
	"from_name" text,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"in_reply_to" text,
	"references" text[] DEFAULT '{}' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"mail_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_sync_state" (
	"source" text PRIMARY KEY NOT NULL,
	"validity" bigint,
	"cursor" text,
	"account" text,
	"secret" text,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mailbox_tombstones" (
	"message_id" text PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailbox_attachments" ADD CONSTRAINT "mailbox_attachments_message_id_mailbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mailbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_messages" ADD CONSTRAINT "mailbox_messages_mail_message_id_mail_messages_id_fk" FOREIGN KEY ("mail_message_id") REFERENCES "public"."mail_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailbox_attachments_message_idx" ON "mailbox_attachments" USING btree ("message_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_messages_message_id_key" ON "mailbox_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mailbox_messages_folder_date_idx" ON "mailbox_messages" USING btree ("folder","date","id");--> statement-breakpoint
CREATE INDEX "mailbox_messages_thread_idx" ON "mailbox_messages" USING btree ("thread_id","date");--> statement-breakpoint
CREATE INDEX "mailbox_messages_unread_idx" ON "mailbox_messages" USING btree ("folder") WHERE "mailbox_messages"."is_read" = false;--> statement-breakpoint
CREATE INDEX "mailbox_messages_in_reply_to_idx" ON "mailbox_messages" USING btree ("in_reply_to");--> statement-breakpoint
CREATE INDEX "mailbox_messages_mail_message_idx" ON "mailbox_messages" USING btree ("mail_message_id");--> statement-breakpoint
CREATE INDEX "mailbox_messages_references_idx" ON "mailbox_messages" USING gin ("references");