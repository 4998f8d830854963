/*
 * API GETs started while the app's code still loads (app/routes.tsx `preloadRoute`: the session
 * and the first reads of a page opened from its link), so their answers are on the way before
 * the code that reads them has run. The first plain `api()` GET of the same path takes the
 * response, once. Only a success is taken, and only while it is new: a refusal or a failure is
 * asked again (a visitor who signs in meanwhile must not get the 401 from before), and so is
 * anything asked for later than a few seconds after it was started.
 */
const FRESH_FOR_MS = 10_000;

const started = new Map<string, { at: number; response: Promise<Response | null> }>();

/** Starts a GET of `path` (relative to /api) for a later `api()` call to take. */
export function requestEarly(path: string) {
  if (started.has(path)) return;
  const response = fetch(`/api${path}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  }).then(
    (res) => (res.ok ? res : null),
    () => null,
  );
  started.set(path, { at: performance.now(), response });
}

/** The early GET of `path`, at most once: its response when it succeeded, else null. */
export function takeEarlyResponse(path: string): Promise<Response | null> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  return performance.now() - early.at > FRESH_FOR_MS ? undefined : early.response;
}
