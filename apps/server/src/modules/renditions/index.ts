import { defineModule } from '../../http/module.ts';
import type { TRenditions } from './service.ts';
import { setupRenditions } from './worker.ts';

export { backfillInBackground } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Low-data versions: on when ffmpeg runs, and their transcode worker. */
    renditions: TRenditions;
  }
}

/** Low-data versions of lesson videos (decisions/011): `app.renditions` and its worker. */
export const renditionsModule = defineModule(
  { name: 'renditions', dependencies: ['jobs', 'storage'], decorates: true },
  async (app) => {
    app.decorate('renditions', await setupRenditions(app));
  },
);
