import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import { Empty, jobTime, money, PhoneOnly, Table, TD, WIDE } from './billing-tables.tsx';

const KIND = { refund: 'Refund', dispute: 'Dispute' } as const;

/**
 * Refunds and disputes in the state Paystack last reported (ADR 006, "Refunds and disputes"):
 * a failed or needs-attention refund gave nothing back yet, so the admin sees it here.
 */
export function RefundsTable({ refunds }: { refunds: TAdminBilling['refunds'] }) {
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
          <th scope="row" className={`${TD} font-normal text-slate-950`}>
            <span className="break-all">{r.email ?? 'Not a learner of ours'}</span>
            <PhoneOnly>
              {KIND[r.kind]} of <span className="break-all font-mono text-xs">{r.reference}</span>,{' '}
              {jobTime(r.at)} UTC. {r.outcome ?? ''}
            </PhoneOnly>
          </th>
          <td className={`${TD} ${WIDE}`}>
            <span className="block font-semibold text-slate-950">{KIND[r.kind]}</span>
            <span className="block break-all font-mono text-xs">{r.reference}</span>
            <span className="block">{jobTime(r.at)} UTC</span>
          </td>
          <td className={`${TD} tabular-nums`}>{money(r.amount, r.currency)}</td>
          <td className={`${TD} font-semibold text-slate-950`}>{r.status}</td>
          <td className={`${TD} ${WIDE}`}>{r.outcome ?? '—'}</td>
        </tr>
      ))}
    </Table>
  );
}
