import type { TCategory, TLessonInput, TSection } from '@thinkbuild/core';
import { and, asc, eq, max, ne } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { lesson, project, quizQuestion } from '../../../db/schema.ts';

export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TQ = TDb | TTx;

export async function findProjectBySlug(db: TQ, category: TCategory, slug: string) {
  const [row] = await db
    .select()
    .from(project)
    .where(and(eq(project.category, category), eq(project.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function insertProject(
  db: TQ,
  values: {
    category: TCategory;
    slug: string;
    title: string;
    status: 'published' | 'coming_soon';
    comingSoonLabel: string | null;
    learnInOrder: boolean;
  },
) {
  const [last] = await db
    .select({ n: max(project.position) })
    .from(project)
    .where(eq(project.category, values.category));
  const [row] = await db
    .insert(project)
    .values({ ...values, position: (last?.n ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function lessonNumberTaken(
  db: TQ,
  projectId: string,
  section: TSection,
  number: number,
  exceptId?: string,
) {
  const conditions = [
    eq(lesson.projectId, projectId),
    eq(lesson.section, section),
    eq(lesson.number, number),
  ];
  if (exceptId) conditions.push(ne(lesson.id, exceptId));
  const rows = await db
    .select({ id: lesson.id })
    .from(lesson)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export async function setLearnInOrder(db: TQ, projectId: string, learnInOrder: boolean) {
  await db
    .update(project)
    .set({ learnInOrder, updatedAt: new Date() })
    .where(eq(project.id, projectId));
}

type TLessonValues = Pick<TLessonInput, 'section' | 'number' | 'difficulty' | 'title'> & {
  description: string;
  projectId: string;
};

export async function insertLesson(db: TQ, values: TLessonValues) {
  // Not published: a lesson shows to learners only once its video has arrived.
  const [row] = await db
    .insert(lesson)
    .values({ ...values, published: false })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateLessonRow(db: TQ, id: string, values: TLessonValues) {
  const [row] = await db
    .update(lesson)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lesson.id, id))
    .returning();
  return row ?? null;
}

export async function replaceQuestions(
  db: TQ,
  lessonId: string,
  questions: TLessonInput['questions'],
) {
  await db.delete(quizQuestion).where(eq(quizQuestion.lessonId, lessonId));
  await db.insert(quizQuestion).values(
    questions.map((q, i) => ({
      lessonId,
      position: i + 1,
      question: q.question,
      options: q.options,
      explanations: q.explanations ?? [],
      correctOption: q.correctOption,
    })),
  );
}

export async function findLessonWithProject(db: TQ, id: string) {
  const [row] = await db
    .select({ lesson, project })
    .from(lesson)
    .innerJoin(project, eq(project.id, lesson.projectId))
    .where(eq(lesson.id, id))
    .limit(1);
  return row ?? null;
}

export const questionsOf = (db: TQ, lessonId: string) =>
  db
    .select()
    .from(quizQuestion)
    .where(eq(quizQuestion.lessonId, lessonId))
    .orderBy(asc(quizQuestion.position));

/** Deletes the lesson; its quiz questions and progress rows go with it (ON DELETE CASCADE). */
export async function deleteLessonRow(db: TQ, id: string) {
  const [row] = await db
    .delete(lesson)
    .where(eq(lesson.id, id))
    .returning({ videoKey: lesson.videoKey });
  return row ?? null;
}

/** Points the lesson at its new video and publishes it, in one statement. */
export async function setLessonVideo(
  db: TQ,
  id: string,
  videoKey: string,
  durationSeconds: number | null,
) {
  const [row] = await db
    .update(lesson)
    .set({ videoKey, durationSeconds, published: true, updatedAt: new Date() })
    .where(eq(lesson.id, id))
    .returning({ id: lesson.id });
  return row ?? null;
}

/** Every video key a lesson points at. */
export async function videoKeysInUse(db: TQ): Promise<Set<string>> {
  const rows = await db.select({ key: lesson.videoKey }).from(lesson);
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}

export async function videoKeyInUse(db: TQ, key: string) {
  const rows = await db
    .select({ id: lesson.id })
    .from(lesson)
    .where(eq(lesson.videoKey, key))
    .limit(1);
  return rows.length > 0;
}

export const allProjects = (db: TQ) =>
  db.select().from(project).orderBy(asc(project.category), asc(project.position));

export const allLessons = (db: TQ) =>
  db
    .select({
      id: lesson.id,
      projectId: lesson.projectId,
      section: lesson.section,
      number: lesson.number,
      title: lesson.title,
      videoKey: lesson.videoKey,
      published: lesson.published,
    })
    .from(lesson)
    .orderBy(asc(lesson.number));
