import { LegalPage } from '../components/legal-page.tsx';
import { PRIVACY_DATA } from '../components/privacy-data.tsx';
import { PRIVACY_RIGHTS } from '../components/privacy-rights.tsx';

const SECTIONS = [...PRIVACY_DATA, ...PRIVACY_RIGHTS];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      sections={SECTIONS}
      related={{ to: '/termsofservice', label: 'Terms of Service' }}
      summary={
        <>
          <p>
            The short version: we collect only what we need to teach you and take payments, your
            password is stored only as a hash, Paystack handles your card, we use a single session
            cookie, and you have every right POPIA gives you.
          </p>
          <p>We never sell your information.</p>
        </>
      }
    />
  );
}
