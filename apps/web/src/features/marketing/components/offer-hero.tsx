import { OfferGlow, OfferPitch, OfferPriceLine } from '../../../entities/plan/offer-price.tsx';
import { useOfferText } from '../../../entities/plan/plans.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';

const INCLUDES = [
  'Lifetime Creator-level access: pay once, never again',
  'Every section of every course: Planning, Build, Deeper Explanation and Deployment',
  'All three tracks: web, mobile and game development',
  'A certificate for each section you complete',
  'Five-question quizzes with your progress saved',
  'Blog posts with code you can copy',
];

/**
 * The top of /pricing: the special offer, with its texts word for word (SPEC.md §2). While
 * founding places remain (`founding`) a visitor is not sold it: the button leads to sign-up,
 * which gives the same free (docs/decisions/032).
 */
export function OfferHero({ founding = false }: { founding?: boolean }) {
  const OFFER_TEXT = useOfferText();
  return (
    <section
      aria-labelledby="offer-heading"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      <OfferGlow />
      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <OfferPitch headingId="offer-heading" page />
          <p className="mt-6 max-w-xl text-lg text-slate-200">
            Get everything ThinkBuild teaches for one small payment. No monthly bills, no tier to
            upgrade later: the special offer unlocks every section of every course, for life.
          </p>
        </div>

        <div className="rounded-3xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-white/20 sm:p-8">
          <h2 className="font-bold text-brand-700 text-lg">{OFFER_TEXT.payment}</h2>
          <OfferPriceLine page />
          <h3 className="mt-6 font-semibold text-slate-950">What you get</h3>
          <ul className="mt-3 space-y-3">
            {INCLUDES.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <span className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                  <CheckIcon className="h-3.5 w-3.5" />
                </span>
                <span>{item}</span>
              </li>
            ))}
          </ul>
          {founding ? (
            <>
              <ButtonLink to="/signup" size="lg" className="mt-8 w-full">
                Sign up: it is free for you
              </ButtonLink>
              <p className="mt-3 text-center text-slate-600 text-sm">
                While founding places remain, a new account gets all of this free, for life.
              </p>
            </>
          ) : (
            <>
              <ButtonLink to="/checkout/offer" size="lg" className="mt-8 w-full">
                Sign Up
              </ButtonLink>
              <p className="mt-3 text-center text-slate-600 text-sm">
                Create your account first. It takes less than a minute.
              </p>
            </>
          )}
        </div>
      </Container>
    </section>
  );
}
