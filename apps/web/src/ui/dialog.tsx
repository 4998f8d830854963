import { type ReactNode, useEffect, useRef } from 'react';
import { useLightPage } from '../lib/light-page.ts';

type TDialogProps = {
  open: boolean;
  /** Esc, a Close button, or the dialog closing for any other reason. */
  onClose: () => void;
  /** The id of the heading inside that names the dialog. */
  labelledBy: string;
  /** The id of the text inside that describes it, if any. */
  describedBy?: string;
  children: ReactNode;
  /** `wide` for dialogs with a form of choices (plans), `narrow` for a question, else `normal`. */
  size?: 'narrow' | 'normal' | 'wide';
};

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus
 * stays inside), Esc closes it, and focus returns to what opened it.
 */
const WIDTHS = { narrow: 'max-w-md', normal: 'max-w-lg', wide: 'max-w-xl' } as const;

export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  children,
  size = 'normal',
}: TDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // A page without React in the browser opens the dialog from an island: its content is written.
  const light = useLightPage();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl bg-white p-0 text-left text-slate-900 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm ${WIDTHS[size]}`}
    >
      {open ? children : light && <template data-dialog-content>{children}</template>}
    </dialog>
  );
}
