import { type ComponentType, createContext, Suspense, useContext } from 'react';
import { useIdle } from '../../lib/idle.ts';
import { buttonClass } from '../../ui/button.tsx';

/*
 * Where the course page offers downloads (docs/decisions/022). Features do not import each
 * other: the lesson player renders these slots, and the app (app/protected-layout.tsx) fills
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

/** The lesson's download card: its frame, and what it says while nothing is kept. */
export const LESSON_DOWNLOAD_CARD = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';
export const LESSON_DOWNLOAD_HINT =
  'Keep this lesson on this device to watch it and take its quiz offline.';

/**
 * The card's frame with its first words (Download and the hint) laid out but not shown: it holds
 * the card's place while the card's code loads, so the transcript and code tabs under it do not
 * jump down a second after the video starts (a tap meant for a tab then landed on the card).
 */
function LessonDownloadPlace() {
  return (
    <div aria-hidden="true" className={LESSON_DOWNLOAD_CARD}>
      <div className="invisible flex flex-wrap items-center gap-3">
        <span className={buttonClass('secondary')}>Download</span>
        <p className="text-sm">{LESSON_DOWNLOAD_HINT}</p>
      </div>
    </div>
  );
}

/** "Download" for one lesson; nothing where no slot is provided (a component test). */
export function LessonDownloadSlot(props: { lesson: TDownloadLesson }) {
  const slots = useContext(DownloadSlotContext);
  // Loaded once the lesson has started: the video first (lib/idle.ts).
  const idle = useIdle();
  if (!slots) return null;
  if (!idle) return <LessonDownloadPlace />;
  return (
    <Suspense fallback={<LessonDownloadPlace />}>
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
