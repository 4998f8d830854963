-- hand-written: a question's search row follows its lesson. Migration 0028 set a question's
-- `visible` and `section` when the question changed only, so unpublishing a lesson (or its
-- project) left its questions findable, and moving a lesson to another section left them under
-- the old section's plan rule. Now a change to the lesson or to the project's status refreshes
-- its questions' rows as it does the lesson's own.
CREATE OR REPLACE FUNCTION search_lesson_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_lesson(NEW.id);
  UPDATE search_document d
  SET visible = NEW.published AND p.status = 'published', section = NEW.section
  FROM lesson_question q, project p
  WHERE q.lesson_id = NEW.id AND d.question_id = q.id AND p.id = NEW.project_id
    AND q.deleted_at IS NULL AND q.hidden_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_project_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_document d SET visible = l.published AND NEW.status = 'published'
  FROM lesson l WHERE l.project_id = NEW.id AND d.lesson_id = l.id;
  UPDATE search_document d SET visible = l.published AND NEW.status = 'published'
  FROM lesson l, lesson_question q
  WHERE l.project_id = NEW.id AND q.lesson_id = l.id AND d.question_id = q.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows already stale when this ships.
UPDATE search_document d
SET visible = l.published AND p.status = 'published', section = l.section
FROM lesson_question q, lesson l, project p
WHERE d.question_id = q.id AND l.id = q.lesson_id AND p.id = l.project_id;
