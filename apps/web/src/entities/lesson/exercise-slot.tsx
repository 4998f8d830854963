import { type ComponentType, createContext, Suspense, useContext } from 'react';

/*
 * Where the lesson page shows a lesson's code exercise. Features do not import each other: the
 * lesson player renders <ExerciseSlot>, and the app (app/protected-layout.tsx) fills it with the
 * exercise feature's panel, loaded lazily, so CodeMirror and the runner reach only lessons that
 * have an exercise.
 */

export type TExerciseSlotProps = {
  lessonId: string;
  /** The lesson has a quiz: passing the exercise alone does not complete it. */
  hasQuiz: boolean;
  /** After a check is reported: the course refreshes its ticks and counts. */
  onResult: (standing: { passed: boolean; completed: boolean }) => void;
};

const ExerciseSlotContext = createContext<ComponentType<TExerciseSlotProps> | null>(null);

export const ExerciseSlotProvider = ExerciseSlotContext.Provider;

/** The exercise panel the app provides; nothing where none is provided (a component test). */
export function ExerciseSlot(props: TExerciseSlotProps) {
  const Panel = useContext(ExerciseSlotContext);
  if (!Panel) return null;
  // Its own boundary: while the panel's chunk loads, the rest of the lesson stays on screen.
  return (
    <Suspense
      fallback={<div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-slate-100" />}
    >
      <Panel {...props} />
    </Suspense>
  );
}
