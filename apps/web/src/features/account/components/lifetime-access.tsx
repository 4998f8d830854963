import { isLiveStatus } from '@thinkbuild/core/billing';
import type { TMe } from '@thinkbuild/core/schemas/account';
import type { TCustomerResponse } from '@thinkbuild/core/schemas/billing';
import { ButtonLink } from '../../../ui/button.tsx';
import { AccountCard } from './account-card.tsx';
import { Row } from './billing-rows.tsx';

/**
 * How /account names lifetime access (docs/decisions/032). A founding member's and an offer
 * buyer's are the same access, and the account row does not say which way it came.
 */
export const LIFETIME_PLAN = 'Lifetime access';

/**
 * Lifetime access and no subscription that still runs: nothing to pay or manage. A member
 * with an old subscription still running keeps its rows and "Manage your subscription", to
 * cancel it.
 */
export const holdsOnlyLifetime = (me: TMe, customer: TCustomerResponse | undefined) =>
  me.lifetimeAccess &&
  customer !== undefined &&
  !customer.subscriptions.some((s) => isLiveStatus(s.status));

/** In place of the plan, status, payment date and card rows, which would all read "N/A". */
export function LifetimeRows() {
  return (
    <Row label="Plan">
      <span className="font-semibold">{LIFETIME_PLAN}</span>
      <span className="mt-1 block text-slate-600 text-sm">
        Every section, exercise and certificate, for life. Nothing to pay, nothing to renew.
      </span>
    </Row>
  );
}

/** The Subscription card of a member who holds only lifetime access: nothing to manage. */
export function LifetimeSubscriptionCard({ me }: { me: TMe }) {
  return (
    <AccountCard
      headingId="plan-heading"
      title="Subscription"
      intro={`${LIFETIME_PLAN}: there is no subscription to manage and never a payment to make.`}
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
