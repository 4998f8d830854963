import { lazy } from 'react';

/**
 * The questions feature's panel for the lesson page's QuestionsSlot
 * (entities/lesson/questions-slot.tsx), as its own chunk: it downloads when a learner first opens
 * the Questions tab, so the lesson page's JavaScript before that does not grow.
 */
export const LazyQuestionsPanel = lazy(
  () => import('../features/questions/components/questions-panel.tsx'),
);
