import { HAVE_EVERYTHING, type TPricingStory } from '@thinkbuild/core/founding';
import { levelAddsText } from '@thinkbuild/core/plan-matrix';
import { CURRENCY } from '@thinkbuild/core/plans';
import { PlanFeatures } from '../../../entities/plan/plan-features.tsx';
import { VatNote } from '../../../entities/plan/vat.tsx';
import { withNext } from '../../../lib/redirect.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';
import { LEVEL_ADDS, PLANS, rand, type TPlan } from './pricing-data.ts';

const FREE = LEVEL_ADDS[0];

const LEAD: Record<TPricingStory, string> = {
  selling: `Choose a tier and pay monthly or annually, in South African rand (${CURRENCY}). A free account gives you the ${FREE?.features.join(' and ')}; each tier adds more.`,
  founding: `Once the founding places are gone, a free account gives the ${FREE?.features.join(' and ')} and each tier adds more, monthly or annually in rand (${CURRENCY}). Until then, signing up gives you all of it free.`,
  member: 'Each tier adds more to the one before it. Your lifetime access already holds all of it.',
};

/** The price and the way to it, or what a member holds instead (docs/decisions/032). */
function PlanPrice({ plan, story }: { plan: TPlan; story: TPricingStory }) {
  if (story === 'member') {
    return (
      <p className="mt-6 flex items-center gap-2 font-bold text-emerald-800 text-xl">
        <CheckIcon className="h-6 w-6 shrink-0" />
        {HAVE_EVERYTHING}
      </p>
    );
  }
  return (
    <>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="font-black text-4xl text-slate-950 tracking-tight">
          {rand(plan.monthly)}
        </span>
        <span className="text-slate-600">/month</span>
        <VatNote className="text-slate-600 text-sm" />
      </p>
      <p className="mt-1 text-slate-700 text-sm">
        or <strong className="font-bold">{rand(plan.annual)}</strong>/year
        <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 text-xs">
          {`Save ${rand(plan.annualSaving)}`}
        </span>
      </p>
      {story === 'founding' && (
        <p className="mt-3 rounded-xl bg-brand-50 px-3 py-2 font-semibold text-brand-800 text-sm">
          Free for founding members, for life
        </p>
      )}
    </>
  );
}

/**
 * The three subscription tiers with both billing periods, next to the offer: what each adds
 * (core's plan matrix), its price and the way to it. While founding places remain a visitor is
 * sent to sign-up, never to a checkout; a member with lifetime access sees what they hold.
 */
export function PlanCards({ story = 'selling' }: { story?: TPricingStory }) {
  return (
    <section aria-labelledby="plans-heading" className="bg-slate-50 py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
            Subscriptions
          </p>
          <h2
            id="plans-heading"
            className="mt-3 font-extrabold text-3xl text-slate-950 tracking-tight sm:text-4xl"
          >
            {story === 'member' ? 'What each plan adds' : 'Prefer to subscribe?'}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{LEAD[story]}</p>
        </div>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => {
            const best = plan.tier === 'creator';
            return (
              <li
                key={plan.tier}
                className={`relative flex flex-col rounded-3xl bg-white p-6 sm:p-8 ${
                  best ? 'shadow-xl ring-2 ring-brand-600' : 'shadow-sm ring-1 ring-slate-200'
                }`}
              >
                {best && (
                  <p className="-top-3.5 -translate-x-1/2 absolute left-1/2 rounded-full bg-brand-600 px-3 py-1 font-bold text-white text-xs uppercase tracking-wider">
                    Best value
                  </p>
                )}
                <h3 className="font-bold text-slate-950 text-xl">{plan.name}</h3>
                <p className="mt-2 min-h-12 text-slate-600">{plan.pitch}</p>
                <p className="mt-3 font-semibold text-brand-700 text-sm">
                  Adds {levelAddsText(plan.tier)}
                </p>
                <PlanPrice plan={plan} story={story} />
                <h4 className="mt-6 font-semibold text-slate-950 text-sm">What you get</h4>
                <PlanFeatures level={plan.tier} className="mt-3 flex-1" />
                {story === 'selling' && (
                  <ButtonLink
                    to={withNext('/signup', '/subscription')}
                    size="lg"
                    variant={best ? 'primary' : 'secondary'}
                    className="mt-8 w-full"
                  >
                    {`Choose ${plan.name}`}
                  </ButtonLink>
                )}
                {story === 'founding' && (
                  <ButtonLink
                    to="/signup"
                    size="lg"
                    variant={best ? 'primary' : 'secondary'}
                    className="mt-8 w-full"
                  >
                    Sign up free
                  </ButtonLink>
                )}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
