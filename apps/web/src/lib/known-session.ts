import { useSyncExternalStore } from 'react';

/*
 * Whether this tab knows someone is signed in, for the public pages' header and next steps
 * (decisions/047): true or false once the session query answered, null until then. A plain store, not the query cache: the public layout must not load TanStack
 * Query for a visitor. lib/query-client.ts keeps it in step with the session query (GET
 * /api/me): set once the answer is a user, cleared when it is null (signed out, here or in
 * another tab). The server's render never knows: it writes the visitor's page.
 */

let signedIn: boolean | null = null;
const listeners = new Set<() => void>();

export function setKnownSignedIn(value: boolean | null) {
  if (value === signedIn) return;
  signedIn = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The server writes every public page for a visitor: false there. */
export const useKnownSignedIn = () =>
  useSyncExternalStore<boolean | null>(
    subscribe,
    () => signedIn,
    () => false,
  );
