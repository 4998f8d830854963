import { formatMoment, timelinePercent } from '@thinkbuild/core/notes';

/**
 * The learner's notes as marks over the seek bar (features/notes makes them): where each one is
 * in the video, with its moment for screen readers. Drawn over the slider but never in its way.
 */
export type TNoteMark = { id: string; seconds: number };

export function NoteMarks({ marks, duration }: { marks: readonly TNoteMark[]; duration: number }) {
  const placed = marks.flatMap(({ id, seconds }) => {
    const left = timelinePercent(seconds, duration);
    return left === null ? [] : [{ id, seconds, left }];
  });
  if (placed.length === 0) return null;
  return (
    <ol
      aria-label="Notes on the timeline"
      className="pointer-events-none absolute inset-x-0 top-0 h-6"
    >
      {placed.map(({ id, seconds, left }) => (
        <li
          key={id}
          className="absolute top-0 h-2.5 w-1.5 -translate-x-1/2 rounded-sm bg-white shadow ring-1 ring-black/70"
          style={{ left: `${left}%` }}
        >
          <span className="sr-only">Note at {formatMoment(seconds)}</span>
        </li>
      ))}
    </ol>
  );
}
