import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { PAYMENTS_CSV_URL, useAdminBilling } from '../api/get-admin-billing.ts';
import { AdminBackLink } from '../components/admin-back-link.tsx';
import { AdminSection } from '../components/admin-section.tsx';
import { ReconcilePanel } from '../components/billing-reconcile.tsx';
import { RefundsTable } from '../components/billing-refunds.tsx';
import { SubscribersList } from '../components/billing-subscribers.tsx';
import {
  FailedJobsTable,
  FailedPaymentsTable,
  money,
  PlanTable,
  RenewalsTable,
} from '../components/billing-tables.tsx';

function Stat({ label, value, note }: { label: string; value: ReactNode; note: string }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <dt className="font-semibold text-slate-600 text-xs uppercase tracking-wider sm:text-sm">
        {label}
      </dt>
      <dd className="mt-2 font-black text-2xl text-slate-950 tabular-nums tracking-tight sm:text-3xl">
        {value}
      </dd>
      <dd className="mt-1 text-slate-600 text-sm">{note}</dd>
    </div>
  );
}

function Summary({ data }: { data: TAdminBilling }) {
  const subscribers = data.plans.reduce((n, p) => n + p.subscribers, 0);
  const sum = (list: TAdminBilling['offer']['revenue']) =>
    list.length > 0 ? list.map((r) => money(r.amount, r.currency)).join(' + ') : money(0, 'ZAR');
  const refunded = data.offer.refunded.filter((r) => r.amount > 0);
  const sales = `${data.offer.sales.toLocaleString('en-US')} ${data.offer.sales === 1 ? 'sale' : 'sales'}`;
  return (
    <dl className="grid gap-3 sm:grid-cols-3 sm:gap-5">
      <Stat
        label="Monthly recurring revenue"
        value={money(data.mrr.amount, data.mrr.currency)}
        note="What active subscriptions pay (annual ÷ 12); cancelled ones still running are not counted."
      />
      <Stat
        label="Subscribers"
        value={subscribers.toLocaleString('en-US')}
        note="Learners a plan gives access to today."
      />
      <Stat
        label="Offer revenue"
        value={sum(data.offer.revenue)}
        note={
          refunded.length > 0
            ? `${sales}, less ${sum(refunded)} refunded.`
            : `${sales} of the once-off offer, net of refunds.`
        }
      />
    </dl>
  );
}

function JobQueue({ jobs }: { jobs: TAdminBilling['jobs'] }) {
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5">
        <Stat label="Pending" value={count(jobs.pending)} note="Waiting, or waiting to retry." />
        <Stat label="Running" value={count(jobs.running)} note="Being worked on now." />
        <Stat label="Failed" value={count(jobs.failed)} note="Gave up after the last attempt." />
        <Stat label="Retried" value={count(jobs.retried)} note="Tried more than once." />
      </dl>
      <FailedJobsTable jobs={jobs.recentFailures} />
    </div>
  );
}

/** The page's parts, in order: an id (for its heading), a title, a lead line and the body. */
function sections(data: TAdminBilling) {
  return [
    { id: 'summary', title: 'Summary', body: <Summary data={data} /> },
    {
      id: 'subscribers',
      title: 'Subscribers',
      lead: 'Every current subscription by email, 25 a page; dates in the site’s time zone.',
      body: <SubscribersList />,
    },
    { id: 'plans', title: 'Subscribers per plan', body: <PlanTable plans={data.plans} /> },
    {
      id: 'renewals',
      title: 'Renewals due in the next 7 days',
      lead: 'Active subscriptions Paystack will charge this week.',
      body: <RenewalsTable renewals={data.renewals} />,
    },
    {
      id: 'failed',
      title: 'Failed payments',
      lead: 'Declined checkouts and renewals whose card was refused, newest first.',
      body: <FailedPaymentsTable failed={data.failedPayments} />,
    },
    {
      id: 'refunds',
      title: 'Refunds and disputes',
      lead: 'As Paystack last reported them, newest first. A failed refund, or one that needs attention (Paystack needs the customer’s bank details), gave nothing back yet.',
      body: <RefundsTable refunds={data.refunds} />,
    },
    {
      id: 'reconcile',
      title: 'Reconciliation with Paystack',
      lead: 'Once a day, and when you ask, every live subscription and the last 3 days’ payments and refunds are compared with Paystack; what a lost webhook left behind is healed and listed here.',
      body: <ReconcilePanel reconcile={data.reconcile} />,
    },
    {
      id: 'jobs',
      title: 'Job queue',
      lead: 'Background work: webhook follow-ups, emails and calls to Paystack. Jobs that used up their attempts, newest first; Retry queues one again.',
      body: <JobQueue jobs={data.jobs} />,
    },
  ];
}

/** /admin/billing: subscribers, revenue, renewals and failed payments, and the payments CSV. */
export default function AdminBillingPage() {
  const { data, isPending, isError, refetch } = useAdminBilling();
  return (
    <>
      <PageBand
        back={<AdminBackLink />}
        eyebrow="Admin"
        title="Billing"
        lead="Subscribers, revenue and payments, from ThinkBuild's own records."
        actions={
          <a href={PAYMENTS_CSV_URL} download className={buttonClass('secondary', 'lg')}>
            Download payments (CSV)
          </a>
        }
      />
      <Container className="space-y-12 py-10 sm:py-14" aria-busy={isPending || undefined}>
        {isError && <LoadError what="The billing figures" retry={() => refetch()} />}
        {isPending && <p className="text-slate-600">Loading the billing figures…</p>}
        {data &&
          sections(data).map(({ id, title, lead, body }) => (
            <AdminSection key={id} id={`${id}-heading`} title={title} lead={lead}>
              {body}
            </AdminSection>
          ))}
      </Container>
    </>
  );
}
