import { formatPaymentDate, PLANS, purchaseLabel } from '@thinkbuild/core/billing';
import { formatMoney } from '@thinkbuild/core/format';
import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import type { ReactNode } from 'react';
import { useTimeZone } from '../../../entities/session/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { useRetryJob } from '../api/get-admin-billing.ts';

/** "R1 425,50" or "$27": subunits in the currency charged, as every page writes money. */
export const money = formatMoney;

export const TH_CLASS = 'px-3 py-2.5 font-semibold sm:px-4';
export const TD = 'px-3 py-3 align-top sm:px-4';
/** A column only wide screens show; on a phone its value sits under the row's first cell. */
export const WIDE = 'hidden sm:table-cell';

export type THead = { label: string; wide?: boolean };

/** A table named by its caption; the columns marked wide fold into the first cell on a phone. */
export function Table({
  label,
  head,
  children,
}: {
  label: string;
  head: THead[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-slate-950">
          <tr>
            {head.map((h) => (
              <th key={h.label} scope="col" className={`${TH_CLASS} ${h.wide ? WIDE : ''}`}>
                {h.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">{children}</tbody>
      </table>
    </div>
  );
}

/** The folded columns' values, under the first cell, on a phone only. */
export const PhoneOnly = ({ children }: { children: ReactNode }) => (
  <span className="mt-1 block font-normal text-slate-600 sm:hidden">{children}</span>
);

export const Empty = ({ children }: { children: ReactNode }) => (
  <p className="rounded-2xl bg-white p-5 text-slate-600 shadow-sm ring-1 ring-slate-200">
    {children}
  </p>
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
          <th scope="row" className={`${TD} font-normal text-slate-950`}>
            <span className="break-all">{r.email}</span>
            <PhoneOnly>
              {purchaseLabel(r.plan)}, {money(r.amount, r.currency)}
            </PhoneOnly>
          </th>
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
          <th scope="row" className={`${TD} font-normal text-slate-950`}>
            <span className="break-all">{f.email}</span>
            <PhoneOnly>
              {KIND[f.kind]}: {purchaseLabel(f.purchase)}, {formatPaymentDate(f.at, timeZone)}.{' '}
              {f.reason ?? ''}
            </PhoneOnly>
          </th>
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

/** November 23, 2026, 15:04 UTC: a job's failure needs the time, not just the day. */
export const jobTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(iso));

export function FailedJobsTable({ jobs }: { jobs: TAdminBilling['jobs']['recentFailures'] }) {
  const retry = useRetryJob();
  const press = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => showToast('The job is queued again.', 'success'),
      onError: (error) => showToast(`Could not retry the job: ${error.message}`, 'error'),
    });
  if (jobs.length === 0) return <Empty>No job has failed.</Empty>;
  return (
    <Table
      label="Failed jobs"
      head={[
        { label: 'Job' },
        { label: 'Attempts' },
        { label: 'When', wide: true },
        { label: 'Last error', wide: true },
        { label: 'Retry' },
      ]}
    >
      {jobs.map((j) => (
        <tr key={j.id}>
          <th scope="row" className={`${TD} font-normal text-slate-950`}>
            <span className="break-all font-mono text-xs">{j.type}</span>
            <PhoneOnly>
              {jobTime(j.at)} UTC. <span className="break-all">{j.lastError ?? ''}</span>
            </PhoneOnly>
          </th>
          <td className={`${TD} tabular-nums`}>{j.attempts}</td>
          <td className={`${TD} ${WIDE}`}>{jobTime(j.at)} UTC</td>
          <td className={`${TD} ${WIDE} break-all`}>{j.lastError ?? '—'}</td>
          <td className={TD}>
            <Button
              variant="secondary"
              onClick={() => press(j.id)}
              disabled={retry.isPending}
              aria-label={`Retry ${j.type}`}
            >
              Retry
            </Button>
          </td>
        </tr>
      ))}
    </Table>
  );
}
