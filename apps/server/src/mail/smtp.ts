import nodemailer from 'nodemailer';
import type { TMailer } from './mailer.ts';

export function createSmtpMailer(url: string, from: string): TMailer {
  const transport = nodemailer.createTransport(url);
  return {
    driver: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
