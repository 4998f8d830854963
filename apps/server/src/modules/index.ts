import { accountModule } from './account/index.ts';
import { adminModule } from './admin/index.ts';
import { authModule } from './auth/index.ts';
import { billingModule } from './billing/index.ts';
import { blogsModule } from './blogs/index.ts';
import { certificatesModule } from './certificates/index.ts';
import { devModule } from './dev/index.ts';
import { healthModule } from './health/index.ts';
import { insightsModule } from './insights/index.ts';
import { learningModule } from './learning/index.ts';
import { meModule } from './me/index.ts';
import { notesModule } from './notes/index.ts';
import { offlineModule } from './offline/index.ts';
import { profilesModule } from './profiles/index.ts';
import { questionsModule } from './questions/index.ts';
import { renditionsModule } from './renditions/index.ts';
import { searchModule } from './search/index.ts';
import { sitesModule } from './sites/index.ts';
import { themeModule } from './theme/index.ts';
import { workspacesModule } from './workspaces/index.ts';

/**
 * Every module, in the order app.ts registers them (decisions/018). Each is one plugin from its
 * own index.ts (http/module.ts: named, with the plugins it needs), registering its /api routes
 * (through http/api.ts), its /api/admin routes (http/admin-scope.ts), its pages, its jobs and its
 * decorators. Auth and renditions come first: they decorate the app (`auth`, `renditions`) for
 * the rest. A module placed before what it needs stops the start (module-order.test.ts).
 */
export const MODULES = [
  authModule,
  renditionsModule,
  healthModule,
  meModule,
  accountModule,
  blogsModule,
  learningModule,
  questionsModule,
  certificatesModule,
  notesModule,
  workspacesModule,
  sitesModule,
  profilesModule,
  offlineModule,
  searchModule,
  billingModule,
  insightsModule,
  adminModule,
  devModule,
  themeModule,
];
