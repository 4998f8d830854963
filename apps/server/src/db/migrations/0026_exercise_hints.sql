ALTER TABLE "lesson_exercise" ADD COLUMN "hints" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE "exercise_hint_open" (
	"user_id" text NOT NULL,
	"exercise_id" uuid NOT NULL,
	"hint" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_hint_open_user_id_exercise_id_hint_pk" PRIMARY KEY("user_id","exercise_id","hint")
);
--> statement-breakpoint
ALTER TABLE "exercise_hint_open" ADD CONSTRAINT "exercise_hint_open_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_hint_open" ADD CONSTRAINT "exercise_hint_open_exercise_id_lesson_exercise_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."lesson_exercise"("id") ON DELETE cascade ON UPDATE no action;