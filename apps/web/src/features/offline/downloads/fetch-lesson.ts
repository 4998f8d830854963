import type { TDownloadQuality } from '@thinkbuild/core/offline';
import type { TExerciseResponse } from '@thinkbuild/core/schemas/exercise';
import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import type { TCaptionsResponse } from '@thinkbuild/core/schemas/lesson-text';
import type { TDownloadGrant } from '@thinkbuild/core/schemas/offline';
import {
  DOWNLOAD_CACHE_NAME,
  markHasDownloads,
  OFFLINE_MEDIA_PATH,
} from '../../../entities/device/device-data.ts';
import { api } from '../../../lib/api-client.ts';
import { putStoredLesson, type TStoredLesson } from './db.ts';
import { keepApiCopy, keepPageData } from './page-data.ts';
import { playlistFiles } from './playlist.ts';

/** Where a downloaded lesson's file is kept (and served from, offline). */
export const mediaUrl = (lessonId: string, name: string) =>
  new URL(`${OFFLINE_MEDIA_PATH}${lessonId}/${name}`, location.origin).href;

/** The playlist (or MP4) a downloaded lesson plays from. */
export const localSource = (record: Pick<TStoredLesson, 'files'>) => record.files[0] ?? null;

type TFetchOptions = {
  owner: string;
  title: string;
  href: string;
  quality: TDownloadQuality;
  signal: AbortSignal;
  /** Bytes of media kept so far (files already in the cache count: a resumed download). */
  onBytes: (done: number) => void;
};

/** Fetches `url` into the cache under `local` unless it is there; returns its size. */
async function keep(cache: Cache, url: string, local: string, signal: AbortSignal) {
  const kept = await cache.match(local);
  if (kept) return (await kept.clone().blob()).size;
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const body = await response.blob();
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  await cache.put(local, new Response(body, { headers: { 'content-type': type } }));
  return body.size;
}

/**
 * Downloads one granted lesson: its data-saver rendition (or MP4), captions, transcript,
 * snippets, quiz (the open attempt, so the option order is fixed now) and code exercise, then
 * records it.
 * Files already kept are skipped, so a paused download resumes where it stopped.
 */
export async function fetchLesson(grant: TDownloadGrant, options: TFetchOptions) {
  const { signal } = options;
  const id = grant.lessonId;
  const lesson = await api<TLessonResponse>(`/lessons/${encodeURIComponent(id)}`, { signal });
  const cache = await caches.open(DOWNLOAD_CACHE_NAME);
  let done = 0;
  const files: string[] = [];
  if (grant.playlist) {
    const response = await fetch(grant.playlist, { signal, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`Download failed (${response.status})`);
    const text = await response.text();
    const remote = playlistFiles(text, response.url || grant.playlist);
    // Numbered (names may repeat across folders), keeping each file's own name and extension.
    const names = remote.map((url, i) => `${i}-${new URL(url).pathname.split('/').pop() ?? ''}`);
    const local = (i: number) => mediaUrl(id, names[i] ?? `${i}`);
    for (const [i, url] of remote.entries()) {
      done += await keep(cache, url, local(i), signal);
      options.onBytes(done);
    }
    // The rendition is fragmented MP4 (decisions/011): its init section and segments, in the
    // playlist's order, are one playable MP4 file. Kept so, the <video> plays it as a file
    // the worker serves in ranges; Chromium's own HLS would not play a playlist the worker
    // answered. The parts go once the whole is kept (until then they let a pause resume).
    const parts = await Promise.all(
      remote.map(async (_, i) => (await cache.match(local(i)))?.blob() ?? new Blob()),
    );
    const video = mediaUrl(id, 'video.mp4');
    const type = grant.rendition === 'audio' ? 'audio/mp4' : 'video/mp4';
    await cache.put(
      video,
      new Response(new Blob(parts, { type }), { headers: { 'content-type': type } }),
    );
    for (const [i] of remote.entries()) await cache.delete(local(i));
    files.push(video);
  } else {
    const video = mediaUrl(id, 'video.mp4');
    files.push(video);
    done += await keep(cache, grant.mp4, video, signal);
    options.onBytes(done);
  }
  let captions: TCaptionsResponse | null = null;
  if (lesson.hasCaptions) {
    captions = await api<TCaptionsResponse>(`/lessons/${encodeURIComponent(id)}/captions`, {
      signal,
    });
    const vtt = mediaUrl(id, 'captions.vtt');
    done += await keep(cache, `/api/lessons/${encodeURIComponent(id)}/captions.vtt`, vtt, signal);
    files.push(vtt);
    // The player's <track> and transcript ask the API: offline the worker answers with these.
    await keepApiCopy(`/lessons/${encodeURIComponent(id)}/captions`, captions);
    const track = await cache.match(vtt);
    if (track) await keepApiCopy(`/lessons/${encodeURIComponent(id)}/captions.vtt`, track);
  }
  // The code exercise (decisions/019): its instructions, starter files and the learner's saved
  // draft, so the editor opens offline; drafts written then wait in the outbox (entities/device/outbox).
  let exercise: TExerciseResponse | null = null;
  if (lesson.hasExercise) {
    exercise = await api<TExerciseResponse>(`/lessons/${encodeURIComponent(id)}/exercise`, {
      signal,
    });
    await keepApiCopy(`/lessons/${encodeURIComponent(id)}/exercise`, exercise);
  }
  await keepPageData(lesson, grant, files[0] ?? '', signal);
  const now = new Date().toISOString();
  const record: TStoredLesson = {
    lessonId: id,
    owner: options.owner,
    title: options.title,
    href: options.href,
    quality: options.quality,
    rendition: grant.rendition,
    bytes:
      done +
      JSON.stringify(lesson).length +
      JSON.stringify(captions).length +
      JSON.stringify(exercise).length,
    expiresAt: grant.expiresAt,
    revoked: false,
    downloadedAt: now,
    checkedAt: now,
    lesson,
    captions,
    files,
  };
  await putStoredLesson(record);
  markHasDownloads();
  return record;
}

/** Deletes a lesson's kept files (the record is the caller's). */
export async function dropLessonFiles(lessonId: string) {
  const cache = await caches.open(DOWNLOAD_CACHE_NAME);
  // Its files, and the API answers kept for its page (page-data.ts).
  const prefixes = [
    mediaUrl(lessonId, ''),
    new URL(`/api/lessons/${encodeURIComponent(lessonId)}`, location.origin).href,
  ];
  for (const request of await cache.keys()) {
    if (prefixes.some((prefix) => request.url.startsWith(prefix))) await cache.delete(request);
  }
}
