/*
 * The signed-in learner's course and lesson pages: the course's frame and section lists, the
 * lesson with its captions and video, progress saves and "Continue" on /home.
 */
export { learnerRoutes } from './routes.ts';
export { lessonVideoKey, saveProgress } from './service.ts';
