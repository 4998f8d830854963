import { type ComponentType, createContext, Suspense, useContext } from 'react';

/*
 * Where the lesson page shows a lesson's questions and answers (its Questions tab). Features do
 * not import each other: the lesson player renders <QuestionsSlot> when the tab is first opened,
 * and the app (app/protected-layout.tsx) fills it with the questions feature's panel, loaded
 * lazily, so the lesson page's own JavaScript does not carry it.
 */

export type TQuestionsSlotProps = {
  lessonId: string;
  /** The lesson has a code exercise: a question may attach the learner's code. */
  hasExercise: boolean;
  /** Where the video is now, in seconds (null when there is no video to point at). */
  videoTime: () => number | null;
  /** Seeks the player to a question's moment (absent when there is no player). */
  onSeek: ((seconds: number) => void) | undefined;
  /** A thread to open at once (the lesson was opened from a link to it). */
  openQuestion?: string | null;
};

const QuestionsSlotContext = createContext<ComponentType<TQuestionsSlotProps> | null>(null);

export const QuestionsSlotProvider = QuestionsSlotContext.Provider;

/** The questions panel the app provides; nothing where none is provided (a component test). */
export function QuestionsSlot(props: TQuestionsSlotProps) {
  const Panel = useContext(QuestionsSlotContext);
  if (!Panel) return null;
  return (
    <Suspense
      fallback={<div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-100" />}
    >
      <Panel {...props} />
    </Suspense>
  );
}

/** Whether the app provides a questions panel (the lesson page shows the tab only then). */
export const useHasQuestionsSlot = () => useContext(QuestionsSlotContext) !== null;
