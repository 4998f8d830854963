CREATE TABLE "exercise_draft" (
	"user_id" text NOT NULL,
	"exercise_id" uuid NOT NULL,
	"files" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_draft_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "exercise_result" (
	"user_id" text NOT NULL,
	"exercise_id" uuid NOT NULL,
	"passed" boolean DEFAULT false NOT NULL,
	"checks" jsonb NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"passed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_result_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_exercise" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"instructions" text NOT NULL,
	"starter_files" jsonb NOT NULL,
	"solution_files" jsonb NOT NULL,
	"checks" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_exercise_lesson_id_unique" UNIQUE("lesson_id")
);
--> statement-breakpoint
ALTER TABLE "exercise_draft" ADD CONSTRAINT "exercise_draft_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_draft" ADD CONSTRAINT "exercise_draft_exercise_id_lesson_exercise_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."lesson_exercise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_result" ADD CONSTRAINT "exercise_result_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_result" ADD CONSTRAINT "exercise_result_exercise_id_lesson_exercise_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."lesson_exercise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_exercise" ADD CONSTRAINT "lesson_exercise_lesson_id_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lesson"("id") ON DELETE cascade ON UPDATE no action;