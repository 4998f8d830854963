import {
  LESSON_PAGE_SIZE,
  lessonState,
  orderLocks,
  type TCategory,
  type TLessonListQuery,
  type TLessonListResponse,
  type TSection,
} from '@thinkbuild/core';
import type { TViewer } from '../../../viewer/viewer.ts';
import { accessFor } from '../access/index.ts';
import { learningCacheKeys, type TCourseReads } from '../cache-keys.ts';
import { listLessons } from '../content/index.ts';
import { progressInProject } from '../progress/index.ts';
import { projectOrThrow } from './service.ts';

/** The index of the first lesson numbered above `after` (lessons sorted by number). */
function firstAfter(lessons: readonly { number: number }[], after: number) {
  let lo = 0;
  let hi = lessons.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((lessons[mid]?.number ?? 0) <= after) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One page of a section's lessons with the learner's state of each, and in a "Learn in order"
 * project the lesson each one waits for; a locked section still lists its titles.
 *
 * No query on a warm path (ADR 009): the section's published lessons are the same for everyone
 * (kept with the public answers, emptied by every admin write), and the learner's progress in
 * the project is kept with their sessions, dropped by each of their own writes on every server
 * (learning/cache-keys.ts). The page is sliced from the two.
 */
export async function getSectionLessons(
  reads: TCourseReads,
  viewer: TViewer,
  category: TCategory,
  slug: string,
  section: TSection,
  page: TLessonListQuery = { after: 0, limit: LESSON_PAGE_SIZE },
): Promise<TLessonListResponse> {
  const { db } = reads;
  const found = await projectOrThrow(reads, category, slug);
  const [all, mine] = await Promise.all([
    reads.shared(learningCacheKeys.sectionLessons(found.id, section), () =>
      listLessons(db, found.id, section),
    ),
    reads.mine(viewer.id, learningCacheKeys.progress(viewer.id, found.id), () =>
      progressInProject(db, found.id, viewer.id),
    ),
  ]);
  const progress = (id: string) => {
    const p = mine.get(id);
    return {
      completed: p?.completed ?? false,
      positionSeconds: p?.positionSeconds ?? 0,
      bestScore: p?.bestQuizScore ?? null,
    };
  };
  // Locks read the whole section: a lesson names the first unfinished one on its way, which
  // may sit on an earlier page.
  const locks = orderLocks(
    { learnInOrder: found.learnInOrder, isAdmin: viewer.role === 'admin' },
    all.map((l) => ({ ...l, completed: progress(l.id).completed })),
  );
  const start = firstAfter(all, page.after);
  const lessons = all.slice(start, start + page.limit).map((l, i) => {
    const p = progress(l.id);
    return {
      ...l,
      completed: p.completed,
      state: lessonState(p),
      lockedBy: locks[start + i] ?? null,
    };
  });
  return {
    section,
    access: accessFor(viewer, section),
    lessons: lessons.map((l) => ({
      id: l.id,
      number: l.number,
      title: l.title,
      difficulty: l.difficulty,
      durationSeconds: l.durationSeconds,
      completed: l.completed,
      state: l.state,
      lockedBy: l.lockedBy,
    })),
    nextAfter: start + page.limit < all.length ? (lessons.at(-1)?.number ?? null) : null,
  };
}
