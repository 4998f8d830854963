import { Button } from '../../ui/button.tsx';

/** A small note at the bottom of the page when a new version is ready; the page stays usable. */
export function UpdateBanner({
  onReload,
  onDismiss,
}: {
  onReload: () => void;
  onDismiss: () => void;
}) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      <section
        aria-label="Update"
        className="pointer-events-auto flex items-center gap-3 rounded-full border border-slate-200 bg-white py-2 pr-2 pl-5 text-slate-900 text-sm shadow-lg"
      >
        <p className="font-medium">New version available</p>
        <Button onClick={onReload}>Reload</Button>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="rounded-full px-2 py-1 text-lg text-slate-500 leading-none hover:bg-slate-100 hover:text-slate-900"
        >
          ×
        </button>
      </section>
    </div>
  );
}
