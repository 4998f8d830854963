import { apiScope } from '../../http/api.ts';
import { learningRoutes } from './routes.ts';

/** Lessons, quizzes, progress and review: the learner's side of a course. */
export const learningModule = apiScope(learningRoutes);
