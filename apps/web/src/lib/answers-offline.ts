/*
 * Whether a query made offline may still get an answer on this device: a service worker keeps
 * some answers (the downloaded lessons, decisions/022). Read once at start by the query client;
 * set and cleared by whatever keeps those answers (entities/device).
 */
const ANSWERS_OFFLINE_KEY = 'thinkbuild:has-downloads';

export const answersOffline = () => {
  try {
    return localStorage.getItem(ANSWERS_OFFLINE_KEY) === 'true';
  } catch {
    return false;
  }
};

export const setAnswersOffline = (on: boolean) => {
  if (on) localStorage.setItem(ANSWERS_OFFLINE_KEY, 'true');
  else localStorage.removeItem(ANSWERS_OFFLINE_KEY);
};
