import { type ReactNode, useId } from 'react';

type TLessonPanelProps = {
  icon: ReactNode;
  title: ReactNode;
  /** A line of what to do, under the title. */
  lead: ReactNode;
  /** Beside the heading, at its right on wide screens (the quiz's best score). */
  aside?: ReactNode;
  children?: ReactNode;
  /** Under the padded part, edge to edge (the exercise's editor and preview). */
  footer?: ReactNode;
};

/**
 * A panel under a lesson's video (the quiz, the code exercise): one card, its heading (the icon
 * in a brand tile, the title and what to do) naming the region for screen readers.
 */
export function LessonPanel({ icon, title, lead, aside, children, footer }: TLessonPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="p-4 sm:p-7">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              {icon}
            </span>
            <div>
              <h2 id={headingId} className="font-bold text-slate-950 text-xl">
                {title}
              </h2>
              <p className="text-slate-600 text-sm">{lead}</p>
            </div>
          </div>
          {aside}
        </div>
        {children}
      </div>
      {footer}
    </section>
  );
}
