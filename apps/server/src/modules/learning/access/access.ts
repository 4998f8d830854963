import {
  MESSAGES,
  orderLock,
  orderLockMessage,
  sectionAccess,
  type TLessonLock,
  type TSection,
  visitorMayOpen,
} from '@thinkbuild/core';
import type { TCache } from '../../../cache/cache.ts';
import type { TDb } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { CATALOG_TAG, learningCacheKeys } from '../cache-keys.ts';
import { findLesson, previewOfProject, sectionLength } from '../content/index.ts';
import { waitedLessons } from '../progress/index.ts';

export const accessFor = (viewer: TViewer, section: TSection) =>
  sectionAccess(section, { signedIn: true, role: viewer.role });

type TFindLesson = (id: string) => ReturnType<typeof findLesson>;

/**
 * findLesson through the cache, for the endpoints the player calls every minute (watching): a
 * published lesson and its project's facts are kept for PUBLIC_CACHE_TTL_SECONDS on this server
 * and dropped by any catalog write (every admin write, on every server: cache/cache.ts). A lesson
 * not found is not kept. Callers only read what it gives.
 */
export const keptLessons =
  (db: TDb, cache: TCache): TFindLesson =>
  (id) =>
    cache.get(learningCacheKeys.lesson(id), () => findLesson(db, id), {
      tags: [CATALOG_TAG],
      scope: 'public',
      keep: (found) => found !== null,
    });

type TLessonPlace = { lessonId: string; section: TSection; learnInOrder: boolean };

/**
 * Why each lesson is closed to the viewer (the section's plan message, or the lesson to finish
 * first in a "Learn in order" project); lessons absent from the map are open. One query for the
 * order locks of any number of lessons.
 */
export async function closedLessons(
  db: TDb,
  viewer: TViewer,
  places: readonly TLessonPlace[],
): Promise<Map<string, { message: string; lock: TLessonLock | null }>> {
  const closed = new Map<string, { message: string; lock: TLessonLock | null }>();
  const inOrder: string[] = [];
  for (const p of places) {
    const access = accessFor(viewer, p.section);
    if (!access.allowed) closed.set(p.lessonId, { message: access.message, lock: null });
    else if (p.learnInOrder) inOrder.push(p.lessonId);
  }
  const waited = await waitedLessons(db, viewer.id, inOrder);
  for (const id of inOrder) {
    const lock = orderLock({
      learnInOrder: true,
      isAdmin: viewer.role === 'admin',
      waitsFor: waited.get(id) ?? null,
    });
    if (lock) closed.set(id, { message: orderLockMessage(lock), lock });
  }
  return closed;
}

/**
 * A lesson's frame for the player: refused when its section is not in the plan; in a "Learn in
 * order" project given with the lesson to finish first (`lock`), so the page can say which and
 * link to it while video and quiz stay refused.
 */
export async function lessonFrame(
  db: TDb,
  viewer: TViewer,
  id: string,
  {
    describe = false,
    find = (lessonId) => findLesson(db, lessonId),
  }: { describe?: boolean; find?: TFindLesson } = {},
) {
  const found = await find(id);
  if (found?.project.status !== 'published') throw notFound('This lesson does not exist');
  const place = {
    lessonId: id,
    section: found.lesson.section,
    learnInOrder: found.project.learnInOrder,
  };
  const why = (await closedLessons(db, viewer, [place])).get(id);
  if (why && !why.lock) {
    // The lesson page shows the refusal as an offer: say what is behind it (never the video).
    if (!describe) throw new AppError('FORBIDDEN', why.message);
    const { lesson } = found;
    const totals = await sectionLength(db, lesson.projectId, lesson.section);
    throw new AppError('FORBIDDEN', why.message, undefined, {
      title: lesson.title,
      description: lesson.description,
      section: lesson.section,
      sectionLessons: totals.lessons,
      sectionSeconds: totals.seconds,
    });
  }
  return { ...found, lock: why?.lock ?? null };
}

/**
 * A published lesson the viewer may open, or 403 with the reason: the SPEC.md message of its
 * section, or the lesson to finish first. Every lesson endpoint but the frame (video, quiz,
 * progress, review) goes through here; `find` reads the lesson another way (keptLessons).
 */
export async function openLesson(
  db: TDb,
  viewer: TViewer,
  id: string,
  { find }: { find?: TFindLesson } = {},
) {
  const frame = await lessonFrame(db, viewer, id, { ...(find && { find }) });
  if (frame.lock) throw new AppError('FORBIDDEN', orderLockMessage(frame.lock));
  return frame;
}

/**
 * A lesson for a visitor without a session: only its project's free preview lesson (core's
 * visitorMayOpen, docs/decisions/023); any other lesson answers 401 with the sign-in message.
 */
export async function openAsVisitor(db: TDb, id: string) {
  const found = await findLesson(db, id);
  if (found?.project.status !== 'published') throw notFound('This lesson does not exist');
  const preview = await previewOfProject(db, found.lesson.projectId);
  if (!visitorMayOpen(id, preview)) throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
  return found;
}

/** The lesson endpoints a visitor may reach: a signed-in viewer's rules, or the preview rule. */
export const openLessonFor = (db: TDb, viewer: TViewer | null, id: string) =>
  viewer ? openLesson(db, viewer, id) : openAsVisitor(db, id);
