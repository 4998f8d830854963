import type { TLessonResponse, TVideoUrlResponse } from '@thinkbuild/core/schemas/learning';
import type { TDownloadGrant } from '@thinkbuild/core/schemas/offline';
import { DOWNLOAD_CACHE_NAME } from '../../../entities/device/device-data.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

/*
 * What the pages a downloaded lesson needs ask the API, kept beside the download
 * (docs/decisions/022). The service worker answers these exact GETs from the downloads cache
 * only when the network fails, so offline the session, /home, /review, the course page and the
 * lesson load as they were at the last download, and online nothing changes. Deleted with the
 * downloads (sign-out).
 */

const apiUrl = (path: string) => new URL(`/api${path}`, location.origin).href;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The shared answers: who is signed in, /home's and /review's, the lesson's course. */
function pagePaths(lesson: TLessonResponse) {
  const zone = encodeURIComponent(browserTimeZone());
  const course = `/courses/${encodeURIComponent(lesson.category)}/${encodeURIComponent(lesson.project)}`;
  return [
    '/me',
    '/my-courses',
    `/review/summary?timeZone=${zone}`,
    `/review?timeZone=${zone}`,
    course,
    `${course}/certificates`,
    `${course}/sections/${lesson.section}?after=0`,
  ];
}

/** Keeps the pages' answers (refreshed by every download) and the lesson's own. */
export async function keepPageData(
  lesson: TLessonResponse,
  grant: TDownloadGrant,
  source: string,
  signal: AbortSignal,
) {
  const cache = await caches.open(DOWNLOAD_CACHE_NAME);
  for (const path of pagePaths(lesson)) {
    const response = await fetch(apiUrl(path), { signal, credentials: 'same-origin' });
    if (response.ok) await cache.put(apiUrl(path), json(await response.json()));
  }
  const id = encodeURIComponent(lesson.id);
  await cache.put(apiUrl(`/lessons/${id}`), json(lesson));
  // The learner's notes on it, for its timeline and notes panel offline (notes made offline wait
  // in the outbox and show over these: entities/notes).
  const notes = await fetch(apiUrl(`/lessons/${id}/notes`), { signal, credentials: 'same-origin' });
  if (notes.ok) await cache.put(apiUrl(`/lessons/${id}/notes`), json(await notes.json()));
  // The player asks for its sources as online; offline it is told the kept file, which plays
  // as any MP4 does (fetch-lesson.ts), with no quality to pick.
  const video: TVideoUrlResponse = { url: source, expiresAt: grant.expiresAt, hls: null };
  await cache.put(apiUrl(`/lessons/${id}/video`), json(video));
}

/** Keeps an API answer the lesson page reads (captions) under its own URL. */
export async function keepApiCopy(path: string, body: Response | unknown) {
  const cache = await caches.open(DOWNLOAD_CACHE_NAME);
  await cache.put(apiUrl(path), body instanceof Response ? body : json(body));
}
