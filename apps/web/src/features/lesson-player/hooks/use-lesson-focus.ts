import type { TLessonRef } from '@thinkbuild/core/learning';
import { useCallback, useEffect, useRef } from 'react';
import { LESSON_TITLE_ID } from '../components/lesson-view.tsx';

/**
 * A new lesson starts at its video, wherever the link or button that opened it was. Previous/Next
 * replace the whole lesson, buttons included: after them focus moves to the new title so
 * keyboard and screen-reader users are not dropped at the top of the document.
 * Returns what Previous/Next call to open a lesson.
 */
export function useLessonFocus(lessonId: string | null, goTo: (lesson: TLessonRef) => void) {
  const focusTitle = useRef(false);
  const openFromNav = useCallback(
    (lesson: TLessonRef) => {
      focusTitle.current = true;
      goTo(lesson);
    },
    [goTo],
  );

  const shownLesson = useRef(lessonId);
  useEffect(() => {
    if (shownLesson.current === lessonId) return;
    shownLesson.current = lessonId;
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
    if (focusTitle.current) {
      focusTitle.current = false;
      document.getElementById(LESSON_TITLE_ID)?.focus({ preventScroll: true });
    }
  }, [lessonId]);

  return openFromNav;
}
