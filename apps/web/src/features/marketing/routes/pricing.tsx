import { formatCount } from '@thinkbuild/core/format';
import { CURRENCY } from '@thinkbuild/core/plans';
import { Link } from 'react-router';
import { usePricingStory } from '../../../entities/plan/founding.ts';
import { FoundingBanner, HaveEverything } from '../../../entities/plan/founding-banner.tsx';
import { OfferPrice } from '../../../entities/plan/offer-price.tsx';
import { Container } from '../../../ui/container.tsx';
import { AccessTable } from '../components/access-table.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { OfferHero } from '../components/offer-hero.tsx';
import { PlanCards } from '../components/plan-cards.tsx';
import { EARLY_MEMBER_LIMIT } from '../components/pricing-data.ts';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** The questions about paying; `earlyLimit`: the founding places, as the server counts them. */
const notes = (earlyLimit: string) => [
  {
    q: 'How do payments work?',
    a: (
      <>
        Card payments are processed by Paystack. We never see your full card number; your account
        page shows only its last four digits.
      </>
    ),
  },
  {
    q: 'Which currency do you charge in?',
    a: (
      <>
        Subscriptions are billed in South African rand ({CURRENCY}). The special offer is a single
        payment of <OfferPrice />.
      </>
    ),
  },
  {
    q: 'Can I change or cancel my subscription?',
    a: (
      <>
        Yes, at any time from your account page. When you cancel, you keep access until the end of
        the period you already paid for.
      </>
    ),
  },
  {
    q: 'Were you one of the first members?',
    a: (
      <>
        The first {earlyLimit} people to sign up keep lifetime access. The{' '}
        <Link to="/termsofservice#lifetime-access" className={linkClass}>
          Terms of Service
        </Link>{' '}
        explain exactly who qualifies.
      </>
    ),
  },
];

/**
 * /pricing tells one story (docs/decisions/032): a member with lifetime access sees "You have
 * everything" where prices would be; while founding places remain a visitor is told signing up
 * gives everything free, and every button leads there; otherwise the offer and plans for money.
 */
export default function PricingPage() {
  const { story, places } = usePricingStory();
  if (story === 'member') {
    return (
      <>
        <section className="bg-slate-50 py-12 sm:py-16">
          <Container>
            <HaveEverything as="h1" />
          </Container>
        </section>
        <PlanCards story="member" />
        <AccessTable />
      </>
    );
  }
  const founding = story === 'founding';
  return (
    <>
      {founding && places && (
        <div className="bg-brand-900 px-0 pt-8 sm:pt-12">
          <Container>
            <FoundingBanner places={places} />
          </Container>
        </div>
      )}
      <OfferHero founding={founding} />
      <PlanCards story={story} />
      <AccessTable />
      <section aria-labelledby="pricing-questions-heading" className="bg-slate-50 py-16 sm:py-24">
        <Container className="max-w-4xl">
          <h2
            id="pricing-questions-heading"
            className="text-center font-extrabold text-3xl text-slate-950 tracking-tight"
          >
            Questions about paying
          </h2>
          <dl className="mt-10 grid gap-6 sm:grid-cols-2">
            {notes(places ? formatCount(places.total) : EARLY_MEMBER_LIMIT).map((note) => (
              <div
                key={note.q}
                className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <dt className="font-bold text-slate-950">{note.q}</dt>
                <dd className="mt-2 text-slate-600">{note.a}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-8 text-center text-slate-600">
            More answers in the{' '}
            <Link to="/help" className={linkClass}>
              Help centre
            </Link>
            .
          </p>
        </Container>
      </section>
      <CtaBand
        title="Start building today"
        cta={{ label: founding ? 'Create your free account' : 'Sign Up', to: '/signup' }}
      >
        <p>
          {founding
            ? 'While founding places remain, a new account gets everything free, for life.'
            : 'Take the special offer while it lasts, or pick the subscription that fits how deep you want to go.'}
        </p>
      </CtaBand>
    </>
  );
}
