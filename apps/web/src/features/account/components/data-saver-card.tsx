import { DATA_SAVER_MAX_HEIGHT } from '@thinkbuild/core/renditions';
import { useId } from 'react';
import { useDataSaverSetting } from '../../../entities/session/data-saver.ts';
import { Switch } from '../../../ui/switch.tsx';
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
        <Switch
          on={saver.on}
          onChange={saver.set}
          labelledBy="data-saver-heading"
          describedBy={hintId}
          disabled={saver.pending}
        />
      }
    />
  );
}
