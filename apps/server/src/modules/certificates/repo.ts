import type { TSection } from '@thinkbuild/core';
import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { certificate, certificateName } from '../../db/schema.ts';
import { projectSummaries } from '../learning/service.ts';

const storedColumns = {
  code: certificate.code,
  name: certificate.holderName,
  projectId: certificate.projectId,
  projectTitle: certificate.projectTitle,
  section: certificate.section,
  issuedAt: certificate.issuedAt,
};

type TStored = {
  code: string;
  name: string;
  projectId: string;
  projectTitle: string;
  section: TSection;
  issuedAt: Date;
};

// The track (category) comes with the title: "Portfolio" alone reads the same for web and
// mobile. A project never changes category, so its project gives what was true at issue. A
// certificate whose project is gone is left out, as the join this replaces left it out.
async function withProjects(db: TDb, rows: TStored[]) {
  const projects = await projectSummaries(db, [...new Set(rows.map((r) => r.projectId))]);
  return rows.flatMap(({ code, name, projectId, projectTitle, section, issuedAt }) => {
    const found = projects.get(projectId);
    if (!found) return [];
    const row = { code, name, category: found.category, projectTitle, section, issuedAt };
    return [{ row, project: found.slug }];
  });
}

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
  const rows = await db
    .select(storedColumns)
    .from(certificate)
    .where(
      and(
        eq(certificate.userId, userId),
        eq(certificate.projectId, projectId),
        eq(certificate.section, section),
      ),
    );
  return (await withProjects(db, rows))[0]?.row ?? null;
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
  const rows = await db.select(storedColumns).from(certificate).where(eq(certificate.code, code));
  return (await withProjects(db, rows))[0]?.row ?? null;
}

export async function listByUser(db: TDb, userId: string) {
  const rows = await db
    .select(storedColumns)
    .from(certificate)
    .where(eq(certificate.userId, userId))
    .orderBy(desc(certificate.issuedAt));
  return (await withProjects(db, rows)).map(({ row, project }) => ({ ...row, project }));
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
