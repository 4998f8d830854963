import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import { buttonClass } from '../../../../ui/button.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import { AdminPage } from '../../components/admin-page.tsx';
import { AdminSection } from '../../components/admin-section.tsx';
import { JobQueue } from '../../jobs/components/job-queue.tsx';
import { useAdminBilling } from '../api/get-admin-billing.ts';
import { PAYMENTS_CSV_URL } from '../api/payments-csv.ts';
import { ReconcilePanel } from '../components/billing-reconcile.tsx';
import { RefundsTable } from '../components/billing-refunds.tsx';
import { SubscribersList } from '../components/billing-subscribers.tsx';
import { Summary } from '../components/billing-summary.tsx';
import { FailedPaymentsTable, PlanTable, RenewalsTable } from '../components/billing-tables.tsx';
import { Coupons } from '../components/coupons.tsx';
import { SponsorBatches } from '../components/sponsor-batches.tsx';

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
      id: 'sponsor-codes',
      title: 'Sponsor codes',
      lead: 'Passes a school, organisation or employer paid for outside the checkout: each code gives one learner its pass at once, once. Download a batch to hand its codes out.',
      body: <SponsorBatches />,
    },
    {
      id: 'coupons',
      title: 'Coupons',
      lead: 'Codes a learner types when buying a pass or the special offer: a percent or rand off, once per learner, never on a subscription. Held counts checkouts started with the code and not paid yet (a hold ends after an hour).',
      body: <Coupons />,
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
    <AdminPage
      title="Billing"
      lead="Subscribers, revenue and payments, from ThinkBuild's own records."
      actions={
        <a href={PAYMENTS_CSV_URL} download className={buttonClass('secondary', 'lg')}>
          Download payments (CSV)
        </a>
      }
      className="space-y-12 py-10 sm:py-14"
      busy={isPending}
    >
      {isError && <LoadError what="The billing figures" retry={() => refetch()} />}
      {isPending && <p className="text-slate-600">Loading the billing figures…</p>}
      {data &&
        sections(data).map(({ id, title, lead, body }) => (
          <AdminSection key={id} id={`${id}-heading`} title={title} lead={lead}>
            {body}
          </AdminSection>
        ))}
    </AdminPage>
  );
}
