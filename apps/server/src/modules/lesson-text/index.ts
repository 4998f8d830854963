/*
 * Lesson text has no plugin of its own: its admin routes need to know that the lesson exists,
 * which only learning can say, and learning already reads captions from here (service.ts), so
 * asking learning back would make a loop. Learning mounts these routes in its admin scope
 * (learning/admin-routes.ts), under the same /api/admin URLs and guard.
 */
export { adminLessonTextRoutes } from './admin-routes.ts';
