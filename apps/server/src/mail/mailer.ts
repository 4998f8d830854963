import { escapeHtml } from '../lib/escape-html.ts';
export type TMail = { to: string; subject: string; text: string; html: string };

export type TSentMail = TMail & { id: number; sentAt: string; link: string | undefined };

/** Sends mail: over SMTP when SMTP_URL is set, else into the dev outbox. */
export type TMailer = {
  readonly driver: 'smtp' | 'outbox';
  send(mail: TMail): Promise<void>;
  /** Outbox only: what was "sent", newest first. */
  list?: () => readonly TSentMail[];
};

export const firstLink = (text: string) => text.match(/https?:\/\/\S+/)?.[0];

/** A plain, readable HTML mail around a message and one button. */
export function htmlMail({
  heading,
  lines,
  button,
  links = [],
}: {
  heading: string;
  lines: string[];
  button?: { label: string; url: string };
  /** Further links, under the button (a receipt's tax invoice). */
  links?: { label: string; url: string }[];
}) {
  const paragraphs = lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join('');
  const cta = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(button.url)}</p>`
    : '';
  const more = links
    .map(
      (l) =>
        `<p style="margin:0 0 16px"><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`,
    )
    .join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:22px">${escapeHtml(heading)}</h1>${paragraphs}${cta}${more}<p style="font-size:13px;color:#64748b">ThinkBuild · Think, Build, Deploy</p></body></html>`;
}
