import {
  COVER_WIDTHS,
  type TCourseOverview,
  type TCoursesResponse,
  type TCoverWidth,
  ZCourseOverview,
  ZCourseParams,
  ZCoursesResponse,
} from '@thinkbuild/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, notFound } from '../../../http/app-error.ts';
import { cachedAnswer, sendCached } from '../../../http/cached-answer.ts';
import { sendHtmlFile, themeOf } from '../../../http/theme.ts';
import { type TPageParts, webPages } from '../../../http/web-pages.ts';
import { FOUNDING_TAG } from '../../auth/service.ts';
import { CATALOG_TAG } from '../cache-keys.ts';
import { courseCacheKeys } from './cache-keys.ts';
import { courseOverview, coverKey, listCourses } from './service.ts';

type TWebRenderer = {
  renderCourses(list: TCoursesResponse, origin: string): Promise<TPageParts>;
  renderCourse(course: TCourseOverview, origin: string): Promise<TPageParts>;
};

const notFoundError = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';

/**
 * /courses and /courses/:category/:project (docs/decisions/023): rendered on the server by the
 * web app's components, kept in the cache per theme like the blog (decisions/008), and shipped
 * without the app's JavaScript: only the course page's preview island (video and quiz) runs.
 * The cover frames are public (the same picture for everyone) and long-cached by the browser.
 */
export async function registerCoursePages(app: FastifyInstance, distDir: string) {
  app.get('/course-covers/:category/:project/:file', async (request, reply) => {
    const { file, ...rest } = request.params as Record<string, string>;
    const params = ZCourseParams.safeParse(rest);
    const width = Number(/^(\d+)\.webp$/.exec(file ?? '')?.[1]) as TCoverWidth;
    const key =
      params.success && COVER_WIDTHS.includes(width)
        ? await coverKey(app.db, app.renditions, params.data.category, params.data.project, width)
        : null;
    if (!key) throw notFound('This course has no picture yet');
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=86400')
      .send(await app.storage.read(key));
  });

  const pages = await webPages<TWebRenderer>(distDir);
  if (!pages) return;
  const origin = app.config.publicUrl.replace(/\/+$/, '');
  const html = (reply: FastifyReply) => reply.header('cache-control', 'no-cache');

  app.get('/courses', async (request, reply) => {
    const theme = themeOf(request);
    const cached = await cachedAnswer(
      app.cache,
      courseCacheKeys.listPage(theme),
      () =>
        pages.page(
          theme,
          async (w) =>
            w.renderCourses(
              ZCoursesResponse.parse(await listCourses(app.db, app.renditions)),
              origin,
            ),
          { script: false },
        ),
      [CATALOG_TAG],
    );
    return sendCached(request, html(reply), cached);
  });

  app.get('/courses/:category/:project', async (request, reply) => {
    const params = ZCourseParams.safeParse(request.params);
    // An unknown course: status 404, and the app in the browser shows its not-found view.
    if (!params.success) return sendHtmlFile(request, reply, distDir, 'spa.html', 404);
    const { category, project } = params.data;
    const theme = themeOf(request);
    try {
      const cached = await cachedAnswer(
        app.cache,
        courseCacheKeys.coursePage(category, project, theme),
        () =>
          pages.page(
            theme,
            async (w) =>
              w.renderCourse(
                ZCourseOverview.parse(
                  await courseOverview(
                    app.db,
                    app.renditions,
                    category,
                    project,
                    app.config.lifetimeAccessUsers,
                  ),
                ),
                origin,
              ),
            { script: false },
          ),
        [CATALOG_TAG, FOUNDING_TAG],
      );
      return sendCached(request, html(reply), cached);
    } catch (error) {
      if (!notFoundError(error)) throw error;
      return sendHtmlFile(request, reply, distDir, 'spa.html', 404);
    }
  });
}
