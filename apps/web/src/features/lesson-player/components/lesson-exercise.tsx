import { useQueryClient } from '@tanstack/react-query';
import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { ExerciseSlot } from '../../../entities/lesson/exercise-slot.tsx';
import { courseKeys } from '../api/keys.ts';
import { applyLessonProgress } from '../api/save-progress.ts';
import { LocalErrorBoundary } from './local-error-boundary.tsx';

/** Whatever the video does, the exercise is not held back longer than this. */
const WAIT_FOR_VIDEO_MS = 4000;

/**
 * True once the lesson's video can start playing (or it has none, or failed, or took too long):
 * the exercise's code (editor, runner) downloads after the video's first segments, not before.
 * Once true for a lesson it stays true, so a new video link never unmounts the learner's work.
 */
function useVideoCanStart(
  videoRef: RefObject<HTMLVideoElement | null>,
  lessonId: string,
  videoPending: boolean,
) {
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const ready = readyFor === lessonId;
  useEffect(() => {
    if (ready) return;
    const done = () => setReadyFor(lessonId);
    const timer = setTimeout(done, WAIT_FOR_VIDEO_MS);
    const video = videoRef.current;
    if (!videoPending && (!video || video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA)) {
      done();
      return () => clearTimeout(timer);
    }
    video?.addEventListener('canplay', done);
    video?.addEventListener('error', done);
    return () => {
      clearTimeout(timer);
      video?.removeEventListener('canplay', done);
      video?.removeEventListener('error', done);
    };
  }, [videoRef, lessonId, videoPending, ready]);
  return ready;
}

/** The lesson's code exercise, from the app's ExerciseSlot, once the video can start. */
export function LessonExercise({
  lesson,
  videoRef,
  videoPending,
}: {
  lesson: TLessonResponse;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The video's link is still being asked for: the player has no <video> yet. */
  videoPending: boolean;
}) {
  const queryClient = useQueryClient();
  const ready = useVideoCanStart(videoRef, lesson.id, videoPending);
  const onResult = useCallback(
    ({ completed }: { passed: boolean; completed: boolean }) => {
      applyLessonProgress(queryClient, lesson, { completed });
      // The menu's state of the lesson ("Exercise passed", "Complete") follows.
      void queryClient.invalidateQueries({
        queryKey: courseKeys.sections(lesson.category, lesson.project),
      });
    },
    [queryClient, lesson],
  );
  if (!ready) return null;
  return (
    <LocalErrorBoundary what="The exercise" resetKey={lesson.id}>
      <ExerciseSlot
        key={lesson.id}
        lessonId={lesson.id}
        hasQuiz={lesson.quiz !== null}
        onResult={onResult}
      />
    </LocalErrorBoundary>
  );
}
