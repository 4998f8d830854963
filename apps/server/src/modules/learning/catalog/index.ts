/*
 * /api/catalog: the tracks and their courses as a signed-in learner browses them; /api/my-courses:
 * what /home shows (My courses).
 */
export { catalogRoutes } from './routes.ts';
