import { OfferPrice } from '../../../entities/plan/offer-price.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { Hero } from '../components/hero.tsx';
import { SloganSections } from '../components/slogan-sections.tsx';

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
          for a once-off <OfferPrice /> payment.
        </p>
      </CtaBand>
    </>
  );
}
