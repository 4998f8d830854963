CREATE TABLE "lesson_watch" (
	"user_id" text NOT NULL,
	"lesson_id" uuid NOT NULL,
	"bucket" smallint NOT NULL,
	"plays" integer DEFAULT 1 NOT NULL,
	"first_on" date NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_watch_user_id_lesson_id_bucket_pk" PRIMARY KEY("user_id","lesson_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "lesson_watch" ADD CONSTRAINT "lesson_watch_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_watch" ADD CONSTRAINT "lesson_watch_lesson_id_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lesson"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_watch_lesson" ON "lesson_watch" USING btree ("lesson_id","first_on");