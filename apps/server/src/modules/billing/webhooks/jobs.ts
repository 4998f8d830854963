import { forgetEveryUser } from '../../../http/viewer-cache.ts';
import { applyEventJob, withHandler } from '../jobs/index.ts';
import { depsOf } from '../shared/index.ts';
import { applyStoredEvent } from './webhook.ts';

/** What runs the webhook's queued work: a stored event is applied after the answer left. */
export const webhookJobs = [
  withHandler(applyEventJob, async ({ id }, { app }) => {
    await applyStoredEvent(depsOf(app), id);
    // The event may have changed someone's access after the webhook's answer left: no server
    // may keep serving a session with the old role (http/viewer-cache.ts).
    void forgetEveryUser(app.cache);
  }),
];
