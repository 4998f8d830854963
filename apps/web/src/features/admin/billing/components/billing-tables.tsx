import { formatPaymentDate, PLANS, purchaseLabel } from '@thinkbuild/core/billing';
import { formatMoney } from '@thinkbuild/core/format';
import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import { useTimeZone } from '../../../../entities/session/session.ts';
import { Empty, RowHead, Table, TD, WIDE } from '../../components/admin-table.tsx';

/** "R1 425,50" or "$27": subunits in the currency charged, as every page writes money. */
export const money = formatMoney;

/** Who a row is about, by email; a Paystack record may name no learner of ours. */
export const LearnerEmail = ({ email }: { email: string | null }) => (
  <span className="break-all">{email ?? 'Not a learner of ours'}</span>
);

export function PlanTable({ plans }: { plans: TAdminBilling['plans'] }) {
  return (
    <Table
      label="Subscribers per plan"
      head={[{ label: 'Plan' }, { label: 'Price' }, { label: 'Subscribers' }]}
    >
      {plans.map((p) => (
        <tr key={p.code}>
          <th scope="row" className={`${TD} font-semibold text-slate-950`}>
            {purchaseLabel(p.code)}
          </th>
          <td className={TD}>{money(PLANS[p.code].amount, PLANS[p.code].currency)}</td>
          <td className={`${TD} font-semibold text-slate-950 tabular-nums`}>{p.subscribers}</td>
        </tr>
      ))}
    </Table>
  );
}

export function RenewalsTable({ renewals }: { renewals: TAdminBilling['renewals'] }) {
  const timeZone = useTimeZone();
  if (renewals.length === 0) return <Empty>No renewals are due in the next 7 days.</Empty>;
  return (
    <Table
      label="Renewals due in the next 7 days"
      head={[
        { label: 'Learner' },
        { label: 'Plan', wide: true },
        { label: 'Due' },
        { label: 'Amount', wide: true },
      ]}
    >
      {renewals.map((r) => (
        <tr key={`${r.email}-${r.nextPaymentDate}`}>
          <RowHead
            folded={
              <>
                {purchaseLabel(r.plan)}, {money(r.amount, r.currency)}
              </>
            }
          >
            <LearnerEmail email={r.email} />
          </RowHead>
          <td className={`${TD} ${WIDE}`}>{purchaseLabel(r.plan)}</td>
          <td className={TD}>{formatPaymentDate(r.nextPaymentDate, timeZone)}</td>
          <td className={`${TD} ${WIDE} tabular-nums`}>{money(r.amount, r.currency)}</td>
        </tr>
      ))}
    </Table>
  );
}

const KIND = { checkout: 'Checkout', renewal: 'Renewal' } as const;

export function FailedPaymentsTable({ failed }: { failed: TAdminBilling['failedPayments'] }) {
  const timeZone = useTimeZone();
  if (failed.length === 0) return <Empty>No failed payments.</Empty>;
  return (
    <Table
      label="Failed payments"
      head={[
        { label: 'Learner' },
        { label: 'Payment', wide: true },
        { label: 'Amount' },
        { label: 'When', wide: true },
        { label: 'What happened', wide: true },
      ]}
    >
      {failed.map((f) => (
        <tr key={`${f.kind}-${f.email}-${f.at}`}>
          <RowHead
            folded={
              <>
                {KIND[f.kind]}: {purchaseLabel(f.purchase)}, {formatPaymentDate(f.at, timeZone)}.{' '}
                {f.reason ?? ''}
              </>
            }
          >
            <LearnerEmail email={f.email} />
          </RowHead>
          <td className={`${TD} ${WIDE}`}>
            <span className="block font-semibold text-slate-950">{KIND[f.kind]}</span>
            <span className="block">{purchaseLabel(f.purchase)}</span>
          </td>
          <td className={`${TD} tabular-nums`}>{money(f.amount, f.currency)}</td>
          <td className={`${TD} ${WIDE}`}>{formatPaymentDate(f.at, timeZone)}</td>
          <td className={`${TD} ${WIDE}`}>{f.reason ?? '—'}</td>
        </tr>
      ))}
    </Table>
  );
}
