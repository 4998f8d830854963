/**
 * "n of m lessons done" with a bar, in the course menu and on the project cards; the text is what
 * screen readers read.
 */
export function CourseProgress({
  done,
  total,
  compact = false,
}: {
  done: number;
  total: number;
  /** Where room is short (a card, beside the phone's Lessons button): no percentage, which the bar shows anyway. */
  compact?: boolean;
}) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div>
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-800">
          {done} of {total} lessons done
        </span>
        {!compact && (
          <span aria-hidden="true" className="text-slate-500 text-xs">
            {percent}%
          </span>
        )}
      </p>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-600 to-fuchsia-500 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
