import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';
import { PageBand } from '../../../ui/page-band.tsx';

/**
 * /subscription, where sign-up lands. The plans and payment arrive with the billing issue;
 * until then it welcomes the new member and points at what is already open to them.
 */
export default function SubscriptionPage() {
  return (
    <>
      <PageBand
        eyebrow="Welcome to ThinkBuild"
        title="Choose a subscription"
        lead="Your account is ready. Paid plans open here soon; until then, every course's Build lessons are yours to start."
      />
      <Container className="py-10 sm:py-14">
        <div className="max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2 className="font-bold text-slate-950 text-xl">What you can do now</h2>
          <ul className="mt-4 space-y-3 text-slate-700">
            {[
              'Watch the Build lessons of the web and mobile portfolio courses',
              'Answer the five-question quiz after each lesson',
              'Read every blog post, with code you can copy',
            ].map((item) => (
              <li key={item} className="flex gap-2.5">
                <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/home" size="lg">
              Start learning
            </ButtonLink>
            <ButtonLink to="/pricing" variant="secondary" size="lg">
              See pricing
            </ButtonLink>
          </div>
        </div>
      </Container>
    </>
  );
}
