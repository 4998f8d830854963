import { formatDate, formatMoney } from '@thinkbuild/core/format';
import { monthsText } from '@thinkbuild/core/passes';
import { ROLE_LABELS } from '@thinkbuild/core/roles';
import type { TSponsorBatch } from '@thinkbuild/core/schemas/sponsor-codes';
import { useState } from 'react';
import { useTimeZone } from '../../../../entities/session/session.ts';
import { Button, buttonClass } from '../../../../ui/button.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import { Empty } from '../../components/admin-table.tsx';
import { sponsorCodesCsvUrl, useSponsorBatches } from '../api/get-sponsor-batches.ts';
import { useRevokeSponsorBatch } from '../api/revoke-sponsor-batch.ts';
import { LearnerEmail } from './billing-tables.tsx';
import { SponsorBatchForm } from './sponsor-batch-form.tsx';

const unused = (b: TSponsorBatch) => b.size - b.redeemed - b.revoked;

/** One batch: what it gives, who paid, how many were redeemed and by whom, its CSV, revoke. */
function BatchCard({ batch, onRevoke }: { batch: TSponsorBatch; onRevoke: () => void }) {
  const timeZone = useTimeZone();
  const name = `${ROLE_LABELS[batch.tier]} pass, ${monthsText(batch.months)}`;
  return (
    <li className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-950">
            {name} · {batch.size} {batch.size === 1 ? 'code' : 'codes'}
          </h3>
          <p className="mt-1 break-words text-slate-700 text-sm">
            Paid by {batch.paidBy}, reference {batch.paymentReference}
            {batch.amount !== null && `, ${formatMoney(batch.amount, batch.currency)}`}
          </p>
          <p className="mt-1 text-slate-600 text-sm">
            Made {formatDate(batch.createdAt, timeZone)}
            {batch.createdBy && (
              <>
                {' '}
                by <LearnerEmail email={batch.createdBy} />
              </>
            )}
          </p>
        </div>
        <p className="shrink-0 font-semibold text-slate-950 text-sm tabular-nums">
          Redeemed {batch.redeemed} of {batch.size}
          {batch.revoked > 0 && (
            <span className="block font-normal text-slate-600">{batch.revoked} revoked</span>
          )}
        </p>
      </div>
      {batch.redeemers.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">
            Redeemed by ({batch.redeemers.length})
          </summary>
          <ul className="mt-2 space-y-1 text-slate-700">
            {batch.redeemers.map((r) => (
              <li key={`${r.email}-${r.redeemedAt}`}>
                <LearnerEmail email={r.email ?? 'A deleted account'} /> ·{' '}
                {formatDate(r.redeemedAt, timeZone)}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="flex flex-wrap gap-3">
        <a href={sponsorCodesCsvUrl(batch.id)} download className={buttonClass('secondary')}>
          Download codes (CSV)
        </a>
        {unused(batch) > 0 && (
          <Button variant="secondary" onClick={onRevoke}>
            Revoke unredeemed codes
          </Button>
        )}
      </div>
    </li>
  );
}

/** "Sponsor codes" on /admin/billing: the form that makes a batch, and the batches. */
export function SponsorBatches() {
  const { data, isPending, error, refetch } = useSponsorBatches();
  const revoke = useRevokeSponsorBatch();
  const [asking, setAsking] = useState<TSponsorBatch | null>(null);

  return (
    <div className="space-y-6">
      <SponsorBatchForm />
      {error && <LoadError what="The sponsor batches" retry={() => refetch()} />}
      {isPending && <p className="text-slate-600">Loading the sponsor batches…</p>}
      {data && data.batches.length === 0 && <Empty>No sponsor codes made yet.</Empty>}
      {revoke.data && (
        <FormAlert tone="success">
          {revoke.data.revoked} unredeemed {revoke.data.revoked === 1 ? 'code' : 'codes'} revoked.
        </FormAlert>
      )}
      {revoke.error && <FormAlert>{revoke.error.message}</FormAlert>}
      {data && data.batches.length > 0 && (
        <ul
          aria-label="Sponsor batches"
          className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          {data.batches.map((b) => (
            <BatchCard key={b.id} batch={b} onRevoke={() => setAsking(b)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Revoke the unredeemed codes?"
        body={
          asking
            ? `The ${unused(asking)} codes of this batch (${asking.paidBy}) nobody redeemed yet will stop working. The ${asking.redeemed} redeemed ones keep their passes.`
            : ''
        }
        confirmLabel="Revoke codes"
        busy={revoke.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking) revoke.mutate(asking.id, { onSettled: () => setAsking(null) });
        }}
      />
    </div>
  );
}
