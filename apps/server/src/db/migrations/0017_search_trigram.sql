-- hand-written: trigram similarity (pg_trgm) for the index below; PGlite loads the extension's
-- code itself (db/client.ts), PostgreSQL ships it in contrib (trusted: the database owner may
-- create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_word" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_word_trgm" ON "search_word" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- hand-written: search_word is the vocabulary a mistyped query word is corrected against
-- (modules/search): the words of lesson titles and descriptions and of post titles and
-- summaries, public text only. Triggers add the words of every text written, whoever writes it;
-- existing rows are added below. Words are letters and digits (at least one letter), three or
-- more, as the search corrects them (packages/core search-correct.ts).
CREATE FUNCTION search_words_add(source text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_word (word)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(source), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3 AND w ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION search_lesson_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(concat_ws(' ', NEW.title, NEW.description));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lesson_search_words AFTER INSERT OR UPDATE OF title, description ON lesson
  FOR EACH ROW EXECUTE FUNCTION search_lesson_words_changed();
--> statement-breakpoint
CREATE FUNCTION search_blog_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(concat_ws(' ', NEW.title, NEW.summary));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER blog_search_words AFTER INSERT OR UPDATE OF title, summary ON blog
  FOR EACH ROW EXECUTE FUNCTION search_blog_words_changed();
--> statement-breakpoint
SELECT search_words_add(string_agg(concat_ws(' ', title, description), ' ')) FROM lesson;
--> statement-breakpoint
SELECT search_words_add(string_agg(concat_ws(' ', title, summary), ' ')) FROM blog;
