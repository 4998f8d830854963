import {
  ZCaptionsResponse,
  ZCourseParams,
  ZCourseResponse,
  ZErrorBody,
  ZLessonListQuery,
  ZLessonListResponse,
  ZLessonParams,
  ZLessonResponse,
  ZProgressRequest,
  ZProgressResponse,
  ZRecentResponse,
  ZSectionParams,
  ZVideoUrlResponse,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJson } from '../../../http/cached-answer.ts';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import { getViewer, requireUser } from '../../../http/guards.ts';
import { courseReads, learnerValue, learningCacheKeys } from '../cache-keys.ts';
import { getSectionLessons } from './section-list.ts';
import {
  getCourse,
  getLesson,
  getRecent,
  lessonCaptionCues,
  lessonCaptionsFile,
  lessonVideoKey,
  saveProgress,
} from './service.ts';

const errors = ERROR_RESPONSES;

/** A signed-in learner's course page, lesson page and progress (a visitor: the preview). */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = courseReads(app.db, app.cache);
  app.get(
    '/courses/:category/:project',
    { schema: { params: ZCourseParams, response: { 200: ZCourseResponse, ...errors } } },
    async (request) => {
      const viewer = await requireUser(request);
      return getCourse(reads, viewer, request.params.category, request.params.project);
    },
  );

  app.get(
    '/courses/:category/:project/sections/:section',
    {
      schema: {
        params: ZSectionParams,
        querystring: ZLessonListQuery,
        response: { 200: ZLessonListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const { category, project, section } = request.params;
      // The finished answer too is the learner's until their next write or an admin write
      // (both drop what the cache keeps about them): a repeat costs no JSON work.
      const json = await app.cache.get(
        learningCacheKeys.sectionList(viewer, category, project, section, request.query),
        async () =>
          // Checked against the schema once, when built (a string is sent as it is).
          JSON.stringify(
            ZLessonListResponse.parse(
              await getSectionLessons(reads, viewer, category, project, section, request.query),
            ),
          ),
        learnerValue(viewer.id),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/lessons/:id',
    { schema: { params: ZLessonParams, response: { 200: ZLessonResponse, ...errors } } },
    async (request) => getLesson(app.db, await requireUser(request), request.params.id),
  );

  app.get(
    '/lessons/:id/video',
    { schema: { params: ZLessonParams, response: { 200: ZVideoUrlResponse, ...errors } } },
    async (request) => {
      // Without a session only a project's free preview lesson answers (access/access.ts).
      const viewer = await getViewer(request);
      const key = await lessonVideoKey(app.db, viewer, request.params.id);
      const [mp4, hls] = await Promise.all([
        app.videoUrl(key),
        app.renditions.hlsSources(request.params.id, key),
      ]);
      return { ...mp4, hls };
    },
  );

  // The player's <track src>: same origin, the session cookie, the video's access rule.
  app.get(
    '/lessons/:id/captions.vtt',
    // A string with a text/vtt type is sent as it is (Fastify serializes JSON types only).
    { schema: { params: ZLessonParams, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const viewer = await getViewer(request);
      const vtt = await lessonCaptionsFile(app.db, viewer, request.params.id);
      return reply.type('text/vtt; charset=utf-8').send(vtt);
    },
  );

  app.get(
    '/lessons/:id/captions',
    { schema: { params: ZLessonParams, response: { 200: ZCaptionsResponse, ...errors } } },
    async (request) => lessonCaptionCues(app.db, await requireUser(request), request.params.id),
  );

  app.put(
    '/lessons/:id/progress',
    {
      schema: {
        params: ZLessonParams,
        body: ZProgressRequest,
        response: { 200: ZProgressResponse, ...errors },
      },
    },
    async (request) =>
      saveProgress(app.db, await requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/progress/recent',
    { schema: { response: { 200: ZRecentResponse, 401: ZErrorBody } } },
    async (request) => getRecent(app.db, await requireUser(request), app.config.timeZone),
  );
};
