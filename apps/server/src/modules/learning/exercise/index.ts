/*
 * A lesson's code exercise: the learner's draft and results (the server never runs their code)
 * and the admin's side with its publish rule (docs/decisions/019).
 */
export { publishRefusal } from './admin.ts';
export { adminExerciseRoutes } from './admin-routes.ts';
export { postSiteCheck, projectStep, putExerciseDraft } from './exercises.ts';
export { exerciseStanding, firstExerciseStarter, lessonHasExercise } from './repo.ts';
export { exerciseRoutes } from './routes.ts';
