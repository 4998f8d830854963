import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { notesRoutes } from './routes.ts';

/** A learner's private notes and bookmarks at moments of a lesson's video. */
export const notesModule = defineModule(
  { name: 'notes', dependencies: ['api-rate-limit', 'auth'] },
  apiScope(notesRoutes),
);
