/*
 * Watching records (docs/decisions/045; learning owns lesson_watch): the player's batches of
 * which stretches of a lesson's video were played, added up per learner, lesson and stretch.
 */

export { createWatchingBuffer, type TWatchingBuffer } from './buffer.ts';
export { watchingRoutes } from './routes.ts';
export { recordWatching } from './service.ts';
