import { type ComponentType, createContext, Suspense, useContext } from 'react';

/*
 * Where the lesson page shows the learner's notes and bookmarks. Features do not import each
 * other: the lesson player renders <NotesSlot>, and the app (app/protected-layout.tsx) fills it
 * with the notes feature's panel, loaded lazily once the video has started.
 */

export type TNotesSlotProps = {
  lessonId: string;
  /** The player's time (to note the moment) and its seek (a note jumps back there). */
  media: {
    clock: { get: () => number; subscribe: (onChange: () => void) => () => void };
    seek: (seconds: number) => void;
  };
};

const NotesSlotContext = createContext<ComponentType<TNotesSlotProps> | null>(null);

export const NotesSlotProvider = NotesSlotContext.Provider;

/** The notes panel the app provides; nothing where none is provided (a component test). */
export function NotesSlot(props: TNotesSlotProps) {
  const Panel = useContext(NotesSlotContext);
  if (!Panel) return null;
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-32 rounded-2xl bg-slate-100" />}>
      <Panel {...props} />
    </Suspense>
  );
}
