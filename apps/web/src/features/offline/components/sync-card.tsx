import { syncWaitingLabel } from '@thinkbuild/core/offline-sync';
import { syncNow, useOutbox } from '../../../entities/device/outbox/sync.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { Button } from '../../../ui/button.tsx';

/**
 * /downloads: what made offline still waits to reach the server (docs/decisions/022, "Sync
 * queue"), with Sync now for a learner who does not want to wait for the next try.
 */
export function SyncCard() {
  const outbox = useOutbox();
  const online = useOnline();
  const waiting = syncWaitingLabel(outbox);
  return (
    <section
      aria-labelledby="sync-heading"
      className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="sync-heading" className="font-bold text-lg text-slate-950">
        Answers made offline
      </h2>
      <p className="text-slate-700">
        {waiting ??
          (outbox.status === 'synced'
            ? 'Synced: nothing is waiting.'
            : 'Nothing is waiting to sync.')}
      </p>
      <p className="text-slate-600 text-sm">
        Quiz answers, notes and progress made without a connection are kept on this device and sent,
        in the order you made them, as soon as you are back online.
      </p>
      {waiting && (
        <Button
          variant="secondary"
          disabled={!online || outbox.status === 'syncing'}
          onClick={() => void syncNow()}
        >
          {online ? 'Sync now' : 'Waiting for a connection'}
        </Button>
      )}
    </section>
  );
}
