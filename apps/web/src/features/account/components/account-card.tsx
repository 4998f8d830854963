import type { ReactNode } from 'react';

type TAccountCardProps = {
  /** The heading's id; the card is labelled by it. */
  headingId: string;
  title: ReactNode;
  /** A line under the title; `introId` lets a control name it as its description. */
  intro?: ReactNode;
  introId?: string;
  /** Beside the title, at its end (the data saver's switch). */
  aside?: ReactNode;
  /** The wide cards of the left column: more padding and a larger title. */
  wide?: boolean;
  children?: ReactNode;
};

/** /account: one card of the page, each the same white panel with its own heading. */
export function AccountCard({
  headingId,
  title,
  intro,
  introId,
  aside,
  wide = false,
  children,
}: TAccountCardProps) {
  const heading = (
    <h2 id={headingId} className={`font-bold text-slate-950 ${wide ? 'text-xl' : 'text-lg'}`}>
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200${wide ? ' sm:p-8' : ''}`}
    >
      {aside ? (
        <div className="flex items-center justify-between gap-4">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {intro && (
        <p id={introId} className="mt-2 text-slate-600 text-sm">
          {intro}
        </p>
      )}
      {children}
    </section>
  );
}
