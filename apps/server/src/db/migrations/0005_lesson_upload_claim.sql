CREATE TABLE "lesson_upload" (
	"lesson_id" uuid PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_upload" ADD CONSTRAINT "lesson_upload_lesson_id_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lesson"("id") ON DELETE cascade ON UPDATE no action;