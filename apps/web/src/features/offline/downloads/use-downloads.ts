import { useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadPlayable } from '@thinkbuild/core/offline';
import { useEffect } from 'react';
import { clearDownloads, DOWNLOADS_CLEARED } from '../../../entities/device/device-data.ts';
import { useMe } from '../../../entities/session/session.ts';
import { deleteStoredLesson, putStoredLesson, storedLessons, type TStoredLesson } from './db.ts';
import { dropLessonFiles } from './fetch-lesson.ts';
import { forgetJobs, requestGrants, storeChanged, useStoreVersion } from './manager.ts';

const DOWNLOADS_KEY = ['offline', 'downloads'] as const;

/**
 * Asks the server again about every download (decisions/022): a granted lesson gets a new
 * expiry, a refused one (the plan changed, the lesson went) loses its files at once and stays
 * listed as ended. Only online; offline the stored expiry is all there is.
 */
async function recheck(records: TStoredLesson[]) {
  const live = records.filter((r) => !r.revoked);
  for (const quality of new Set(live.map((r) => r.quality))) {
    const mine = live.filter((r) => r.quality === quality);
    const { granted, refused } = await requestGrants(
      mine.map((r) => r.lessonId),
      quality,
    );
    const now = new Date().toISOString();
    for (const record of mine) {
      const grant = granted.find((g) => g.lessonId === record.lessonId);
      if (grant) {
        await putStoredLesson({ ...record, expiresAt: grant.expiresAt, checkedAt: now });
      } else if (refused.some((r) => r.lessonId === record.lessonId)) {
        await dropLessonFiles(record.lessonId);
        await putStoredLesson({ ...record, revoked: true, files: [], bytes: 0, checkedAt: now });
      }
    }
  }
}

let checkedThisSession = false;

/** This account's downloads; another account's are deleted on sight (a shared device). */
export function useDownloads() {
  const { data: me } = useMe();
  const version = useStoreVersion();
  const queryClient = useQueryClient();
  useEffect(() => {
    const onCleared = () => {
      forgetJobs();
      void queryClient.invalidateQueries({ queryKey: DOWNLOADS_KEY });
    };
    window.addEventListener(DOWNLOADS_CLEARED, onCleared);
    return () => window.removeEventListener(DOWNLOADS_CLEARED, onCleared);
  }, [queryClient]);
  return useQuery({
    queryKey: [...DOWNLOADS_KEY, me?.email ?? null, version],
    enabled: Boolean(me),
    // Stored data: the store changes only through this tab's jobs or a sign-out.
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
    queryFn: async () => {
      let records = await storedLessons();
      if (records.some((r) => r.owner !== me?.email)) {
        await clearDownloads();
        return [];
      }
      if (!checkedThisSession && navigator.onLine && records.length > 0) {
        checkedThisSession = true;
        try {
          await recheck(records);
          records = await storedLessons();
        } catch {
          // Offline after all, or the server is away: ask again next session.
          checkedThisSession = false;
        }
      }
      return records.sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt));
    },
  });
}

export const isPlayable = (record: TStoredLesson) => downloadPlayable(record, new Date());

/** Removes one download (files and record). */
export async function removeDownload(lessonId: string) {
  await dropLessonFiles(lessonId);
  await deleteStoredLesson(lessonId);
  storeChanged();
}
