import { useId } from 'react';
import { Dialog } from '../../../../ui/dialog.tsx';
import { SHORTCUTS } from '../../hooks/use-player-keys.ts';

type TProps = { open: boolean; onClose: () => void; captions: boolean; theatre: boolean };

/** `?` in the player: every shortcut it knows (the ones this lesson's player offers). */
export function ShortcutsDialog({ open, onClose, captions, theatre }: TProps) {
  const titleId = useId();
  const shown = SHORTCUTS.filter(
    (s) => (s.when !== 'captions' || captions) && (s.when !== 'theatre' || theatre),
  );
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} size="narrow">
      <div className="p-5">
        <h2 id={titleId} className="font-bold text-lg">
          Keyboard shortcuts
        </h2>
        <p className="mt-1 text-slate-600 text-sm">When the video player has focus.</p>
        <dl className="mt-4 divide-y divide-slate-200 text-sm">
          {shown.map((s) => (
            <div key={s.what} className="flex items-center justify-between gap-4 py-1.5">
              <dt className="flex gap-1">
                {s.keys.map((k) =>
                  k === '…' ? (
                    <span key={k} aria-hidden="true">
                      …
                    </span>
                  ) : (
                    <kbd
                      key={k}
                      className="min-w-7 rounded border border-slate-300 bg-slate-100 px-1.5 py-0.5 text-center font-mono text-slate-800 text-xs"
                    >
                      {k}
                    </kbd>
                  ),
                )}
              </dt>
              <dd className="text-right text-slate-700">{s.what}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="rounded-full bg-slate-900 px-4 py-1.5 font-semibold text-sm text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
          >
            Close
          </button>
        </div>
      </div>
    </Dialog>
  );
}
