import {
  CATEGORIES,
  SECTIONS,
  slugify,
  type TAdminLesson,
  type TAdminLessonTree,
  type TAdminProjects,
  type TLessonInput,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { TStorage } from '../../../storage/storage.ts';
import type { TLowData } from '../low-data.ts';
import {
  allLessons,
  allProjects,
  deleteLessonRow,
  findLessonWithProject,
  findProjectBySlug,
  insertLesson,
  insertProject,
  lessonNumberTaken,
  questionsOf,
  replaceQuestions,
  setLearnInOrder,
  type TTx,
  updateLessonRow,
} from './editor-repo.ts';

export const LESSON_NOT_FOUND = 'This lesson does not exist';

/** The admin's lesson screens show where each lesson's low-data versions stand. */
type TAdminDeps = { db: TDb; renditions: Pick<TLowData, 'statusOf'> };

const numberTaken = (input: TLessonInput) => {
  const message = `Lesson ${input.number} already exists in the ${input.section} section of this project`;
  return new AppError('CONFLICT', message, { number: message });
};

/** The chosen project, or the new one the form describes (its slug made from its title). */
async function resolveProject(tx: TTx, input: TLessonInput) {
  const p = input.project;
  if (p.kind === 'existing') {
    const found = await findProjectBySlug(tx, input.category, p.slug);
    if (!found) {
      const message = 'Choose a project of this category';
      throw new AppError('VALIDATION', message, { 'project.slug': message });
    }
    if (p.learnInOrder !== undefined && p.learnInOrder !== found.learnInOrder) {
      await setLearnInOrder(tx, found.id, p.learnInOrder);
    }
    return found;
  }
  const slug = slugify(p.title);
  if (await findProjectBySlug(tx, input.category, slug)) {
    const message = 'A project with this title already exists in this category';
    throw new AppError('CONFLICT', message, { 'project.title': message });
  }
  return insertProject(tx, {
    category: input.category,
    slug,
    title: p.title,
    status: p.status,
    comingSoonLabel: p.status === 'coming_soon' ? (p.comingSoonLabel ?? null) : null,
    learnInOrder: p.learnInOrder ?? false,
  });
}

const lessonValues = (input: TLessonInput, projectId: string) => ({
  projectId,
  section: input.section,
  number: input.number,
  difficulty: input.difficulty,
  title: input.title,
  description: input.description,
});

/** Runs a write; a lost race on the (project, section, number) index reads as "number taken". */
async function guardNumber<T>(input: TLessonInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTaken(input);
    throw error;
  }
}

/** A new lesson with its quiz, unpublished until its video has been uploaded. */
export async function createLesson(deps: TAdminDeps, input: TLessonInput): Promise<TAdminLesson> {
  const { db } = deps;
  const id = await guardNumber(input, () =>
    db.transaction(async (tx) => {
      const proj = await resolveProject(tx, input);
      if (await lessonNumberTaken(tx, proj.id, input.section, input.number))
        throw numberTaken(input);
      const row = await insertLesson(tx, lessonValues(input, proj.id));
      await replaceQuestions(tx, row.id, input.questions);
      return row.id;
    }),
  );
  return getAdminLesson(deps, id);
}

/** Edits data and quiz; the video (and so the published state) stays as it is. */
export async function updateLesson(
  deps: TAdminDeps,
  id: string,
  input: TLessonInput,
): Promise<TAdminLesson> {
  const { db } = deps;
  await guardNumber(input, () =>
    db.transaction(async (tx) => {
      if (!(await findLessonWithProject(tx, id))) throw notFound(LESSON_NOT_FOUND);
      const proj = await resolveProject(tx, input);
      if (await lessonNumberTaken(tx, proj.id, input.section, input.number, id))
        throw numberTaken(input);
      await updateLessonRow(tx, id, lessonValues(input, proj.id));
      await replaceQuestions(tx, id, input.questions);
    }),
  );
  return getAdminLesson(deps, id);
}

export async function getAdminLesson(
  { db, renditions }: TAdminDeps,
  id: string,
): Promise<TAdminLesson> {
  const found = await findLessonWithProject(db, id);
  if (!found) throw notFound(LESSON_NOT_FOUND);
  const { lesson, project } = found;
  const questions = await questionsOf(db, id);
  return {
    id,
    category: project.category,
    project: { slug: project.slug, title: project.title, learnInOrder: project.learnInOrder },
    section: lesson.section,
    number: lesson.number,
    difficulty: lesson.difficulty,
    title: lesson.title,
    description: lesson.description,
    hasVideo: Boolean(lesson.videoKey),
    published: lesson.published,
    durationSeconds: lesson.durationSeconds,
    lowData: (await renditions.statusOf([id])).get(id) ?? null,
    questions: questions.map(({ question, options, explanations, correctOption }) => ({
      question,
      options,
      // Questions written before explanations existed have none: five empty ones.
      explanations: options.map((_, i) => explanations[i] ?? ''),
      correctOption,
    })),
  };
}

/** Removes the lesson first (learners stop seeing it), then its video file. */
export async function deleteLesson(
  deps: { db: TDb; storage: TStorage; renditions: Pick<TLowData, 'lessonDeleted'> },
  id: string,
) {
  const row = await deleteLessonRow(deps.db, id);
  if (!row) throw notFound(LESSON_NOT_FOUND);
  if (row.videoKey) await deps.storage.delete(row.videoKey);
  await deps.renditions.lessonDeleted(id);
  return { deleted: true as const };
}

export async function lessonTree({ db, renditions }: TAdminDeps): Promise<TAdminLessonTree> {
  const [projects, lessons] = await Promise.all([allProjects(db), allLessons(db)]);
  const lowData = await renditions.statusOf(lessons.map((l) => l.id));
  return {
    categories: CATEGORIES.map((category) => ({
      category,
      projects: projects
        .filter((p) => p.category === category)
        .map((p) => ({
          slug: p.slug,
          title: p.title,
          status: p.status,
          comingSoonLabel: p.comingSoonLabel,
          sections: SECTIONS.map((section) => ({
            section,
            lessons: lessons
              .filter((l) => l.projectId === p.id && l.section === section)
              .map((l) => ({
                id: l.id,
                number: l.number,
                title: l.title,
                hasVideo: Boolean(l.videoKey),
                published: l.published,
                lowData: lowData.get(l.id) ?? null,
              })),
          })),
        })),
    })),
  };
}

export async function listAdminProjects(db: TDb): Promise<TAdminProjects> {
  const rows = await allProjects(db);
  return {
    projects: rows.map(({ category, slug, title, status, learnInOrder }) => ({
      category,
      slug,
      title,
      status,
      learnInOrder,
    })),
  };
}
