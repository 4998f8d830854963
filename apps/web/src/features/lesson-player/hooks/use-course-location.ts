import type { TLessonRef } from '@thinkbuild/core/learning';
import { SECTIONS, type TSection } from '@thinkbuild/core/sections';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { lessonSearch } from '../../../entities/lesson/paths.ts';

/** Navigation state: the id of the lesson a link points at, so it opens without a lookup. */
type TLessonState = { lessonId?: string } | null;

const isSection = (value: string | null): value is TSection =>
  value !== null && (SECTIONS as readonly string[]).includes(value);

/**
 * The course page's place in the URL: `/coursepage/:category/:project?section=&lesson=`.
 * Every lesson is a shareable link; an invalid section or lesson reads as "not given".
 */
export function useCourseLocation() {
  const { category = '', project = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const rawSection = params.get('section');
  const section = isSection(rawSection) ? rawSection : null;
  const rawLesson = Number(params.get('lesson'));
  const lessonNumber = section && Number.isInteger(rawLesson) && rawLesson > 0 ? rawLesson : null;
  const hintedId = (location.state as TLessonState)?.lessonId ?? null;

  /** Open a lesson (a new history entry, so Back returns to the previous lesson). */
  const goTo = useCallback(
    (lesson: TLessonRef, options: { replace?: boolean } = {}) =>
      navigate(
        { search: lessonSearch(lesson.section, lesson.number) },
        { replace: options.replace ?? false, state: { lessonId: lesson.id } },
      ),
    [navigate],
  );

  return { category, project, section, lessonNumber, hintedId, goTo };
}
