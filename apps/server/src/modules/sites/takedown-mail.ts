import { isCategory, SITE_TAKEDOWN_REASON_MAX } from '@thinkbuild/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { declareJob, enqueue, handleJob } from '../../jobs/define.ts';
import { htmlMail } from '../../mail/mailer.ts';
import { loadViewer } from '../../viewer/viewer.ts';

/*
 * The learner is told when an admin takes their site down, with the admin's reason: queued in the
 * transaction that deleted the copy, sent once by the job queue.
 */

const ZTakedownMail = z.object({
  userId: z.string().min(1),
  siteName: z.string().min(1),
  projectTitle: z.string(),
  /** My project's address: /projects/<category>/<slug>. */
  category: z.string().refine(isCategory),
  slug: z.string().min(1),
  reason: z.string().max(SITE_TAKEDOWN_REASON_MAX),
});

export const takedownMailJob = declareJob({ type: 'sites.takedown-mail', schema: ZTakedownMail });

export const takedownSubject = (projectTitle: string) =>
  `Your project ${projectTitle} was taken down`;

export async function enqueueTakedownMail(tx: TDb, payload: z.input<typeof ZTakedownMail>) {
  await enqueue(tx, takedownMailJob, payload);
}

async function sendTakedownMail(app: FastifyInstance, mail: z.output<typeof ZTakedownMail>) {
  // An account deleted since: nobody to tell.
  const learner = await loadViewer(app.db, mail.userId);
  if (!learner) return;
  const subject = takedownSubject(mail.projectTitle);
  const url = `${app.config.publicUrl}/projects/${mail.category}/${mail.slug}`;
  const lines = [
    `ThinkBuild took your published project ${mail.projectTitle} (${mail.siteName}) offline.`,
    `The reason: ${mail.reason}`,
    'Your files are still in My project.',
  ];
  await app.mailer.send({
    to: learner.email,
    subject,
    text: `${lines.join('\n\n')}\n\nMy project: ${url}\n`,
    html: htmlMail({ heading: subject, lines, button: { label: 'Open My project', url } }),
  });
}

export const sitesJobs = [
  handleJob(takedownMailJob, (payload, { app }) => sendTakedownMail(app, payload)),
];
