import { formatDateTime } from '@thinkbuild/core/format';
import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import { useTimeZone } from '../../../../entities/session/session.ts';
import { Empty, RowHead, Table, TD, WIDE } from '../../components/admin-table.tsx';
import { LearnerEmail, money } from './billing-tables.tsx';

const KIND = { refund: 'Refund', dispute: 'Dispute' } as const;

/**
 * Refunds and disputes in the state Paystack last reported (ADR 006, "Refunds and disputes"):
 * a failed or needs-attention refund gave nothing back yet, so the admin sees it here.
 */
export function RefundsTable({ refunds }: { refunds: TAdminBilling['refunds'] }) {
  const timeZone = useTimeZone();
  if (refunds.length === 0) return <Empty>No refunds or disputes.</Empty>;
  return (
    <Table
      label="Refunds and disputes"
      head={[
        { label: 'Learner' },
        { label: 'Payment', wide: true },
        { label: 'Amount' },
        { label: 'Status' },
        { label: 'What happened', wide: true },
      ]}
    >
      {refunds.map((r) => (
        <tr key={r.id}>
          <RowHead
            folded={
              <>
                {KIND[r.kind]} of <span className="break-all font-mono text-xs">{r.reference}</span>
                , {formatDateTime(r.at, timeZone)}. {r.outcome ?? ''}
              </>
            }
          >
            <LearnerEmail email={r.email} />
          </RowHead>
          <td className={`${TD} ${WIDE}`}>
            <span className="block font-semibold text-slate-950">{KIND[r.kind]}</span>
            <span className="block break-all font-mono text-xs">{r.reference}</span>
            <span className="block">{formatDateTime(r.at, timeZone)}</span>
          </td>
          <td className={`${TD} tabular-nums`}>{money(r.amount, r.currency)}</td>
          <td className={`${TD} font-semibold text-slate-950`}>{r.status}</td>
          <td className={`${TD} ${WIDE}`}>{r.outcome ?? '—'}</td>
        </tr>
      ))}
    </Table>
  );
}
