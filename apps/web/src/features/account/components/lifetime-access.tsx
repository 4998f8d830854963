import { isLiveStatus } from '@thinkbuild/core/billing';
import type { TMe } from '@thinkbuild/core/schemas/account';
import type { TCustomerResponse } from '@thinkbuild/core/schemas/billing';
import { ButtonLink } from '../../../ui/button.tsx';
import { AccountCard } from './account-card.tsx';
import { Row } from './billing-rows.tsx';

/** How /account names lifetime access, by how it came (docs/decisions/032). */
export const LIFETIME_PLANS = {
  founding: 'Lifetime access (founding member)',
  offer: 'Lifetime access (special offer)',
} as const;
const lifetimePlan = (customer: TCustomerResponse) =>
  LIFETIME_PLANS[customer.lifetime ?? 'founding'];

/**
 * Lifetime access and no subscription that still runs: nothing to pay or manage. A member
 * with an old subscription still running keeps its rows and "Manage your subscription", to
 * cancel it.
 */
export const holdsOnlyLifetime = (
  me: TMe,
  customer: TCustomerResponse | undefined,
): customer is TCustomerResponse =>
  me.lifetimeAccess &&
  customer !== undefined &&
  !customer.subscriptions.some((s) => isLiveStatus(s.status));

/** In place of the plan, status, payment date and card rows, which would all read "N/A". */
export function LifetimeRows({ customer }: { customer: TCustomerResponse }) {
  return (
    <Row label="Plan">
      <span className="font-semibold">{lifetimePlan(customer)}</span>
      <span className="mt-1 block text-slate-600 text-sm">
        Every section, exercise and certificate, for life. Nothing to pay, nothing to renew.
      </span>
    </Row>
  );
}

/** The Subscription card of a member who holds only lifetime access: nothing to manage. */
export function LifetimeSubscriptionCard({
  me,
  customer,
}: {
  me: TMe;
  customer: TCustomerResponse;
}) {
  return (
    <AccountCard
      headingId="plan-heading"
      title="Subscription"
      intro={`${lifetimePlan(customer)}: there is no subscription to manage and never a payment to make.`}
    >
      <ButtonLink to="/home" variant="secondary" className="mt-4 w-full">
        Go to your courses
      </ButtonLink>
      {me.isAdmin && (
        <ButtonLink to="/admin" variant="secondary" className="mt-3 w-full">
          Admin dashboard
        </ButtonLink>
      )}
    </AccountCard>
  );
}
