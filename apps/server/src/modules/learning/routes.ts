import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exerciseRoutes } from './exercise/index.ts';
import { learnerRoutes } from './learner/index.ts';
import { quizRoutes } from './quiz/index.ts';
import { reviewRoutes } from './review/index.ts';
import { watchingRoutes } from './watching/index.ts';

/** The learner's side of a course under /api: each area's routes, answered as personal. */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    // Personal answers (progress, access): never cached by shared caches.
    reply.header('cache-control', 'private, no-store');
  });
  await app.register(learnerRoutes);
  await app.register(quizRoutes);
  await app.register(exerciseRoutes);
  await app.register(reviewRoutes);
  await app.register(watchingRoutes);
};
