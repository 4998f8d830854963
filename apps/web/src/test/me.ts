import type { TMe } from '@thinkbuild/core/schemas/account';

/** GET /api/me for a signed-in learner (Builder, terms accepted, no data saver choice). */
export const me = (over: Partial<TMe> = {}): TMe => ({
  email: 'learner@example.com',
  role: 'builder',
  isAdmin: false,
  lifetimeAccess: false,
  termsAccepted: true,
  dataSaver: null,
  timeZone: 'Africa/Johannesburg',
  ...over,
});
