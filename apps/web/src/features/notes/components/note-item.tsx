import { formatMoment, isBookmark } from '@thinkbuild/core/notes';
import type { ReactNode } from 'react';
import type { TShownNote } from '../../../entities/notes/notes.ts';
import { MarkdownText } from '../../../ui/markdown-text.tsx';

/**
 * One note: its moment (a link or button that jumps back there), its text rendered as safe
 * Markdown (React elements, never HTML: lib/markdown.ts), or "Bookmark" when it has none.
 */
export function NoteItem({
  note,
  jump,
  actions,
}: {
  note: TShownNote;
  /** The moment, as the control that jumps there (a seek on the lesson page, a link elsewhere). */
  jump: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <article
      aria-label={`${isBookmark(note.body) ? 'Bookmark' : 'Note'} at ${formatMoment(note.positionSeconds)}`}
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3"
    >
      {jump}
      <div className="min-w-0 flex-1">
        {isBookmark(note.body) ? (
          <p className="font-semibold text-slate-700 text-sm">Bookmark</p>
        ) : (
          <MarkdownText
            source={note.body}
            className="text-slate-800 text-sm [overflow-wrap:anywhere]"
          />
        )}
        {note.waiting && (
          <p className="mt-1 font-semibold text-amber-800 text-xs">Waiting to sync</p>
        )}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap justify-end gap-1">{actions}</div>}
    </article>
  );
}

/** The moment's look, for the button or the link. */
export const MOMENT_CLASS =
  'shrink-0 rounded-lg bg-brand-50 px-2 py-1 font-mono font-semibold text-brand-800 text-sm tabular-nums hover:bg-brand-100';
