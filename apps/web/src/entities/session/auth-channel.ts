/*
 * How the tabs of one browser tell each other the session changed (session.ts's broadcastAuth).
 * Apart from session.ts so that the light sign-in pages' island (decisions/042) says it without
 * the query library.
 */
export const AUTH_CHANNEL = 'thinkbuild-auth';

export type TAuthMessage = { type: 'signed-out' } | { type: 'session-changed' };

/** Tells the other tabs, from a page without the app. Carries no user data. */
export function tellOtherTabs(message: TAuthMessage) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.postMessage(message);
  channel.close();
}
