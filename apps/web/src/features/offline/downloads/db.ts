import { downloadPlayable, type TDownloadQuality } from '@thinkbuild/core/offline';
import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import type { TCaptionsResponse } from '@thinkbuild/core/schemas/lesson-text';
import type { DBSchema } from 'idb';
import { OFFLINE_DB_NAME } from '../../../entities/device/device-data.ts';
import { deviceDatabase } from '../../../entities/device/device-db.ts';

/*
 * The download store (docs/decisions/022): one record per downloaded lesson, with everything
 * the lesson page shows offline except the media files, which are in Cache Storage under
 * /offline-media/{lessonId}/ (entities/device/device-data.ts).
 */

export type TStoredLesson = {
  lessonId: string;
  /** The account (its email) that downloaded it: another account on this device never sees it. */
  owner: string;
  title: string;
  href: string;
  quality: TDownloadQuality;
  /** "240p", "360p", "audio", or null for the MP4. */
  rendition: string | null;
  /** Bytes kept on the device (media, captions, lesson data). */
  bytes: number;
  /** The grant's end; `revoked` when the server last said access has ended. */
  expiresAt: string;
  revoked: boolean;
  downloadedAt: string;
  checkedAt: string;
  /** The lesson as the page shows it, with the quiz attempt (option order fixed now). */
  lesson: TLessonResponse;
  captions: TCaptionsResponse | null;
  /** Cache URLs of the media: the playlist (or MP4) first. */
  files: string[];
};

type TOfflineDb = DBSchema & {
  lessons: { key: string; value: TStoredLesson };
};

export const offlineDb = deviceDatabase<TOfflineDb>(OFFLINE_DB_NAME, 1, (db) => {
  db.createObjectStore('lessons', { keyPath: 'lessonId' });
});

export const storedLessons = async () => (await offlineDb()).getAll('lessons');
export const storedLesson = async (id: string) => (await offlineDb()).get('lessons', id);
export const putStoredLesson = async (record: TStoredLesson) =>
  (await offlineDb()).put('lessons', record);
export const deleteStoredLesson = async (id: string) => (await offlineDb()).delete('lessons', id);

/** A downloaded lesson that may still play opens at `href`. */
export async function playableAt(href: string) {
  const records = await storedLessons();
  return records.some((r) => r.href === href && downloadPlayable(r, new Date()));
}
