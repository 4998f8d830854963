import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { adminLessonTextRoutes } from '../lesson-text/index.ts';
import { adminLessonRoutes, LESSON_NOT_FOUND, lessonExists } from './content/index.ts';
import { adminCoursePageRoutes } from './course-pages/index.ts';
import { adminExerciseRoutes } from './exercise/index.ts';

/**
 * Learning's /api/admin routes (index.ts puts them behind the admin guard): the lesson editor,
 * a course page's facts, a lesson's exercise, and lesson-text's captions and snippets, which
 * learning mounts because only it can say that their lesson exists.
 */
export const learningAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminLessonRoutes);
  await app.register(adminCoursePageRoutes);
  await app.register(adminExerciseRoutes);
  await app.register(async (lessonText) => {
    // Every route here names a lesson (its params are checked first).
    lessonText.addHook('preHandler', async (request) => {
      const { id } = request.params as { id: string };
      if (!(await lessonExists(app.db, id))) throw notFound(LESSON_NOT_FOUND);
    });
    await lessonText.register(adminLessonTextRoutes);
  });
};
