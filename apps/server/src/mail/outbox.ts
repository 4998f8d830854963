import type { FastifyBaseLogger } from 'fastify';
import { firstLink, type TMailer, type TSentMail } from './mailer.ts';

const KEEP = 200;

/** Development mail: logged with its link and kept in memory for the /dev/outbox page. */
export function createOutbox(log: Pick<FastifyBaseLogger, 'info'>): TMailer {
  const sent: TSentMail[] = [];
  let nextId = 1;
  return {
    driver: 'outbox',
    async send(mail) {
      const entry: TSentMail = {
        ...mail,
        id: nextId++,
        sentAt: new Date().toISOString(),
        link: firstLink(mail.text),
      };
      sent.unshift(entry);
      sent.length = Math.min(sent.length, KEEP);
      log.info(
        { to: mail.to, subject: mail.subject, link: entry.link },
        `Mail (outbox): ${mail.subject}`,
      );
    },
    list: () => sent,
  };
}
