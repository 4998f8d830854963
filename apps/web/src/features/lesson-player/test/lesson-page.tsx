import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import type { ReactNode } from 'react';
import { on, renderWithApp } from '../../../test/render.tsx';
import CoursePage from '../routes/lesson-page.tsx';
import {
  COURSE_PATH,
  course,
  courseUrl,
  LESSON_ID,
  lesson,
  listItem,
  sectionList,
  videoUrl,
} from './fixtures.ts';

export const COURSE = '/courses/web/todo-app';
export const BUILD = `${COURSE}/sections/build`;
export const LESSON = `/lessons/${LESSON_ID}`;

/** The usual answers: the course, its Build list of one lesson, the lesson and its video. */
export const learner = (over: Partial<TLessonResponse> = {}) => [
  on('GET', COURSE, { body: course() }),
  on('GET', BUILD, { body: sectionList([listItem()]) }),
  on('GET', LESSON, { body: lesson(over) }),
  on('GET', `${LESSON}/video`, { body: videoUrl() }),
];

/** The course page at `search` (Build's lesson 1 unless told), inside `around` when given. */
export const openPage = (
  search = '?section=build&lesson=1',
  around: (page: ReactNode) => ReactNode = (page) => page,
) => renderWithApp(around(<CoursePage />), { url: courseUrl(search), path: COURSE_PATH });
