import { useEffect, useId, useRef } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './form-alert.tsx';

type TConfirmDialogProps = {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone (native <dialog>: focus trapped, Esc closes). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

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
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-left text-slate-900 shadow-2xl backdrop:bg-slate-950/60 sm:p-8"
    >
      <h2 id={titleId} className="font-extrabold text-slate-950 text-xl tracking-tight">
        {title}
      </h2>
      <p id={bodyId} className="mt-2 text-slate-600">
        {body}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined} variant="danger">
          {busy && <Spinner />}
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
