import type { TMe } from '@thinkbuild/core/schemas/account';

/** GET /api/me for a signed-in learner (Builder, terms accepted, no data saver choice). */
export const me = (over: Partial<TMe> = {}): TMe => ({
  email: 'learner@example.com',
  role: 'builder',
  isAdmin: false,
  twoFactorEnabled: false,
  lifetimeAccess: false,
  emailVerified: true,
  termsAccepted: true,
  guardianHold: 'none',
  privacyChanged: false,
  dataSaver: null,
  timeZone: 'Africa/Johannesburg',
  ...over,
});
