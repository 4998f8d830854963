import { activeCueIndex, formatClock } from '@thinkbuild/core/clock';
import { noteLineIndex } from '@thinkbuild/core/notes';
import type { TCue } from '@thinkbuild/core/schemas/lesson-text';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { askNoteAt } from '../../../entities/notes/note-request.ts';
import { useLessonNotes } from '../../../entities/notes/notes.ts';
import { Spinner } from '../../../ui/form-alert.tsx';
import { useCaptions } from '../api/get-captions.ts';
import { type TMediaClock, useClockSelector } from '../hooks/use-media-clock.ts';

type TProps = {
  lessonId: string;
  /** The player's clock and seek; absent when the learner reads instead of watching. */
  media?: { clock: TMediaClock; seek: (seconds: number) => void } | undefined;
  className?: string;
  /** Inside a tab: no card of its own, and the tab names it. */
  inTab?: boolean;
};

/**
 * The lesson's captions as a transcript: the current line highlighted as the video plays, a
 * click on a line seeks there, and a search box filters the lines.
 */
export function TranscriptPanel({ lessonId, media, className = '', inTab = false }: TProps) {
  const { data, isError, refetch } = useCaptions(lessonId, true);
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query.trim().toLowerCase());
  const searchId = useId();
  const cues = useMemo(() => data?.cues ?? [], [data]);
  const noted = useNotedLines(lessonId, cues, Boolean(media));
  const shown = useMemo(
    () =>
      cues
        .map((cue, index) => ({ cue, index }))
        .filter(({ cue }) => !searched || cue.text.toLowerCase().includes(searched)),
    [cues, searched],
  );

  return (
    <section
      aria-labelledby={`${searchId}-title`}
      className={`flex min-h-0 flex-col overflow-hidden ${
        inTab ? '' : 'rounded-2xl border border-slate-200 bg-white shadow-sm'
      } ${className}`}
    >
      <div className={inTab ? 'pb-2' : 'border-slate-100 border-b p-3'}>
        <h2 id={`${searchId}-title`} className={inTab ? 'sr-only' : 'font-bold text-slate-950'}>
          Transcript
        </h2>
        <label htmlFor={searchId} className="sr-only">
          Search the transcript
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search the transcript"
          className="mt-2 w-full rounded-lg bg-white border border-slate-300 px-3 py-1.5 text-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </div>
      {data ? (
        <CueList
          cues={cues}
          shown={shown}
          media={media}
          query={searched}
          onNote={media ? (seconds) => askNoteAt(lessonId, seconds) : undefined}
          noted={noted}
        />
      ) : isError ? (
        <p className="p-4 text-slate-600 text-sm">
          The transcript could not be loaded.{' '}
          <button type="button" onClick={() => refetch()} className="font-semibold text-brand-700">
            Try again
          </button>
        </p>
      ) : (
        <p className="flex items-center gap-2 p-4 text-slate-500 text-sm" role="status">
          <Spinner /> Loading the transcript…
        </p>
      )}
    </section>
  );
}

type TListProps = {
  cues: TCue[];
  shown: { cue: TCue; index: number }[];
  media: TProps['media'];
  query: string;
  /** "Add a note at this line" (features/notes opens its form there). */
  onNote?: ((seconds: number) => void) | undefined;
  /** The lines (by index) with a note of the learner's. */
  noted: ReadonlySet<number>;
};

/** The lines (by index) during which the learner left a note. */
function useNotedLines(lessonId: string, cues: readonly TCue[], enabled: boolean) {
  const { data: notes } = useLessonNotes(lessonId, enabled);
  return useMemo(() => {
    const lines = new Set<number>();
    for (const note of notes ?? []) {
      const at = noteLineIndex(cues, note.positionSeconds);
      if (at >= 0) lines.add(at);
    }
    return lines;
  }, [notes, cues]);
}

const noClock: TMediaClock = { get: () => -1, set: () => {}, subscribe: () => () => {} };

function CueList({ cues, shown, media, query, onNote, noted }: TListProps) {
  const active = useClockSelector(media?.clock ?? noClock, (t) => activeCueIndex(cues, t));
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    // Keep the current line in view inside the list, without scrolling the page.
    const list = listRef.current;
    if (active < 0) return;
    const item = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !item) return;
    const top = item.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
  }, [active]);

  if (shown.length === 0)
    return (
      <p className="p-4 text-slate-600 text-sm" role="status">
        No lines match your search.
      </p>
    );
  return (
    <ol ref={listRef} className="min-h-0 flex-1 overflow-y-auto p-2" aria-label="Transcript lines">
      {shown.map(({ cue, index }) => {
        const current = index === active;
        const body = (
          <>
            <span className="w-11 shrink-0 pt-px font-mono text-slate-600 text-xs tabular-nums">
              {formatClock(cue.start)}
            </span>
            <span>{marked(cue.text, query)}</span>
          </>
        );
        const look = `flex w-full gap-2 rounded-lg px-2 py-1.5 text-left text-sm leading-6 ${
          current ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-700'
        }`;
        return (
          <li
            key={`${cue.start}-${index}`}
            aria-current={current ? 'true' : undefined}
            className="group/line flex items-start gap-1"
          >
            {media ? (
              <button
                type="button"
                onClick={() => media.seek(cue.start)}
                className={`${look} hover:bg-slate-100`}
              >
                {body}
              </button>
            ) : (
              <p className={look}>{body}</p>
            )}
            {noted.has(index) && (
              <span
                title="You have a note here"
                className="mt-3 h-2 w-2 shrink-0 rounded-full bg-amber-400 ring-1 ring-amber-700/40"
              >
                <span className="sr-only">You have a note here</span>
              </span>
            )}
            {onNote && (
              <button
                type="button"
                onClick={() => onNote(cue.start)}
                aria-label={`Add a note at ${formatClock(cue.start)}`}
                title="Add a note at this line"
                className="mt-1 shrink-0 rounded-lg px-2 py-0.5 font-bold text-brand-700 text-sm hover:bg-brand-50 sm:opacity-0 sm:focus:opacity-100 sm:group-hover/line:opacity-100"
              >
                +
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The line with the searched words marked. */
function marked(text: string, query: string) {
  if (!query) return text;
  const at = text.toLowerCase().indexOf(query);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className="rounded bg-yellow-200 px-0.5 text-inherit">
        {text.slice(at, at + query.length)}
      </mark>
      {text.slice(at + query.length)}
    </>
  );
}
