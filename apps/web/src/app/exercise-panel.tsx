import { lazy } from 'react';

/**
 * The exercise feature's panel for the lesson page's ExerciseSlot (entities/lesson/exercise-slot.tsx), as its own
 * chunk: it (and CodeMirror after it) downloads only when a lesson with an exercise shows it.
 */
export const LazyExercisePanel = lazy(
  () => import('../features/exercise/components/exercise-panel.tsx'),
);
