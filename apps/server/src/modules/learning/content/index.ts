/*
 * The course itself: categories, projects, lessons and their quiz questions, a course's facts and
 * its public reading, and the lesson editor. Every other area of learning builds on these reads;
 * content imports no other area.
 */

export { adminLessonRoutes } from './admin-routes.ts';
export { courseFacts, courseLevelOf, saveCourseFacts } from './course-facts-repo.ts';
export { LESSON_NOT_FOUND } from './editor.ts';
export {
  findLessonWithProject,
  setLessonVideo,
  type TTx,
  videoKeyInUse,
  videoKeysInUse,
} from './editor-repo.ts';
export {
  countLessons,
  currentVideoKey,
  fillLessonDuration,
  findLesson,
  findOpenProject,
  findProject,
  lessonExists,
  lessonLinks,
  lessonsWithVideo,
  listLessons,
  listQuestions,
  projectsByIds,
  projectsWithSlug,
  sectionLength,
  sectionTotals,
  type TAttemptOption,
} from './lessons-repo.ts';
export {
  previewContent,
  previewOfProject,
  publicProject,
  publicProjects,
  type TPublicProject,
} from './public-course.ts';
export { publicCourseTexts } from './public-course-repo.ts';
export {
  gradeAnswer,
  hasCompleteQuiz,
  orderFits,
  shownOptions,
  shuffledOptions,
  type TQuestion,
} from './questions.ts';
