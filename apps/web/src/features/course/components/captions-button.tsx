type TProps = { on: boolean; onChange: (on: boolean) => void };

/** CC: shows or hides the captions; the choice is remembered (use-stored-flag). */
export function CaptionsButton({ on, onChange }: TProps) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      title={on ? 'Hide captions' : 'Show captions'}
      className={`rounded-lg border px-2 py-1 font-bold text-xs ${
        on
          ? 'border-white bg-white text-slate-900'
          : 'border-slate-600 bg-slate-800 text-white hover:border-slate-400'
      }`}
    >
      <span aria-hidden="true">CC</span>
      <span className="sr-only">Captions</span>
    </button>
  );
}
