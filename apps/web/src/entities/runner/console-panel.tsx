import { useId } from 'react';
import type { TConsoleEntry } from './protocol.ts';

const LEVEL_STYLE: Record<TConsoleEntry['level'], string> = {
  log: 'text-slate-800',
  info: 'text-sky-800',
  warn: 'bg-amber-50 text-amber-900',
  error: 'bg-red-50 text-red-800',
};

/** What the learner's page logged and the errors it threw, with the file and line of each. */
export function ConsolePanel({
  entries,
  onClear,
}: {
  entries: readonly TConsoleEntry[];
  onClear: () => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-3 border-slate-200 border-y bg-slate-50 px-4 py-2">
        <h3 id={headingId} className="font-semibold text-slate-700 text-sm">
          Console
          {entries.length > 0 && (
            <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-slate-700 text-xs">
              {entries.length}
            </span>
          )}
        </h3>
        <button
          type="button"
          onClick={onClear}
          disabled={entries.length === 0}
          className="rounded-full px-3 py-1 font-semibold text-slate-600 text-xs hover:bg-slate-200 disabled:opacity-50"
        >
          Clear
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="px-4 py-3 text-slate-500 text-sm">
          <code className="font-mono">console.log</code> output and errors show here when you run
          your code.
        </p>
      ) : (
        <ol aria-label="Console output" className="max-h-56 overflow-auto font-mono text-[13px]">
          {entries.map((entry, i) => (
            <li
              // Console lines are known by their place in the run.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only list of one run
              key={i}
              className={`flex gap-3 border-slate-100 border-b px-4 py-1.5 ${LEVEL_STYLE[entry.level]}`}
            >
              <span className="min-w-0 flex-1 whitespace-pre-wrap break-words">
                {entry.level === 'error' || entry.level === 'warn' ? (
                  <span className="sr-only">
                    {entry.level === 'error' ? 'Error: ' : 'Warning: '}
                  </span>
                ) : null}
                {entry.text}
              </span>
              {entry.file && (
                <span className="shrink-0 text-slate-500">
                  {entry.file}
                  {entry.line ? `:${entry.line}` : ''}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
