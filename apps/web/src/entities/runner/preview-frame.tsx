import type { ReactNode, RefObject } from 'react';

type TProps = {
  /** Where useRunner frames the runner page. */
  frame: RefObject<HTMLDivElement | null>;
  /** The heading's level: under a lesson's panel (h3) or on a page of its own (h2). */
  level: 'h2' | 'h3';
  /** Words at the right of the bar ("updated as you type"). */
  note?: ReactNode;
  /** Said over the preview while offline (the runner page comes from the server). */
  offline: string | null;
  /** The frame's height classes. */
  className: string;
};

/** The preview's window: a browser-like bar named Preview, and the frame on white. */
export function PreviewFrame({ frame, level: Heading, note, offline, className }: TProps) {
  return (
    <>
      <div className="flex items-center gap-2 border-slate-200 border-b bg-slate-50 px-4 py-2">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="h-2.5 w-2.5 rounded-full bg-red-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-400" />
        </span>
        <Heading className="font-semibold text-slate-700 text-sm">Preview</Heading>
        {note && <span className="ml-auto text-slate-500 text-xs">{note}</span>}
      </div>
      {/* The learner's page is drawn on white in both themes, as a browser would. */}
      <div className="relative">
        <div ref={frame} className={`scheme-light bg-white ${className}`} />
        {offline && (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center bg-slate-50 p-6 text-center text-slate-700 text-sm"
          >
            {offline}
          </p>
        )}
      </div>
    </>
  );
}
