CREATE TABLE "certificate" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"section" "section" NOT NULL,
	"holder_name" text NOT NULL,
	"project_title" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "certificate_name" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid,
	"blog_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"visible" boolean NOT NULL,
	"section" "section",
	CONSTRAINT "search_document_lesson_id_unique" UNIQUE("lesson_id"),
	CONSTRAINT "search_document_blog_id_unique" UNIQUE("blog_id"),
	CONSTRAINT "search_document_one_source" CHECK (num_nonnulls("search_document"."lesson_id", "search_document"."blog_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_name" ADD CONSTRAINT "certificate_name_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_document" ADD CONSTRAINT "search_document_lesson_id_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lesson"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_document" ADD CONSTRAINT "search_document_blog_id_blog_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_user_project_section" ON "certificate" USING btree ("user_id","project_id","section");--> statement-breakpoint
CREATE INDEX "search_document_gin" ON "search_document" USING gin ("document");--> statement-breakpoint
-- hand-written: full-text search documents, kept in step with lessons (with their captions and
-- code snippets), projects and blog posts by triggers (issue 15). Another text source for a lesson
-- adds its text in search_refresh_lesson and calls that function from a trigger on its own table.
CREATE FUNCTION search_refresh_lesson(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_document (lesson_id, title, body, document, visible, section)
  SELECT l.id, l.title, concat_ws(' ', l.description, captions.text, snippets.code),
    setweight(to_tsvector('english', l.title), 'A') ||
    setweight(to_tsvector('english', l.description), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', captions.text, snippets.code)), 'C'),
    l.published AND p.status = 'published', l.section
  FROM lesson l JOIN project p ON p.id = l.project_id
  CROSS JOIN LATERAL (
    SELECT string_agg(cue ->> 'text', ' ') AS text
    FROM lesson_caption c CROSS JOIN LATERAL jsonb_array_elements(c.cues) AS cue
    WHERE c.lesson_id = l.id
  ) captions
  CROSS JOIN LATERAL (
    SELECT string_agg(s.code, ' ' ORDER BY s.position) AS code
    FROM lesson_snippet s WHERE s.lesson_id = l.id
  ) snippets
  WHERE l.id = target
  ON CONFLICT (lesson_id) DO UPDATE
    SET title = excluded.title, body = excluded.body, document = excluded.document,
      visible = excluded.visible, section = excluded.section;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_refresh_blog(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_document (blog_id, title, body, document, visible)
  SELECT b.id, b.title, concat_ws(' ', b.summary, blocks.paragraphs, blocks.code),
    setweight(to_tsvector('english', b.title), 'A') ||
    setweight(to_tsvector('english', b.summary), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', blocks.paragraphs, blocks.code)), 'C'),
    b.published
  FROM blog b
  CROSS JOIN LATERAL (
    SELECT string_agg(block ->> 'paragraph', ' ') AS paragraphs,
      string_agg(block ->> 'code', ' ') AS code
    FROM jsonb_array_elements(b.blocks) AS block
  ) blocks
  WHERE b.id = target
  ON CONFLICT (blog_id) DO UPDATE
    SET title = excluded.title, body = excluded.body, document = excluded.document,
      visible = excluded.visible;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_lesson_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_lesson(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_blog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_blog(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_project_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_document d SET visible = l.published AND NEW.status = 'published'
  FROM lesson l WHERE l.project_id = NEW.id AND d.lesson_id = l.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lesson_search
  AFTER INSERT OR UPDATE OF title, description, published, section, project_id ON lesson
  FOR EACH ROW EXECUTE FUNCTION search_lesson_changed();
--> statement-breakpoint
CREATE FUNCTION search_lesson_text_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_refresh_lesson(OLD.lesson_id);
  ELSE
    PERFORM search_refresh_lesson(NEW.lesson_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lesson_caption_search AFTER INSERT OR UPDATE OR DELETE ON lesson_caption
  FOR EACH ROW EXECUTE FUNCTION search_lesson_text_changed();
--> statement-breakpoint
CREATE TRIGGER lesson_snippet_search AFTER INSERT OR UPDATE OR DELETE ON lesson_snippet
  FOR EACH ROW EXECUTE FUNCTION search_lesson_text_changed();
--> statement-breakpoint
CREATE TRIGGER blog_search AFTER INSERT OR UPDATE OF title, summary, blocks, published ON blog
  FOR EACH ROW EXECUTE FUNCTION search_blog_changed();
--> statement-breakpoint
CREATE TRIGGER project_search AFTER UPDATE OF status ON project
  FOR EACH ROW EXECUTE FUNCTION search_project_changed();
--> statement-breakpoint
SELECT search_refresh_lesson(id) FROM lesson;
--> statement-breakpoint
SELECT search_refresh_blog(id) FROM blog;
