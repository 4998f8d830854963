import { noticeText, type TNoticeData, ZNoticeData } from '@thinkbuild/core';
import type { FastifyInstance } from 'fastify';
import { htmlMail } from '../../../mail/mailer.ts';
import { noticeTax } from '../invoices/index.ts';
import { findUserEmail } from '../shared/index.ts';
import { findNotice, markNoticeSent, type TNoticeRow } from './notices-repo.ts';

/** A stored notice's facts, read back through core's schema (null: a row it no longer fits). */
export function noticeDataOf(row: Pick<TNoticeRow, 'kind' | 'data'>): TNoticeData | null {
  const parsed = ZNoticeData.safeParse({ ...row.data, kind: row.kind });
  return parsed.success ? parsed.data : null;
}

/**
 * `billing.notice`: the notice's mail, once. A notice already sent is skipped; the mail goes out
 * before `sent_at` is written, so a worker that dies between the two sends it again (at least
 * once, never lost). A learner gone meanwhile (account deleted) gets nothing.
 */
export async function sendNotice(app: FastifyInstance, id: string) {
  const row = await findNotice(app.db, id);
  if (!row || row.sentAt) return;
  const data = noticeDataOf(row);
  if (!data) throw new Error(`billing notice ${id} (${row.kind}) does not fit its schema`);
  const to = await findUserEmail(app.db, row.userId);
  if (!to) return;
  const text = noticeText(data, app.config.timeZone);
  const url = `${app.config.publicUrl}${text.button.path}`;
  // Its tax invoice or credit note, or that a receipt is not a tax invoice (decisions/044).
  const tax = await noticeTax(app, row.key, data);
  const lines = tax ? [...text.lines, tax.line] : text.lines;
  const links = tax?.link ? [tax.link] : [];
  await app.mailer.send({
    to,
    subject: text.subject,
    text: `${lines.join('\n\n')}\n\n${text.button.label}: ${url}\n${links.map((l) => `\n${l.label}: ${l.url}\n`).join('')}`,
    html: htmlMail({
      heading: text.heading,
      lines,
      button: { label: text.button.label, url },
      links,
    }),
  });
  await markNoticeSent(app.db, id);
}
