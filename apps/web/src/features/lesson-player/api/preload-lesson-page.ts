import { coursePageTarget, lessonInList } from '@thinkbuild/core/lesson-answers';
import type { TSection } from '@thinkbuild/core/sections';
import { meQueryOptions } from '../../../entities/session/session.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { readsInstead } from '../hooks/use-stored-flag.ts';
import { courseQueryOptions } from './get-course.ts';
import { lessonQueryOptions } from './get-lesson.ts';
import { sectionLessonsQueryOptions } from './get-section-lessons.ts';
import { videoUrlQueryOptions } from './get-video-url.ts';

/**
 * Opening a lesson from its link (a reload, a bookmark, a shared URL): the page's requests and
 * its code start together, as soon as the app's first script runs, instead of one after the
 * other (the session, then the layout, then the page's chunk, then the course, the section list,
 * then the lesson and its video link). The page then finds every answer in the query cache, under
 * the keys its hooks use. A request refused here (signed out, a locked lesson) is only a cache
 * entry: the page asks again and shows the answer as it always does.
 */
export function preloadCoursePage(url: URL) {
  const target = coursePageTarget(url.pathname, url.search);
  if (!target) return;
  const { category, project, lesson } = target;
  void import('../routes/lesson-page.tsx');
  // The section's list first: the lesson and its video link wait on it, and the server answers
  // one query at a time on PGlite. Asked after the course, its answer came once the page had
  // started rendering the course, and the video's requests waited ~190 ms for that render.
  // (Opened from its link, the page's HTML brings these answers: lib/page-answers.ts.)
  if (lesson) preloadLesson(category, project, lesson.section, lesson.number);
  void queryClient.prefetchQuery(meQueryOptions());
  void queryClient.prefetchQuery(courseQueryOptions(category, project));
}

function preloadLesson(category: string, project: string, section: TSection, number: number) {
  queryClient
    .fetchInfiniteQuery(sectionLessonsQueryOptions(category, project, section))
    .then((list) => {
      const page = list.pages[0];
      const lesson = page && lessonInList(page, number);
      if (!lesson) return; // further down the list: the page loads on until it comes
      // A locked lesson's refusal carries what its offer card shows: asked for all the same.
      void queryClient.prefetchQuery(lessonQueryOptions(lesson.id));
      // No video link for a lesson the plan or the order keeps closed, or for a learner reading
      // instead of watching (that loads nothing of the video).
      if (lesson.playable && !readsInstead())
        void queryClient.prefetchQuery(videoUrlQueryOptions(lesson.id));
    })
    .catch(() => undefined); // the page asks again and shows why
}
