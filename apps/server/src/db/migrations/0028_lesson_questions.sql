CREATE TABLE "lesson_question" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"user_id" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"code_language" text,
	"moment_seconds" integer,
	"accepted_answer_id" uuid,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"lock_reason" text,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" text,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_question_answer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"user_id" text,
	"body" text NOT NULL,
	"by_instructor" boolean DEFAULT false NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" text,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_question_vote" (
	"user_id" text NOT NULL,
	"question_id" uuid NOT NULL,
	"answer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_question_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"question_id" uuid NOT NULL,
	"answer_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "lesson_question_ban" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"banned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_question_mail" (
	"user_id" text PRIMARY KEY NOT NULL,
	"answers_mail" boolean DEFAULT true NOT NULL,
	"digest_mail" boolean DEFAULT false NOT NULL,
	"seen_answers_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_question" ADD CONSTRAINT "lesson_question_lesson_id_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lesson"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_question" ADD CONSTRAINT "lesson_question_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_question_answer" ADD CONSTRAINT "lesson_question_answer_question_id_lesson_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."lesson_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_question_answer" ADD CONSTRAINT "lesson_question_answer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_question_vote" ADD CONSTRAINT "lesson_question_vote_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_question_vote" ADD CONSTRAINT "lesson_question_vote_question_id_lesson_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."lesson_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_question_vote" ADD CONSTRAINT "lesson_question_vote_answer_id_lesson_question_answer_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."lesson_question_answer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_question_report" ADD CONSTRAINT "lesson_question_report_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_question_report" ADD CONSTRAINT "lesson_question_report_question_id_lesson_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."lesson_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_question_report" ADD CONSTRAINT "lesson_question_report_answer_id_lesson_question_answer_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."lesson_question_answer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_question_ban" ADD CONSTRAINT "lesson_question_ban_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_question_mail" ADD CONSTRAINT "lesson_question_mail_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_question_unanswered" ON "lesson_question" USING btree ("lesson_id",("answer_count" > 0),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lesson_question_helpful" ON "lesson_question" USING btree ("lesson_id","helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lesson_question_user" ON "lesson_question" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_question_answer_question" ON "lesson_question_answer" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "lesson_question_answer_user" ON "lesson_question_answer" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_question_vote_once" ON "lesson_question_vote" USING btree ("user_id","question_id",coalesce("answer_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "lesson_question_report_open" ON "lesson_question_report" USING btree ("resolved_at","created_at");
--> statement-breakpoint
ALTER TABLE "search_document" ADD COLUMN "question_id" uuid;--> statement-breakpoint
ALTER TABLE "search_document" ADD CONSTRAINT "search_document_question_id_unique" UNIQUE("question_id");--> statement-breakpoint
ALTER TABLE "search_document" ADD CONSTRAINT "search_document_question_id_lesson_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."lesson_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_document" DROP CONSTRAINT "search_document_one_source";--> statement-breakpoint
ALTER TABLE "search_document" ADD CONSTRAINT "search_document_one_source" CHECK (num_nonnulls("search_document"."lesson_id", "search_document"."blog_id", "search_document"."question_id") = 1);--> statement-breakpoint
-- hand-written: a question is searchable by its title (A), its body and its accepted answer
-- (B), while it is neither deleted nor hidden and its lesson is visible; `section` is its
-- lesson's, so a search finds only the questions of lessons the viewer may open (modules/search).
CREATE FUNCTION search_refresh_question(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_document WHERE question_id = target;
  INSERT INTO search_document (question_id, title, body, document, rank_vector, visible, section)
  SELECT q.id, q.title, concat_ws(' ', q.body, a.body),
    setweight(to_tsvector('english', q.title), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', q.body, a.body)), 'B'),
    setweight(to_tsvector('english', q.title), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', q.body, a.body)), 'B'),
    l.published AND p.status = 'published', l.section
  FROM lesson_question q
  JOIN lesson l ON l.id = q.lesson_id
  JOIN project p ON p.id = l.project_id
  LEFT JOIN lesson_question_answer a
    ON a.id = q.accepted_answer_id AND a.deleted_at IS NULL AND a.hidden_at IS NULL
  WHERE q.id = target AND q.deleted_at IS NULL AND q.hidden_at IS NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_question_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM search_refresh_question(NEW.id);
    PERFORM search_words_add(NEW.title);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lesson_question_search
  AFTER INSERT OR UPDATE OF title, body, accepted_answer_id, deleted_at, hidden_at ON lesson_question
  FOR EACH ROW EXECUTE FUNCTION search_question_changed();
--> statement-breakpoint
CREATE FUNCTION search_answer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_refresh_question(OLD.question_id);
  ELSE
    PERFORM search_refresh_question(NEW.question_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lesson_question_answer_search
  AFTER UPDATE OF body, deleted_at, hidden_at OR DELETE ON lesson_question_answer
  FOR EACH ROW EXECUTE FUNCTION search_answer_changed();
