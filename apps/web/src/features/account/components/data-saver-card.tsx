import { DATA_SAVER_MAX_HEIGHT } from '@thinkbuild/core/renditions';
import { useId } from 'react';
import { useDataSaverSetting } from '../../../lib/data-saver.ts';

/** /account: the data saver, the same setting as the player's toggle. */
export function DataSaverCard() {
  const saver = useDataSaverSetting();
  const hintId = useId();
  return (
    <section
      aria-labelledby="data-saver-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="data-saver-heading" className="font-bold text-lg text-slate-950">
          Data saver
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={saver.on}
          aria-labelledby="data-saver-heading"
          aria-describedby={hintId}
          disabled={saver.pending}
          onClick={() => saver.set(!saver.on)}
          className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 transition-colors aria-checked:bg-emerald-600 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-200 disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${saver.on ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
      <p id={hintId} className="mt-2 text-slate-600 text-sm">
        Lessons on Auto stay at {DATA_SAVER_MAX_HEIGHT}p or lower, so a lesson costs a fraction of
        the data. You can still pick a quality in the player. {saver.on ? 'On' : 'Off'} for this
        account.
      </p>
    </section>
  );
}
