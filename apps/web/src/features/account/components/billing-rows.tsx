import { useQueryClient } from '@tanstack/react-query';
import {
  formatPaymentDate,
  isLiveStatus,
  isPlanCode,
  purchaseLabel,
  subscriptionStatusText,
} from '@thinkbuild/core/billing';
import { scheduledChangeText } from '@thinkbuild/core/plan-change';
import type { TCustomerResponse } from '@thinkbuild/core/schemas/billing';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResumeSubscription } from '../../../entities/plan/resume-subscription.tsx';
import { useTimeZone } from '../../../entities/session/session.ts';
import { refreshBilling } from '../api/change-subscription.ts';
import { UpdateCardButton } from './update-card-button.tsx';

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-slate-600 text-sm">{label}</dt>
      <dd className="min-w-0 text-slate-950 sm:col-span-2">{children}</dd>
    </div>
  );
}

/**
 * Until a scheduled change starts, the learner still holds the plan it replaces: the
 * subscription (ended at Paystack) paid up to when the scheduled one starts.
 */
export function heldSubscription(customer: TCustomerResponse | undefined) {
  const first = customer?.subscriptions[0];
  if (!first?.starts_on) return undefined;
  const starts = Date.parse(first.starts_on);
  return customer?.subscriptions.find(
    // Paystack's and our dates for the same period end may differ by moments, never by a day.
    (s) =>
      s !== first &&
      s.next_payment_date &&
      Math.abs(Date.parse(s.next_payment_date) - starts) < 86_400_000,
  );
}

const STATUS_TONE: Record<string, string> = {
  active: 'bg-emerald-50 text-emerald-800',
  'non-renewing': 'bg-amber-100 text-amber-900',
  attention: 'bg-red-50 text-red-800',
};

/**
 * Plan, status, next payment date and card of /account (SPEC.md §2, §7): the current
 * subscription is subscriptions[0], the card authorizations[0]; missing values read "N/A".
 */
export function BillingRows({
  customer,
  failed,
}: {
  customer: TCustomerResponse | undefined;
  /** The details could not be loaded (the Subscription card offers a retry). */
  failed: boolean;
}) {
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const pending = customer === undefined;
  const subscription = customer?.subscriptions[0];
  const held = heldSubscription(customer) ?? subscription;
  const card = customer?.authorizations[0];
  const value = (text: ReactNode) =>
    pending ? <span className="text-slate-500">{failed ? 'Unavailable' : 'Loading…'}</span> : text;
  return (
    <>
      <Row label="Plan">{value(held ? <span>{purchaseLabel(held.plan)}</span> : 'N/A')}</Row>
      {customer?.pass && (
        // A prepaid pass (decisions/043): its end date, and where to add days before it.
        <Row label="Pass">
          <span className="font-semibold">{customer.pass.text}</span>
          <span className="mt-1 block text-slate-600 text-sm">
            It does not renew.{' '}
            <Link to="/subscription" className="font-semibold text-brand-700 underline">
              Add more days
            </Link>
          </span>
        </Row>
      )}
      <Row label="Status">
        {value(
          subscription ? (
            <span
              className={`inline-flex rounded-lg px-3 py-1 font-semibold text-sm ${
                STATUS_TONE[subscription.status] ?? 'bg-slate-100 text-slate-700'
              }`}
            >
              {subscription.starts_on && isPlanCode(subscription.plan)
                ? scheduledChangeText(subscription.plan, subscription.starts_on, timeZone)
                : subscriptionStatusText(subscription.status, subscription.access_until, timeZone)}
            </span>
          ) : (
            'No subscription'
          ),
        )}
        {/* Cancelled, the period still paid: "Resume" (it stays to show the answer). */}
        {subscription && (
          <ResumeSubscription
            subscription={subscription}
            timeZone={timeZone}
            refresh={() => refreshBilling(queryClient)}
            className="mt-3"
          />
        )}
      </Row>
      <Row label="Next payment date">
        {value(
          !subscription
            ? 'N/A'
            : subscription.status === 'active' || subscription.status === 'attention'
              ? formatPaymentDate(subscription.next_payment_date, timeZone)
              : subscription.access_until
                ? 'None: it will not renew'
                : 'N/A',
        )}
      </Row>
      <Row label="Card">
        {value(
          card ? (
            <span className="inline-flex flex-wrap items-baseline gap-x-2">
              <span className="font-mono font-semibold tracking-wider">
                <span aria-hidden="true">•••• </span>
                <span className="sr-only">last four digits </span>
                {card.last4}
              </span>
              <span className="text-slate-600 text-sm">
                <span className="capitalize">{card.brand}</span>, expires {card.exp_month}/
                {card.exp_year.slice(-2)}
              </span>
            </span>
          ) : (
            'N/A'
          ),
        )}
        {subscription && isLiveStatus(subscription.status) && <UpdateCardButton />}
      </Row>
    </>
  );
}
