import { useQueryClient } from '@tanstack/react-query';
import type { TLessonResponse, TProgressRequest } from '@thinkbuild/core/schemas/learning';
import { type RefObject, useCallback, useRef } from 'react';
import { applyLessonProgress, saveProgress, useSaveProgress } from '../api/save-progress.ts';
import { useOnLeave } from './use-on-leave.ts';
import { useWatchRecorder } from './use-watch-recorder.ts';

/** While playing, save the position at most this often. */
const SAVE_EVERY_MS = 10_000;
/** Smaller moves than this are not worth a request (restoring the position, say). */
const MIN_CHANGE_SECONDS = 0.5;

type TLesson = Pick<
  TLessonResponse,
  'id' | 'category' | 'project' | 'progress' | 'durationSeconds'
>;

/**
 * Saves the playback position: every ~10 s while playing, on pause, after a seek, at the end,
 * and when the learner leaves (another lesson, another page, the tab hidden or closed); and
 * which stretches were played, for the author's Insights (useWatchRecorder, decisions/045).
 * Returns the media event handlers to call from the <video>'s.
 */
export function useProgressSaver(lesson: TLesson, videoRef: RefObject<HTMLVideoElement | null>) {
  const queryClient = useQueryClient();
  const { mutate } = useSaveProgress(lesson);
  const watch = useWatchRecorder(lesson, videoRef);
  // The last position seen: the <video> is already gone when an unmount cleanup runs.
  const latest = useRef<TProgressRequest | null>(null);
  const savedPosition = useRef(lesson.progress.positionSeconds);
  const savedAt = useRef(Date.now());
  const lessonRef = useRef(lesson);
  lessonRef.current = lesson;

  const read = useCallback(() => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.currentTime)) return;
    const duration = video.duration;
    latest.current = {
      positionSeconds: Math.round(video.currentTime * 10) / 10,
      ...(Number.isFinite(duration) && duration > 0 ? { durationSeconds: duration } : {}),
    };
  }, [videoRef]);

  const save = useCallback(
    (leaving: boolean) => {
      const body = latest.current;
      if (!body || Math.abs(body.positionSeconds - savedPosition.current) < MIN_CHANGE_SECONDS)
        return;
      savedPosition.current = body.positionSeconds;
      savedAt.current = Date.now();
      // Offline a keepalive request cannot go: the mutation queues it (decisions/022).
      if (!leaving || !navigator.onLine) {
        mutate(body);
        return;
      }
      const current = lessonRef.current;
      saveProgress(current.id, body, true).then(
        (saved) => applyLessonProgress(queryClient, current, saved),
        // Leaving the page: nobody is left to tell, and the next periodic save covers it.
        () => undefined,
      );
    },
    [mutate, queryClient],
  );

  useOnLeave(useCallback(() => save(true), [save]));

  return {
    onTimeUpdate: () => {
      read();
      watch.onTimeUpdate();
      const video = videoRef.current;
      if (video && !video.paused && Date.now() - savedAt.current >= SAVE_EVERY_MS) save(false);
    },
    onPause: () => {
      read();
      save(false);
    },
    onSeeking: watch.onSeeking,
    onSeeked: () => {
      read();
      save(false);
    },
    onEnded: () => {
      read();
      save(false);
    },
  };
}
