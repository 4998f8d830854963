CREATE TABLE "offline_sync" (
	"user_id" text NOT NULL,
	"lesson_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"result" jsonb NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_sync_user_client" PRIMARY KEY("user_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "offline_sync" ADD CONSTRAINT "offline_sync_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_sync" ADD CONSTRAINT "offline_sync_lesson_id_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lesson"("id") ON DELETE cascade ON UPDATE no action;