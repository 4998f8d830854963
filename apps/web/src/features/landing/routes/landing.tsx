import { ONCE_OFF_OFFER } from '@thinkbuild/core/plans';
import type { TRouteMeta } from '../../../lib/route-meta.ts';
import { CtaBand } from '../components/cta-band.tsx';
import { Hero } from '../components/hero.tsx';
import { SloganSections } from '../components/slogan-sections.tsx';

export const handle = {
  meta: {
    title: 'ThinkBuild',
    description:
      'Think and learn while you build your own software projects: short video lessons, quizzes and copyable code for web, mobile and game development.',
  } satisfies TRouteMeta,
};

export default function LandingPage() {
  return (
    <>
      <Hero />
      <SloganSections />
      <CtaBand
        title="Your first project is one lesson away"
        secondary={{ label: 'See the special offer', to: '/pricing' }}
      >
        <p>
          Create your account, choose a plan and press play. Or take the special offer: full access
          for a once-off ${ONCE_OFF_OFFER.priceUsd} payment.
        </p>
      </CtaBand>
    </>
  );
}
