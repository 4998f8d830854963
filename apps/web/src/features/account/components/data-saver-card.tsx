import { DATA_SAVER_MAX_HEIGHT } from '@thinkbuild/core/renditions';
import { useId } from 'react';
import { useDataSaverSetting } from '../../../entities/session/data-saver.ts';
import { AccountCard } from './account-card.tsx';

/** /account: the data saver, the same setting as the player's toggle. */
export function DataSaverCard() {
  const saver = useDataSaverSetting();
  const hintId = useId();
  return (
    <AccountCard
      headingId="data-saver-heading"
      title="Data saver"
      introId={hintId}
      intro={`Lessons on Auto stay at ${DATA_SAVER_MAX_HEIGHT}p or lower, so a lesson costs a fraction of the data. You can still pick a quality in the player. ${saver.on ? 'On' : 'Off'} for this account.`}
      aside={
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
      }
    />
  );
}
