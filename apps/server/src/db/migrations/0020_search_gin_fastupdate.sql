-- The search indexes without GIN's pending list (fastupdate off, as search_word_trgm in 0017):
-- every search read the list in full until a vacuum merged it, and PGlite never vacuums.
-- Rebuilt rather than altered: ALTER INDEX ... SET (fastupdate = off) keeps what is pending.
DROP INDEX "search_document_gin";--> statement-breakpoint
DROP INDEX "search_document_rank_gin";--> statement-breakpoint
CREATE INDEX "search_document_gin" ON "search_document" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_document_rank_gin" ON "search_document" USING gin ("rank_vector") WITH (fastupdate=false);