import { createHash, randomBytes } from 'node:crypto';
import { needsGuardian } from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { htmlMail, type TMailer } from '../../mail/mailer.ts';
import {
  deleteDeclinedAccount,
  findConsentRequest,
  findGuardianOf,
  recordConsent,
  saveConsentRequest,
} from './guardian-repo.ts';

/*
 * POPIA sections 34–35 (decisions/036): a learner under 18 names a parent or guardian at sign-up;
 * that person gets a link to a page that says what ThinkBuild collects and why, where they agree
 * or decline (which deletes the account). Until they agree, payments and posting wait (13–17) or
 * the whole account waits (under 13): core's guardianHold decides. Only a hash of the link's
 * token is stored; a resend replaces it.
 */

type TDeps = { db: TDb; mailer: TMailer; publicUrl: string };

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

async function sendConsentLink(deps: TDeps, learnerEmail: string, to: string, token: string) {
  const url = `${deps.publicUrl}/guardian-consent?token=${token}`;
  const lines = [
    `${learnerEmail} signed up to ThinkBuild, a site where beginners learn to program by building projects, and gave your address as their parent's or guardian's.`,
    "South Africa's Protection of Personal Information Act needs your consent before we keep a child's personal information for paying and posting (and, under 13, before the account is used at all).",
    'Open the link to see what we collect and why, and to agree or decline. Declining deletes the account and everything in it.',
  ];
  await deps.mailer.send({
    to,
    subject: 'Your consent for a ThinkBuild account',
    text: `${lines.join('\n\n')}\n\nAgree or decline: ${url}\n\nIf you do not know this learner, decline: the account is deleted.\n`,
    html: htmlMail({
      heading: 'A learner asks for your consent',
      lines,
      button: { label: 'See what we collect and decide', url },
    }),
  });
}

/**
 * What sign-up stores: the guardian's address only for a learner who needs one (lower case), and
 * no consent yet whatever the client sent.
 */
export function guardianFields(data: Record<string, unknown>) {
  const minor = typeof data.birthYear === 'number' && needsGuardian(data.birthYear, new Date());
  const guardianEmail =
    minor && typeof data.guardianEmail === 'string'
      ? data.guardianEmail.trim().toLowerCase()
      : null;
  return { guardianEmail, guardianConsentAt: null };
}

/** After sign-up: a learner under 18 gets a consent link mailed to the guardian they named. */
export async function askGuardianIfNeeded(
  deps: TDeps,
  created: { id: string; email: string } & Record<string, unknown>,
) {
  const { birthYear, guardianEmail } = created;
  if (typeof birthYear !== 'number' || typeof guardianEmail !== 'string') return;
  if (!needsGuardian(birthYear, new Date())) return;
  const token = randomBytes(32).toString('base64url');
  await saveConsentRequest(deps.db, created.id, hashOf(token));
  await sendConsentLink(deps, created.email, guardianEmail, token);
}

/**
 * The learner asks again (or corrects a mistyped address): a new link replaces the old. False
 * when no consent is awaited (an adult, or already given).
 */
export async function resendGuardianLink(deps: TDeps, userId: string, guardianEmail?: string) {
  const learner = await findGuardianOf(deps.db, userId);
  if (!learner || learner.guardianConsentAt || learner.birthYear === null) return false;
  if (!needsGuardian(learner.birthYear, new Date())) return false;
  const to = guardianEmail ?? learner.guardianEmail;
  if (!to) return false;
  const token = randomBytes(32).toString('base64url');
  await saveConsentRequest(deps.db, userId, hashOf(token), guardianEmail);
  await sendConsentLink(deps, learner.email, to, token);
  return true;
}

/** What the guardian's page shows; null for a link that is used, replaced or unknown. */
export async function consentRequest(db: TDb, token: string) {
  const found = await findConsentRequest(db, hashOf(token));
  if (!found) return null;
  return { learnerEmail: found.email, birthYear: found.birthYear, askedAt: found.sentAt };
}

/** The guardian's answer; the learner's id when it was taken, null when the link is dead. */
export async function decideConsent(db: TDb, token: string, decision: 'agree' | 'decline') {
  const found = await findConsentRequest(db, hashOf(token));
  if (!found) return null;
  const done =
    decision === 'agree'
      ? await recordConsent(db, found.userId, hashOf(token))
      : await deleteDeclinedAccount(db, found.userId, hashOf(token));
  return done ? found.userId : null;
}

/** /account: whom the learner named and whether they agreed. */
export async function guardianStatus(db: TDb, userId: string) {
  const learner = await findGuardianOf(db, userId);
  if (!learner?.guardianEmail) return null;
  return {
    guardianEmail: learner.guardianEmail,
    consentedAt: learner.guardianConsentAt?.toISOString() ?? null,
    lastSentAt: learner.sentAt?.toISOString() ?? null,
  };
}
