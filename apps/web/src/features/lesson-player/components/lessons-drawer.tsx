import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CrossIcon } from '../../../ui/icons.tsx';

/**
 * The side menu on a phone: a native modal <dialog> sliding in from the left. The browser
 * traps focus, closes it on Esc and returns focus to the "Lessons" button afterwards.
 */
export function LessonsDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Start at the lesson being watched, not at the top of a long list.
      dialog.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Esc is the dialog's own key
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[22rem] max-w-[88vw] overflow-hidden bg-slate-50 p-0 shadow-2xl backdrop:bg-slate-950/50 open:flex open:flex-col"
    >
      <div className="flex items-center justify-between border-slate-200 border-b bg-white px-4 py-3">
        <h2 id={titleId} className="font-bold text-lg text-slate-950">
          Lessons
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close lessons"
          className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-950"
        >
          <CrossIcon />
        </button>
      </div>
      <div data-menu-scroll className="flex-1 overflow-y-auto p-4">
        {children}
      </div>
    </dialog>
  );
}
