import { createHash } from 'node:crypto';
import { type TPublicProfile, ZProfileHandleParams } from '@thinkbuild/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { cachedAnswer, sendCached } from '../../http/cached-answer.ts';
import { sendHtmlFile, themedKey, themeOf } from '../../http/theme.ts';
import { type TPageParts, webPages } from '../../http/web-pages.ts';
import { publicProfileOf } from './service.ts';

type TWebRenderer = {
  renderProfile(profile: TPublicProfile, origin: string): Promise<TPageParts>;
};

/**
 * /u/:handle as full HTML from the first byte, with its title, description and Open Graph tags
 * for a shared link's card: rendered on the server by the web app's own page, like the course
 * pages (decisions/023), and shipped without the app's JavaScript (it has only links).
 *
 * The profile is read on every request, so turning it off, hiding a project or deleting the
 * account shows at once; only the rendering is kept, under a hash of what it shows, so it needs
 * no invalidation: any change is another key.
 */
export async function registerProfilePages(app: FastifyInstance, distDir: string) {
  const pages = await webPages<TWebRenderer>(distDir);
  if (!pages) return;
  const origin = app.config.publicUrl.replace(/\/+$/, '');

  app.get('/u/:handle', async (request, reply) => {
    const params = ZProfileHandleParams.safeParse(request.params);
    try {
      if (!params.success) throw new AppError('NOT_FOUND', 'Not a handle');
      const { profile } = await publicProfileOf(app.db, params.data.handle, app.config);
      const theme = themeOf(request);
      const shown = createHash('sha256').update(JSON.stringify(profile)).digest('base64url');
      const cached = await cachedAnswer(
        app.cache,
        themedKey(`profile-page:${shown}`, theme),
        () => pages.page(theme, (w) => w.renderProfile(profile, origin), { script: false }),
        [],
      );
      return sendCached(request, reply.header('cache-control', 'no-cache'), cached);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
      // Off, unknown or gone: status 404, and the app in the browser says so.
      return sendHtmlFile(request, reply, distDir, 'spa.html', 404);
    }
  });
}
