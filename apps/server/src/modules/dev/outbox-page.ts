import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { TSentMail } from '../../mail/mailer.ts';

const item = (m: TSentMail) => `<li>
  <p class="meta">${escapeHtml(m.sentAt)} · to <strong>${escapeHtml(m.to)}</strong></p>
  <h2>${escapeHtml(m.subject)}</h2>
  ${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : ''}
  <pre>${escapeHtml(m.text)}</pre>
</li>`;

/**
 * The development outbox: every mail the server "sent", newest first. Never registered in
 * production (app.ts), and only when mail goes to the outbox rather than SMTP.
 */
export function registerOutboxPage(app: FastifyInstance) {
  app.get('/dev/outbox', async (_request, reply) => {
    const mails = app.mailer.list?.() ?? [];
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Outbox | ThinkBuild (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;color:#0f172a}li{list-style:none;border:1px solid #e2e8f0;border-radius:12px;padding:16px;margin:0 0 16px}ul{padding:0}.meta{color:#475569;font-size:14px;margin:0}h2{font-size:18px;margin:8px 0}pre{white-space:pre-wrap;background:#f8fafc;padding:12px;border-radius:8px}a{color:#4338ca;word-break:break-all}</style></head>
<body><h1>Outbox</h1><p>Mail sent by this development server, newest first. Set <code>SMTP_URL</code> to send real mail.</p>
${mails.length ? `<ul>${mails.map(item).join('')}</ul>` : '<p>No mail yet.</p>'}</body></html>`;
  });
}
