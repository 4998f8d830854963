import { useStoredFlag } from './use-stored-flag.ts';

/**
 * Theatre layout on a wide screen: the video across the page and the lesson list in a drawer.
 * Remembered in this browser, so a reload (or the next lesson) keeps the learner's choice.
 */
export const useTheatre = () => useStoredFlag('thinkbuild:theatre');
