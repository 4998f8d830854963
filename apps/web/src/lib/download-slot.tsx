import { type ComponentType, createContext, Suspense, useContext } from 'react';
import { useIdle } from './idle.ts';

/*
 * Where the course page offers downloads (docs/decisions/022). Features do not import each
 * other: the course feature renders these slots, and the app (app/protected-layout.tsx) fills
 * them with the offline feature's buttons, loaded lazily.
 */

export type TDownloadLesson = {
  id: string;
  title: string;
  /** The lesson page, for the Downloads list. */
  href: string;
};

export type TDownloadSlots = {
  Lesson: ComponentType<{ lesson: TDownloadLesson }>;
  Section: ComponentType<{ lessons: TDownloadLesson[] }>;
};

const DownloadSlotContext = createContext<TDownloadSlots | null>(null);

export const DownloadSlotProvider = DownloadSlotContext.Provider;

/** "Download" for one lesson; nothing where no slot is provided (a component test). */
export function LessonDownloadSlot(props: { lesson: TDownloadLesson }) {
  const slots = useContext(DownloadSlotContext);
  // Loaded once the lesson has started: the video first (lib/idle.ts).
  const idle = useIdle();
  if (!slots || !idle) return null;
  return (
    <Suspense fallback={null}>
      <slots.Lesson {...props} />
    </Suspense>
  );
}

/** "Download section (n lessons, 42 MB)" above a section's lessons in the course menu. */
export function SectionDownloadSlot(props: { lessons: TDownloadLesson[] }) {
  const slots = useContext(DownloadSlotContext);
  const idle = useIdle();
  if (!slots || !idle || props.lessons.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <slots.Section {...props} />
    </Suspense>
  );
}
