/**
 * An on/off switch (WAI-ARIA `switch`): a button whose state is `aria-checked`, named and
 * described by text the caller places (a card heading, a label beside it). The data saver, the
 * Wi-Fi only download setting and the question mails use it.
 */
export function Switch({
  on,
  onChange,
  labelledBy,
  describedBy,
  disabled = false,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!on)}
      className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 transition-colors aria-checked:bg-emerald-600 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-200 disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
      />
    </button>
  );
}
