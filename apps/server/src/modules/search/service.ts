import {
  correctionLookup,
  correctQuery,
  hasSearchOperators,
  queryWords,
  SEARCH_RESULT_LIMIT,
  SECTIONS,
  sectionAccess,
  splitHighlights,
  type TPublicSearchHit,
  type TPublicSearchResponse,
  type TSearchHit,
  type TSearchResponse,
  type TSection,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { blogSlugs } from '../blogs/service.ts';
import { lessonPlaces, lessonsClosedTo, publicCourses } from '../learning/service.ts';
import { questionLessons } from '../questions/service.ts';
import {
  headlines,
  matchingIds,
  matchingTexts,
  publicMatchingIds,
  publicResultRows,
  resultRows,
  type TSearchRow,
  vocabulary,
} from './repo.ts';

function toHit(row: TSearchRow, viewer: TViewer): TSearchHit | null {
  const title = splitHighlights(row.title);
  if (row.blog_slug) {
    return {
      kind: 'blog',
      slug: row.blog_slug,
      title,
      snippet: row.snippet ? splitHighlights(row.snippet) : null,
    };
  }
  if (row.question_id) {
    // Found only among the lessons the viewer may open (repo.ts): it opens in its lesson.
    return {
      kind: 'question',
      id: row.question_id,
      title,
      snippet: row.snippet ? splitHighlights(row.snippet) : null,
    };
  }
  const { lesson_id: id, category, project, project_title: projectTitle, section, number } = row;
  if (!id || !category || !project || !projectTitle || !section || number === null) return null;
  const access = sectionAccess(section, { signedIn: true, role: viewer.role });
  return {
    kind: 'lesson',
    id,
    title,
    category,
    project,
    projectTitle,
    section,
    number,
    locked: access.allowed ? null : access.message,
    // Checked here too: a locked lesson's snippet never leaves the server.
    snippet: access.allowed && row.snippet ? splitHighlights(row.snippet) : null,
  };
}

/**
 * The query with mistyped words corrected against the vocabulary (packages/core
 * search-correct.ts) and its full-text matches, when that finds more than `q` did (`found`):
 * the viewer's own access rule decides both counts, so a correction never hints at what the
 * viewer cannot see. Asked only when `q` did not fill the page, and never for a query with a
 * phrase or a negation. Each step reads an index: the trigram index over the small vocabulary,
 * then the full-text indexes, as for any query (bench/RESULTS.md, search).
 */
async function corrected(
  db: TDb,
  q: string,
  open: readonly TSection[],
  found: readonly string[],
): Promise<{ q: string; ids: string[] } | null> {
  if (found.length >= SEARCH_RESULT_LIMIT) return null;
  const better = await correctedQuery(db, q);
  if (!better) return null;
  const ids = await matchingIds(db, better, open, SEARCH_RESULT_LIMIT);
  return ids.length > found.length ? { q: better, ids } : null;
}

/** `q` with its mistyped words corrected against the vocabulary, or null (none, or operators). */
async function correctedQuery(db: TDb, q: string) {
  if (hasSearchOperators(q)) return null;
  const words = queryWords(q);
  const { exact, similar } = correctionLookup(words);
  return correctQuery(words, await vocabulary(db, exact, similar));
}

/**
 * The rows without the questions whose lesson the viewer may not open. The SQL already keeps
 * out questions of sections outside the plan; this drops those of a "Learn in order" lesson
 * still waiting on an earlier one, whose thread the questions API refuses too.
 */
async function openQuestionsOnly(db: TDb, viewer: TViewer, rows: TSearchRow[]) {
  const questionIds = rows.flatMap((r) => (r.question_id ? [r.question_id] : []));
  if (questionIds.length === 0) return rows;
  const lessons = await questionLessons(db, questionIds);
  const closed = await lessonsClosedTo(db, viewer, [...new Set(lessons.values())]);
  return rows.filter((r) => {
    if (!r.question_id) return true;
    const lesson = lessons.get(r.question_id);
    return lesson !== undefined && !closed.has(lesson);
  });
}

/**
 * Lessons and posts matching `q`, ranked; then, when a correction of its words finds more
 * ("Did you mean"), the corrected query's matches. Lessons the viewer cannot open come without
 * text.
 */
export async function search(db: TDb, viewer: TViewer, q: string): Promise<TSearchResponse> {
  const open = SECTIONS.filter(
    (s) => sectionAccess(s, { signedIn: true, role: viewer.role }).allowed,
  );
  const found = await matchingIds(db, q, open, SEARCH_RESULT_LIMIT);
  const correction = await corrected(db, q, open, found);
  const ids = correction
    ? [...new Set([...found, ...correction.ids])].slice(0, SEARCH_RESULT_LIMIT)
    : found;
  const rows = await openQuestionsOnly(
    db,
    viewer,
    await resultRows(db, ids, correction ? [q, correction.q] : [q], open),
  );
  return {
    q,
    results: rows.map((r) => toHit(r, viewer)).filter((h): h is TSearchHit => h !== null),
    suggestion: correction?.q ?? null,
  };
}

type TPublicFound = { courses: number[]; ids: string[] };
const foundCount = (f: TPublicFound) => f.courses.length + f.ids.length;

/**
 * A visitor's search (no sign-in): courses by their title and description, lessons by theirs
 * (never a transcript, code or question), published posts by their text; every result is
 * published and public, and links to a course's public page or a post. As a learner's search,
 * a query that fills too few rows has its words corrected ("Did you mean") when that finds more.
 */
export async function publicSearch(db: TDb, q: string): Promise<TPublicSearchResponse> {
  const courses = await publicCourses(db);
  const find = async (query: string): Promise<TPublicFound> => ({
    courses: await matchingTexts(db, courses, query),
    ids: await publicMatchingIds(db, query, SEARCH_RESULT_LIMIT),
  });
  let found = await find(q);
  let suggestion: string | null = null;
  if (foundCount(found) < SEARCH_RESULT_LIMIT) {
    const better = await correctedQuery(db, q);
    const more = better ? await find(better) : null;
    if (better && more && foundCount(more) > foundCount(found)) {
      suggestion = better;
      found = {
        courses: [...new Set([...found.courses, ...more.courses])],
        ids: [...new Set([...found.ids, ...more.ids])],
      };
    }
  }
  const queries = suggestion ? [q, suggestion] : [q];
  const shownCourses = found.courses
    .slice(0, SEARCH_RESULT_LIMIT)
    .flatMap((i) => (courses[i] ? [courses[i]] : []));
  const ids = found.ids.slice(0, Math.max(0, SEARCH_RESULT_LIMIT - shownCourses.length));
  const [courseTitles, courseSnippets, rows] = await Promise.all([
    headlines(
      db,
      shownCourses.map((c) => c.title),
      queries,
      true,
    ),
    headlines(
      db,
      shownCourses.map((c) => c.description),
      queries,
      true,
    ),
    publicResultRows(db, ids, queries),
  ]);
  const lessons = await lessonPlaces(
    db,
    rows.flatMap((r) => (r.lesson_id ? [r.lesson_id] : [])),
  );
  const lessonRows = rows.filter((r) => r.lesson_id && lessons.has(r.lesson_id));
  const lessonSnippets = await headlines(
    db,
    lessonRows.map((r) => lessons.get(r.lesson_id ?? '')?.description ?? ''),
    queries,
    true,
  );
  const snippetOf = new Map(lessonRows.map((r, i) => [r.lesson_id, lessonSnippets[i] ?? '']));
  const blogs = await blogSlugs(
    db,
    rows.flatMap((r) => (r.blog_id ? [r.blog_id] : [])),
  );
  const highlighted = (text: string | null | undefined) => (text ? splitHighlights(text) : null);
  const results: TPublicSearchHit[] = shownCourses.map((c, i) => ({
    kind: 'course',
    category: c.category,
    project: c.slug,
    title: splitHighlights(courseTitles[i] ?? c.title),
    snippet: highlighted(courseSnippets[i]),
  }));
  for (const row of rows) {
    const slug = row.blog_id ? blogs.get(row.blog_id) : undefined;
    if (slug) {
      results.push({
        kind: 'blog',
        slug,
        title: splitHighlights(row.title),
        snippet: highlighted(row.snippet),
      });
      continue;
    }
    const place = row.lesson_id ? lessons.get(row.lesson_id) : undefined;
    if (!row.lesson_id || !place) continue;
    results.push({
      kind: 'lesson',
      id: row.lesson_id,
      title: splitHighlights(row.title),
      category: place.category,
      project: place.project,
      projectTitle: place.projectTitle,
      section: place.section,
      number: place.number,
      snippet: highlighted(snippetOf.get(row.lesson_id)),
    });
  }
  return { q, results, suggestion };
}
