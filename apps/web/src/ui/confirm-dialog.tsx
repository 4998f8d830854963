import { useId } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

type TConfirmDialogProps = {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone (the shared Dialog: focus trapped, Esc closes). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} describedBy={bodyId} size="narrow">
      <div className="p-6 sm:p-8">
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
          <Button onClick={onConfirm} busy={busy} variant="danger">
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
