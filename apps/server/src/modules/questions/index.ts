import { adminScope } from '../../http/admin-scope.ts';
import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { adminQuestionRoutes } from './admin-routes.ts';
import { erasePostsOf } from './erasure-repo.ts';
import { questionMailRoutes, unsubscribePages } from './mail-routes.ts';
import { questionJobs, scheduleDigest } from './notify.ts';
import { questionPages, questionRoutes } from './routes.ts';

/**
 * Questions and answers under each lesson: threads as open as their lesson, helpful votes, the
 * asker's accepted answer, reports, and the mails that tell a learner they were answered.
 */
export const questionsModule = defineModule(
  { name: 'questions', dependencies: ['api-rate-limit', 'auth', 'jobs', 'learning'] },
  async (app) => {
    for (const job of questionJobs) app.jobs.register(job);
    // The account module's checks run first: posts change only once the deletion will happen.
    app.beforeAccountErasure((user) => erasePostsOf(app.db, user.id));
    await app.register(apiScope(questionRoutes));
    await app.register(apiScope(questionMailRoutes));
    // Moderation changes no cached answer: threads are read fresh (private, no-store).
    await app.register(adminScope(adminQuestionRoutes, { invalidates: [] }));
    await app.register(questionPages);
    await app.register(unsubscribePages);
    app.addHook('onReady', async () => {
      await scheduleDigest(app.db);
    });
  },
);
