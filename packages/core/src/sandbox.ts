/**
 * The page that runs learner code for the exercises, framed in a sandbox by the lesson page
 * (docs/decisions/019). The server serves it with its own strict CSP; the web app frames it.
 */
export const EXERCISE_RUNNER_PATH = '/sandbox/runner';
