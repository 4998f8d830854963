/*
 * Who may open which lesson: the plan's sections, a "Learn in order" project's locks and a
 * visitor's free preview. Every lesson endpoint of the other areas asks here first.
 */
export {
  accessFor,
  closedLessons,
  keptLessons,
  lessonFrame,
  openLesson,
  openLessonFor,
} from './access.ts';
