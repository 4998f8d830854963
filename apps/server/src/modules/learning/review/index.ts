/* The review queue (/api/review; decisions/013): the questions a learner got wrong, asked again. */
export { queueMistakes } from './repo.ts';
export { answerReview, reviewSummary } from './review.ts';
export { reviewRoutes } from './routes.ts';
