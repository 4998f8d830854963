import { useQueryClient } from '@tanstack/react-query';
import { VERIFY_EMAIL_MESSAGES } from '@thinkbuild/core/schemas/email-verification';
import { useEffect } from 'react';
import { refreshMe, useMe } from '../../../entities/session/session.ts';
import { VerifyEmailNotice } from '../../../entities/session/verify-email-notice.tsx';
import { useSearchParam } from '../../../lib/navigation.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';

/**
 * /verify-email: where the link mailed at sign-up lands once the server has checked it
 * (better-auth's /api/auth/verify-email redirects here, with `?error=` when the link did not
 * work). The link signs no one in: a signed-in learner goes on, anyone else logs in.
 */
export default function VerifyEmailPage() {
  const error = useSearchParam('error');
  const queryClient = useQueryClient();
  const { data: me, isPending } = useMe();

  // The session read before the link was opened still says "not verified".
  useEffect(() => {
    void refreshMe(queryClient);
  }, [queryClient]);

  const verified = !error && (!me || me.emailVerified);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="flex flex-col items-center py-10 sm:py-16">
        <section
          aria-labelledby="verify-heading"
          className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8"
        >
          <h1
            id="verify-heading"
            className="font-extrabold text-2xl text-slate-950 tracking-tight sm:text-3xl"
          >
            {verified ? 'Email verified' : 'Verify your email'}
          </h1>
          {isPending ? null : verified ? (
            <>
              <FormAlert tone="success" className="mt-6">
                {VERIFY_EMAIL_MESSAGES.verified}
              </FormAlert>
              <div className="mt-6 flex flex-col gap-3">
                {me ? (
                  <>
                    <ButtonLink to="/home" size="lg" className="w-full">
                      Continue learning
                    </ButtonLink>
                    <ButtonLink to="/subscription" size="lg" variant="secondary" className="w-full">
                      See the plans
                    </ButtonLink>
                  </>
                ) : (
                  <ButtonLink to="/login" size="lg" className="w-full">
                    Log in
                  </ButtonLink>
                )}
              </div>
            </>
          ) : (
            <>
              <FormAlert className="mt-6">{VERIFY_EMAIL_MESSAGES.linkInvalid}</FormAlert>
              {me ? (
                <VerifyEmailNotice action="pay" force className="mt-6" />
              ) : (
                <ButtonLink to="/login" size="lg" className="mt-6 w-full">
                  Log in to ask for a new link
                </ButtonLink>
              )}
            </>
          )}
        </section>
      </Container>
    </div>
  );
}
