import { formatDateTime } from '@thinkbuild/core/format';
import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import { useTimeZone } from '../../../../entities/session/session.ts';
import { showToast } from '../../../../lib/toast.ts';
import { Button } from '../../../../ui/button.tsx';
import { Empty, RowHead, Table, TD, WIDE } from '../../components/admin-table.tsx';
import { useReconcileNow } from '../api/reconcile-now.ts';
import { LearnerEmail } from './billing-tables.tsx';

const KIND = { subscription: 'Subscription', charge: 'Payment', refund: 'Refund' } as const;

/**
 * Reconciliation with Paystack (ADR 006): the button that runs it now, when it last ran, and
 * what it healed (what, which learner, when, before → after), newest first.
 */
export function ReconcilePanel({ reconcile }: { reconcile: TAdminBilling['reconcile'] }) {
  const run = useReconcileNow();
  const timeZone = useTimeZone();
  const busy = reconcile.busy || run.isPending;
  const press = () =>
    run.mutate(undefined, {
      onError: (error) => showToast(`Could not start reconciling: ${error.message}`, 'error'),
    });
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700 text-sm" role="status">
          {busy
            ? 'Reconciling with Paystack…'
            : reconcile.lastRunAt
              ? `Last run ${formatDateTime(reconcile.lastRunAt, timeZone)}.`
              : 'Not run yet.'}
        </p>
        <Button onClick={press} disabled={busy}>
          Reconcile with Paystack now
        </Button>
      </div>
      <HealingsTable healings={reconcile.healings} />
    </div>
  );
}

function HealingsTable({ healings }: { healings: TAdminBilling['reconcile']['healings'] }) {
  const timeZone = useTimeZone();
  if (healings.length === 0) return <Empty>Nothing needed healing: we agree with Paystack.</Empty>;
  return (
    <Table
      label="Differences healed"
      head={[
        { label: 'Learner' },
        { label: 'What', wide: true },
        { label: 'Before → after' },
        { label: 'When', wide: true },
      ]}
    >
      {healings.map((h) => (
        <tr key={h.id}>
          <RowHead
            folded={
              <>
                {KIND[h.kind]} <span className="break-all font-mono text-xs">{h.subject}</span>,{' '}
                {formatDateTime(h.at, timeZone)}
              </>
            }
          >
            <LearnerEmail email={h.email} />
          </RowHead>
          <td className={`${TD} ${WIDE}`}>
            <span className="block font-semibold text-slate-950">{KIND[h.kind]}</span>
            <span className="block break-all font-mono text-xs">{h.subject}</span>
          </td>
          <td className={TD}>
            {h.before} → <span className="font-semibold text-slate-950">{h.after}</span>
          </td>
          <td className={`${TD} ${WIDE}`}>{formatDateTime(h.at, timeZone)}</td>
        </tr>
      ))}
    </Table>
  );
}
