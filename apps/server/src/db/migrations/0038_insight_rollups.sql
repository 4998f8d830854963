CREATE TABLE "exercise_solution_open" (
	"user_id" text NOT NULL,
	"exercise_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_solution_open_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "insight_rolled" (
	"view" text NOT NULL,
	"subject" uuid NOT NULL,
	"through_day" date NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_rolled_view_subject_pk" PRIMARY KEY("view","subject")
);
--> statement-breakpoint
CREATE TABLE "insight_rollup" (
	"view" text NOT NULL,
	"subject" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"item" text DEFAULT '' NOT NULL,
	"a" integer DEFAULT 0 NOT NULL,
	"b" integer DEFAULT 0 NOT NULL,
	"c" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_rollup_view_subject_day_kind_item_pk" PRIMARY KEY("view","subject","day","kind","item")
);
--> statement-breakpoint
ALTER TABLE "exercise_solution_open" ADD CONSTRAINT "exercise_solution_open_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_solution_open" ADD CONSTRAINT "exercise_solution_open_exercise_id_lesson_exercise_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."lesson_exercise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_created_at" ON "user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "exercise_result_exercise_updated" ON "exercise_result" USING btree ("exercise_id","updated_at");--> statement-breakpoint
CREATE INDEX "quiz_attempt_lesson_submitted" ON "quiz_attempt" USING btree ("lesson_id","submitted_at");