import type { TMe } from '@thinkbuild/core/schemas/account';
import type { TCustomerResponse } from '@thinkbuild/core/schemas/billing';
import { ButtonLink } from '../../../ui/button.tsx';
import { AccountCard } from './account-card.tsx';

/**
 * In place of "Manage your subscription" for a learner who holds a prepaid pass and no
 * subscription (decisions/043): what the pass gives until when, and where to add days or move up.
 */
export function PassCard({ me, pass }: { me: TMe; pass: NonNullable<TCustomerResponse['pass']> }) {
  return (
    <AccountCard
      headingId="pass-heading"
      title="Your pass"
      intro={`${pass.text}. It never renews: buy more days before it ends and they follow on, or move up to a higher plan with its unused days taken off the price.`}
    >
      <ButtonLink to="/subscription#pass" className="mt-4 w-full">
        Add more days
      </ButtonLink>
      <ButtonLink to="/subscription" variant="secondary" className="mt-3 w-full">
        See plans
      </ButtonLink>
      {me.isAdmin && (
        <ButtonLink to="/admin" variant="secondary" className="mt-3 w-full">
          Admin dashboard
        </ButtonLink>
      )}
    </AccountCard>
  );
}
