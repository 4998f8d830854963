/*
 * A learner's progress rows: positions, completions, best quiz scores, failed attempts and the
 * lessons a "Learn in order" project makes them wait for. Reads and writes only; the rules that
 * decide a completion sit with the area that causes it (the player, the quiz, the exercise).
 */
export {
  doneCount,
  failedAttempts,
  firstLesson,
  lessonScores,
  markComplete,
  mostRecentProgress,
  progressByLesson,
  progressInProject,
  savePosition,
  saveQuizScore,
  waitedLessons,
} from './repo.ts';
