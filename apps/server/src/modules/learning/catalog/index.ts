/* /api/catalog: the tracks and their courses as a signed-in learner browses them. */
export { catalogRoutes } from './routes.ts';
