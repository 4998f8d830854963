import {
  CERTIFICATE_MESSAGES,
  canEarnCertificates,
  cannotPrintMessage,
  certifiableSections,
  isSectionComplete,
  sectionAccess,
  type TCategory,
  type TCertificateVerification,
  type TCourseCertificatesResponse,
  type TMyCertificatesResponse,
  type TSection,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { lessonScoresIn, publishedCourse } from '../learning/service.ts';
import { newCertificateCode } from './code.ts';
import { unprintable } from './fonts.ts';
import { certificatePdf } from './pdf.ts';
import {
  findByCode,
  findCertificate,
  findName,
  insertCertificate,
  listByUser,
  projectCertificates,
  saveName,
} from './repo.ts';

async function projectOrThrow(db: TDb, category: TCategory, slug: string) {
  const found = await publishedCourse(db, category, slug);
  if (!found) throw notFound('This course does not exist');
  return found;
}

/** Per section the learner can open now: complete or not, and the code once issued. */
export async function courseCertificates(
  db: TDb,
  viewer: TViewer,
  category: TCategory,
  slug: string,
): Promise<TCourseCertificatesResponse> {
  const found = await projectOrThrow(db, category, slug);
  const [scores, issued, name] = await Promise.all([
    lessonScoresIn(db, found.id, viewer.id),
    projectCertificates(db, viewer.id, found.id),
    findName(db, viewer.id),
  ]);
  return {
    hasName: name !== null,
    allowed: canEarnCertificates(viewer.role),
    sections: certifiableSections(viewer.role).map((section) => ({
      section,
      complete: isSectionComplete(scores.filter((s) => s.section === section)),
      code: issued.find((c) => c.section === section)?.code ?? null,
    })),
  };
}

const toPublic = (row: NonNullable<Awaited<ReturnType<typeof findByCode>>>) => ({
  ...row,
  issuedAt: row.issuedAt.toISOString(),
});

/**
 * The learner's certificate for a section, issued on first ask: their plan must give
 * certificates (Starter and above, plan-matrix.ts), the section must be one it opens, every
 * lesson's quiz passed, and their certificate name given. Once issued it stays theirs (same
 * code, still downloadable), whatever changes later.
 */
export async function issueCertificate(
  db: TDb,
  viewer: TViewer,
  target: { category: TCategory; project: string; section: TSection },
) {
  const found = await projectOrThrow(db, target.category, target.project);
  const existing = await findCertificate(db, viewer.id, found.id, target.section);
  if (existing) return existing;
  if (!canEarnCertificates(viewer.role)) {
    throw new AppError('FORBIDDEN', CERTIFICATE_MESSAGES.needsPlan);
  }
  const access = sectionAccess(target.section, { signedIn: true, role: viewer.role });
  if (!access.allowed) throw new AppError('FORBIDDEN', access.message);
  const scores = await lessonScoresIn(db, found.id, viewer.id);
  if (!isSectionComplete(scores.filter((s) => s.section === target.section)))
    throw new AppError('CONFLICT', CERTIFICATE_MESSAGES.notComplete);
  const name = await findName(db, viewer.id);
  if (!name) throw new AppError('CONFLICT', CERTIFICATE_MESSAGES.needsName);
  await insertCertificate(db, {
    code: newCertificateCode(),
    userId: viewer.id,
    projectId: found.id,
    section: target.section,
    holderName: name,
    projectTitle: found.title,
  });
  const issued = await findCertificate(db, viewer.id, found.id, target.section);
  if (!issued) throw new Error('certificate insert left no row');
  return issued;
}

export async function certificateDownload(
  db: TDb,
  viewer: TViewer,
  target: { category: TCategory; project: string; section: TSection },
  site: { publicUrl: string; timeZone: string },
) {
  const c = await issueCertificate(db, viewer, target);
  const verifyUrl = `${site.publicUrl}/certificates/${c.code}`;
  const pdf = await certificatePdf({ ...c, verifyUrl, timeZone: site.timeZone });
  return { code: c.code, pdf };
}

export async function verifyCertificate(db: TDb, code: string): Promise<TCertificateVerification> {
  const row = await findByCode(db, code);
  if (!row) throw notFound(CERTIFICATE_MESSAGES.notFound);
  return toPublic(row);
}

export async function myCertificates(
  db: TDb,
  viewer: Pick<TViewer, 'id'>,
): Promise<TMyCertificatesResponse> {
  const [name, rows] = await Promise.all([findName(db, viewer.id), listByUser(db, viewer.id)]);
  return {
    name,
    certificates: rows.map(({ project, ...rest }) => ({ ...toPublic(rest), project })),
  };
}

export async function setCertificateName(db: TDb, viewer: TViewer, name: string) {
  const missing = unprintable(name);
  if (missing.length > 0) {
    const message = cannotPrintMessage(missing);
    throw new AppError('VALIDATION', `name: ${message}`, { name: message });
  }
  await saveName(db, viewer.id, name);
  return { name };
}
