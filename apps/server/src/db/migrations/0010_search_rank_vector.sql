ALTER TABLE "search_document" ADD COLUMN "rank_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "search_document_rank_gin" ON "search_document" USING gin ("rank_vector");--> statement-breakpoint
-- hand-written: the refresh functions also write rank_vector (title A + description/summary B),
-- the small vector a search ranks by, so ranking never detoasts a transcript (issue 15,
-- performance). Existing rows are rebuilt below.
CREATE OR REPLACE FUNCTION search_refresh_lesson(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_document (lesson_id, title, body, document, rank_vector, visible, section)
  SELECT l.id, l.title, concat_ws(' ', l.description, captions.text, snippets.code),
    setweight(to_tsvector('english', l.title), 'A') ||
    setweight(to_tsvector('english', l.description), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', captions.text, snippets.code)), 'C'),
    setweight(to_tsvector('english', l.title), 'A') ||
    setweight(to_tsvector('english', l.description), 'B'),
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
      rank_vector = excluded.rank_vector, visible = excluded.visible, section = excluded.section;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_blog(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_document (blog_id, title, body, document, rank_vector, visible)
  SELECT b.id, b.title, concat_ws(' ', b.summary, blocks.paragraphs, blocks.code),
    setweight(to_tsvector('english', b.title), 'A') ||
    setweight(to_tsvector('english', b.summary), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', blocks.paragraphs, blocks.code)), 'C'),
    setweight(to_tsvector('english', b.title), 'A') ||
    setweight(to_tsvector('english', b.summary), 'B'),
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
      rank_vector = excluded.rank_vector, visible = excluded.visible;
END $$;
--> statement-breakpoint
SELECT search_refresh_lesson(id) FROM lesson;
--> statement-breakpoint
SELECT search_refresh_blog(id) FROM blog;
