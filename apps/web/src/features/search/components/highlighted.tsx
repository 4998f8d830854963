import type { THighlightSegment } from '@thinkbuild/core/search';

/** Text with the matching words in <mark>: plain segments from the server, never HTML. */
export function Highlighted({ segments }: { segments: THighlightSegment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-slate-950">
            {s.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}
