/*
 * The quiz under a lesson (decisions/017: learning owns quiz_question and quiz_attempt): a
 * learner's attempts, each in its own option order, and a submission graded in one transaction.
 */
export { openAttempt } from './attempts.ts';
export { quizRoutes } from './routes.ts';
export { submitQuiz } from './service.ts';
