import { foundingBannerText, HAVE_EVERYTHING } from '@thinkbuild/core/founding';
import { usePricingStory } from '../../../entities/plan/founding.ts';
import { OfferPrice } from '../../../entities/plan/offer-price.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { Hero } from '../components/hero.tsx';
import { SloganSections } from '../components/slogan-sections.tsx';

/** The landing's closing band tells the one pricing story (docs/decisions/032). */
function PricingBand() {
  const { story, places } = usePricingStory();
  if (story === 'member') {
    return (
      <CtaBand title={HAVE_EVERYTHING} cta={{ label: 'Go to your courses', to: '/home' }}>
        <p>
          Your lifetime Creator access opens every section, exercise and certificate of every
          course, for life. There is nothing to pay.
        </p>
      </CtaBand>
    );
  }
  if (story === 'founding' && places) {
    return (
      <CtaBand
        title="Your first project is one lesson away"
        cta={{ label: 'Create your free account', to: '/signup' }}
        secondary={{ label: 'Compare plans', to: '/pricing' }}
      >
        <p>{foundingBannerText(places)}.</p>
      </CtaBand>
    );
  }
  return (
    <CtaBand
      title="Your first project is one lesson away"
      secondary={{ label: 'See the special offer', to: '/pricing' }}
    >
      <p>
        Create your account, choose a plan and press play. Or take the special offer: full access
        for a once-off <OfferPrice /> payment.
      </p>
    </CtaBand>
  );
}

export default function LandingPage() {
  return (
    <>
      <Hero />
      <SloganSections />
      <PricingBand />
    </>
  );
}
