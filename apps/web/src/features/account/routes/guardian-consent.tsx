import { GUARDIAN_MESSAGES as SAY } from '@thinkbuild/core/schemas/guardian';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { useSearchParam } from '../../../lib/navigation.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Container } from '../../../ui/container.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useConsentRequest, useDecideConsent } from '../api/guardian.ts';

/** What the parent or guardian is asked to agree to, in plain words (the policy has the rest). */
const WHAT_WE_KEEP = [
  ['Their email address and year of birth', 'to sign them in and know a guardian must agree.'],
  ['Your email address', 'to ask for (and keep a record of) your consent.'],
  ['Their lessons, quiz answers, exercises and notes', 'to save their progress and show it.'],
  [
    'If they subscribe: the plan, payment dates and the last four digits of the card',
    'to take payments; the card itself stays with Paystack.',
  ],
  ['Basic server logs', 'to keep the site secure; kept for a short time.'],
] as const;

/**
 * /guardian-consent?token=…: the page the consent mail links to (POPIA sections 34–35). It shows
 * what is kept and why and asks for an answer; declining deletes the account, after a question.
 */
export default function GuardianConsentPage() {
  const token = useSearchParam('token') ?? '';
  const request = useConsentRequest(token);
  const decide = useDecideConsent();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const answer = (decision: 'agree' | 'decline') =>
    decide.mutate({ token, decision }, { onSettled: () => setConfirmDecline(false) });

  const dead = !token || request.isError;
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="flex flex-col items-center py-10 sm:py-16">
        <section
          aria-labelledby="consent-heading"
          className="w-full max-w-2xl rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8"
        >
          <h1
            id="consent-heading"
            className="font-extrabold text-2xl text-slate-950 tracking-tight sm:text-3xl"
          >
            A learner asks for your consent
          </h1>
          {decide.isSuccess ? (
            <FormAlert tone="success" className="mt-6">
              {decide.data.message}
            </FormAlert>
          ) : dead ? (
            <FormAlert className="mt-6">
              {request.isError ? errorsOfSave(request.error).message : SAY.linkInvalid}
            </FormAlert>
          ) : request.data ? (
            <>
              <p className="mt-3 text-slate-700">
                <strong className="font-semibold">{request.data.learnerEmail}</strong>
                {request.data.birthYear ? ` (born in ${request.data.birthYear})` : ''} signed up to
                ThinkBuild, where beginners learn to program by building projects, and named you as
                their parent or guardian. South African law (POPIA) asks for your consent before we
                keep a child's personal information.
              </p>
              <h2 className="mt-6 font-bold text-lg text-slate-950">What we keep, and why</h2>
              <ul className="mt-3 space-y-2 text-slate-700 text-sm">
                {WHAT_WE_KEEP.map(([what, why]) => (
                  <li key={what} className="rounded-xl bg-slate-50 px-4 py-3">
                    <span className="font-semibold text-slate-900">{what}</span>, {why}
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-slate-600 text-sm">
                We never sell it or use it for advertising. You can ask us to see, correct or delete
                it at any time. The full details are in our{' '}
                <Link
                  to="/privacypolicy"
                  className="font-semibold text-brand-700 hover:underline"
                  target="_blank"
                >
                  Privacy Policy
                </Link>
                .
              </p>
              {decide.isError && (
                <FormAlert className="mt-6">{errorsOfSave(decide.error).message}</FormAlert>
              )}
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <Button
                  size="lg"
                  busy={decide.isPending && decide.variables?.decision === 'agree'}
                  onClick={() => answer('agree')}
                >
                  I agree
                </Button>
                <Button variant="secondary" size="lg" onClick={() => setConfirmDecline(true)}>
                  I do not agree: delete the account
                </Button>
              </div>
            </>
          ) : (
            <p className="mt-6 text-slate-500">Loading…</p>
          )}
        </section>
      </Container>
      <ConfirmDialog
        open={confirmDecline}
        title="Delete this account?"
        body="The learner's account and everything in it is deleted at once. This cannot be undone."
        confirmLabel="Delete the account"
        busy={decide.isPending}
        onConfirm={() => answer('decline')}
        onClose={() => setConfirmDecline(false)}
      />
    </div>
  );
}
