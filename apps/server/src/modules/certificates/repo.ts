import type { TCategory, TSection } from '@thinkbuild/core';
import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { certificate, certificateName, lesson, lessonProgress, project } from '../../db/schema.ts';

export async function findPublishedProject(db: TDb, category: TCategory, slug: string) {
  const [row] = await db
    .select({ id: project.id, title: project.title })
    .from(project)
    .where(
      and(eq(project.category, category), eq(project.slug, slug), eq(project.status, 'published')),
    )
    .limit(1);
  return row ?? null;
}

/** Every published lesson of a project with the learner's best quiz score (null: none yet). */
export function lessonScores(db: TDb, projectId: string, userId: string) {
  return db
    .select({ section: lesson.section, bestScore: lessonProgress.bestQuizScore })
    .from(lesson)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lesson.id), eq(lessonProgress.userId, userId)),
    )
    .where(and(eq(lesson.projectId, projectId), eq(lesson.published, true)));
}

// The track (category) comes with the title: "Portfolio" alone reads the same for web and
// mobile. A project never changes category, so the join gives what was true at issue.
const publicColumns = {
  code: certificate.code,
  name: certificate.holderName,
  category: project.category,
  projectTitle: certificate.projectTitle,
  section: certificate.section,
  issuedAt: certificate.issuedAt,
};

export function projectCertificates(db: TDb, userId: string, projectId: string) {
  return db
    .select({ section: certificate.section, code: certificate.code })
    .from(certificate)
    .where(and(eq(certificate.userId, userId), eq(certificate.projectId, projectId)));
}

export async function findCertificate(
  db: TDb,
  userId: string,
  projectId: string,
  section: TSection,
) {
  const [row] = await db
    .select(publicColumns)
    .from(certificate)
    .innerJoin(project, eq(project.id, certificate.projectId))
    .where(
      and(
        eq(certificate.userId, userId),
        eq(certificate.projectId, projectId),
        eq(certificate.section, section),
      ),
    );
  return row ?? null;
}

/** Inserts unless this learner already has this section's certificate (two clicks at once). */
export async function insertCertificate(db: TDb, row: typeof certificate.$inferInsert) {
  await db
    .insert(certificate)
    .values(row)
    .onConflictDoNothing({
      target: [certificate.userId, certificate.projectId, certificate.section],
    });
}

export async function findByCode(db: TDb, code: string) {
  const [row] = await db
    .select(publicColumns)
    .from(certificate)
    .innerJoin(project, eq(project.id, certificate.projectId))
    .where(eq(certificate.code, code));
  return row ?? null;
}

export function listByUser(db: TDb, userId: string) {
  return db
    .select({ ...publicColumns, project: project.slug })
    .from(certificate)
    .innerJoin(project, eq(project.id, certificate.projectId))
    .where(eq(certificate.userId, userId))
    .orderBy(desc(certificate.issuedAt));
}

export async function findName(db: TDb, userId: string) {
  const [row] = await db
    .select({ name: certificateName.name })
    .from(certificateName)
    .where(eq(certificateName.userId, userId));
  return row?.name ?? null;
}

export async function saveName(db: TDb, userId: string, name: string) {
  await db
    .insert(certificateName)
    .values({ userId, name })
    .onConflictDoUpdate({
      target: certificateName.userId,
      set: { name, updatedAt: new Date() },
    });
}
