import { type TWorkspaceFile, WORKSPACE_ENTRY } from '@thinkbuild/core';
import { and, asc, eq } from 'drizzle-orm';
import { lesson, lessonExercise, project, user } from '../src/db/schema.ts';
import type { TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';

/** My project's routes (modules/workspaces), on the seeded web Portfolio unless told. */
export const wsUrl = (path = '', slug = 'portfolio', category = 'web') =>
  `/api/projects/${category}/${slug}/workspace${path}`;

type TMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

export function caller(app: TTestApp) {
  return (method: TMethod, url: string, cookie?: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
}

/** A signed-in learner of `role` with their user id. */
export async function learnerAs(
  app: TTestApp,
  role: 'free' | 'starter' | 'builder' | 'creator' = 'starter',
) {
  const { email, cookie } = await signInAs(app, role);
  const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error('learnerAs: no user row');
  return { email, cookie, userId: row.id };
}

/** The seeded project's id and the starter files of its first exercise in course order. */
export async function portfolio(app: TTestApp) {
  const [found] = await app.db
    .select({ id: project.id, title: project.title })
    .from(project)
    .where(and(eq(project.category, 'web'), eq(project.slug, 'portfolio')));
  if (!found) throw new Error('portfolio: not seeded');
  const [first] = await app.db
    .select({ files: lessonExercise.starterFiles })
    .from(lessonExercise)
    .innerJoin(lesson, eq(lesson.id, lessonExercise.lessonId))
    .where(and(eq(lesson.projectId, found.id), eq(lesson.published, true)))
    .orderBy(asc(lesson.section), asc(lesson.number))
    .limit(1);
  return { ...found, firstExercise: first?.files ?? null };
}

/** A valid set of files: the front page and a stylesheet in a folder. */
export const filesSaying = (text: string): TWorkspaceFile[] => [
  {
    path: WORKSPACE_ENTRY,
    content: `<h1>${text}</h1><link rel="stylesheet" href="css/style.css">`,
  },
  { path: 'css/style.css', content: `h1 { content: "${text}"; }` },
];
