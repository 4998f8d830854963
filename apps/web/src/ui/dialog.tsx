import { type ReactNode, useEffect, useRef } from 'react';

type TDialogProps = {
  open: boolean;
  /** Esc, a Close button, or the dialog closing for any other reason. */
  onClose: () => void;
  /** The id of the heading inside that names the dialog. */
  labelledBy: string;
  children: ReactNode;
  /** `wide` for dialogs with a form of choices (plans), `normal` otherwise. */
  size?: 'normal' | 'wide';
};

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus
 * stays inside), Esc closes it, and focus returns to what opened it.
 */
export function Dialog({ open, onClose, labelledBy, children, size = 'normal' }: TDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
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
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl bg-white p-0 text-left text-slate-900 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm ${size === 'wide' ? 'max-w-xl' : 'max-w-lg'}`}
    >
      {open && children}
    </dialog>
  );
}
