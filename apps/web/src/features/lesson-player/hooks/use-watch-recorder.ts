import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import { WATCH_SEND_EVERY_MS } from '@thinkbuild/core/watching';
import { type RefObject, useCallback, useRef } from 'react';
import { useMe } from '../../../entities/session/session.ts';
import { sendWatching } from '../api/send-watching.ts';
import { useOnLeave } from './use-on-leave.ts';
import { createWatchLog } from './watch-log.ts';

/** This tab's watching not yet sent, across lessons (a batch the server refused waits here). */
const log = createWatchLog();
/** When this tab last sent a batch, or first noted a stretch since: at most one a minute. */
let clockFrom = 0;

/**
 * Notes which 10-second stretches of the video the learner plays and sends them
 * (decisions/045): at most once a minute while watching, and at once when they leave the lesson
 * (another lesson or page of the app, the tab hidden or closed), offline into the outbox. Only
 * for a signed-in learner. Returns the media event handlers to call from the <video>'s.
 */
export function useWatchRecorder(
  lesson: Pick<TLessonResponse, 'id' | 'durationSeconds'>,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const { data: me } = useMe();
  const who = useRef(me?.email);
  who.current = me?.email;
  const lessonId = lesson.id;

  const flush = useCallback(
    (leaving: boolean) => {
      const sender = who.current;
      if (!sender || !log.has(lessonId)) return;
      const buckets = log.take(lessonId);
      clockFrom = Date.now();
      void sendWatching(sender, lessonId, { buckets }, leaving).then((next) => {
        if (next === 'again') log.giveBack(lessonId, buckets);
      });
    },
    [lessonId],
  );

  useOnLeave(useCallback(() => flush(true), [flush]));

  return {
    onTimeUpdate: () => {
      const video = videoRef.current;
      if (!video || video.paused || !who.current) return;
      // The minute runs from the first stretch noted since the last batch.
      if (!log.has(lessonId)) clockFrom = Date.now();
      // The server's length first: a stretch past the one it knows is refused with its batch.
      log.played(lessonId, video.currentTime, lesson.durationSeconds ?? video.duration);
      if (Date.now() - clockFrom >= WATCH_SEND_EVERY_MS) flush(false);
    },
    onSeeking: () => log.seeked(),
  };
}
