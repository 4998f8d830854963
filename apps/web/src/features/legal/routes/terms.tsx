import { LEGAL } from '../components/legal-constants.ts';
import { LegalPage } from '../components/legal-page.tsx';
import { TERMS_GENERAL } from '../components/terms-general.tsx';
import { TERMS_MEMBERSHIP } from '../components/terms-membership.tsx';

const SECTIONS = [...TERMS_MEMBERSHIP, ...TERMS_GENERAL];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      sections={SECTIONS}
      related={{ to: '/privacypolicy', label: 'Privacy Policy' }}
      summary={
        <>
          <p>
            The short version: you must be {LEGAL.minimumAge} or older (under {LEGAL.parentalUnder}{' '}
            with a parent’s or guardian’s permission), the first {LEGAL.lifetimeLimit} members keep
            lifetime access, everyone else subscribes monthly or annually, and the laws of{' '}
            {LEGAL.country} apply.
          </p>
          <p>The full terms below are what count. Please read them before you sign up.</p>
        </>
      }
    />
  );
}
