import type { TPrivacySettings } from '@thinkbuild/core/schemas/guardian';
import { useEffect, useState } from 'react';
import { LegalPage } from '../components/legal-page.tsx';
import { PRIVACY_DATA } from '../components/privacy-data.tsx';
import { DEFAULT_PRIVACY_SETTINGS, privacyRights } from '../components/privacy-rights.tsx';

/**
 * Where data is hosted and who the information officer is are the server's settings: a public
 * page has no query cache, so one plain request (the defaults until it answers).
 */
function usePrivacySettings() {
  const [settings, setSettings] = useState(DEFAULT_PRIVACY_SETTINGS);
  useEffect(() => {
    const abort = new AbortController();
    fetch('/api/privacy', { signal: abort.signal })
      .then((res) => (res.ok ? (res.json() as Promise<TPrivacySettings>) : null))
      .then((found) => found && setSettings(found))
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return settings;
}

export default function PrivacyPage() {
  const settings = usePrivacySettings();
  return (
    <LegalPage
      title="Privacy Policy"
      sections={[...PRIVACY_DATA, ...privacyRights(settings)]}
      related={{ to: '/termsofservice', label: 'Terms of Service' }}
      summary={
        <>
          <p>
            The short version: we collect only what we need to teach you and take payments, your
            password is stored only as a hash, Paystack handles your card, we use a single session
            cookie, and you have every right POPIA gives you. Learners under 18 need a parent's or
            guardian's consent.
          </p>
          <p>We never sell your information.</p>
        </>
      }
    />
  );
}
