import { foundingOpen, signUpGetsText } from '@thinkbuild/core/founding';
import { needsGuardian } from '@thinkbuild/core/guardian';
import { LIFETIME_HELD_MESSAGE } from '@thinkbuild/core/purchase';
import { normaliseSponsorCode, SPONSOR_CODE_SHAPE_MESSAGE } from '@thinkbuild/core/sponsor-codes';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFoundingPlaces } from '../../../entities/plan/founding.ts';
import { useLightPage } from '../../../lib/light-page.ts';
import { useSearchParam } from '../../../lib/navigation.ts';
import { safeNextPath, withNext } from '../../../lib/redirect.ts';
import { showToast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';
import { useSignUp } from '../api/sign-up.ts';
import { redeemAfterSignUp } from '../api/sponsor-code.ts';
import { AuthCard, textLinkClass } from '../components/auth-card.tsx';
import { BirthFields } from '../components/birth-fields.tsx';
import { EmailField } from '../components/email-field.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { SponsorCodeField } from '../components/sponsor-code-field.tsx';
import { TermsDialog } from '../components/terms-dialog.tsx';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { authErrorMessage, isAlreadyRegistered, serverFieldError } from '../utils/auth-errors.ts';
import { typedYear, validateSignUp } from '../utils/validate.ts';

/** Sign-up's checks, and the optional sponsor code's shape (decisions/043). */
const validateWithCode = (
  values: Parameters<typeof validateSignUp>[0] & { sponsorCode: string },
) => ({
  ...validateSignUp(values),
  sponsorCode:
    values.sponsorCode.trim() && !normaliseSponsorCode(values.sponsorCode)
      ? SPONSOR_CODE_SHAPE_MESSAGE
      : undefined,
});

/** Whether the terms were accepted yet, with the button that opens them. */
function TermsNote({ accepted, onReview }: { accepted: boolean; onReview: () => void }) {
  return (
    <div
      data-terms={accepted ? 'accepted' : 'asked'}
      className="flex items-start gap-2.5 rounded-xl bg-slate-50 px-4 py-3 text-slate-700 text-sm"
    >
      {accepted ? (
        <>
          <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
          <p>
            You accepted the Terms of Service.{' '}
            <button type="button" onClick={onReview} className={textLinkClass}>
              Review them
            </button>
          </p>
        </>
      ) : (
        <p>
          You will be asked to accept our{' '}
          <button type="button" onClick={onReview} className={textLinkClass}>
            Terms of Service
          </button>{' '}
          and confirm your age.
        </p>
      )}
    </div>
  );
}

/** Pages that sell access: a new founding member has it all, so goes to the courses instead. */
const BUYING = ['/subscription', '/checkout/offer'];

export default function SignupPage() {
  const navigate = useNavigate();
  // Where the guard or a button sent the newcomer from (the offer checkout, …); /home otherwise.
  const next = safeNextPath(useSearchParam('next'));
  const signUp = useSignUp();
  // What the new account gets, said before it is made (docs/decisions/032).
  const places = useFoundingPlaces();
  // Rules only the server can check (the 10,000 most common passwords) show at the field too.
  const serverPasswordError = serverFieldError(signUp.error, 'password');
  const { formRef, values, errors, submit, set } = useAuthForm(
    { email: '', password: '', confirm: '', birthYear: '', guardianEmail: '', sponsorCode: '' },
    validateWithCode,
    (field) => {
      if (field === 'password' && serverPasswordError) signUp.reset();
    },
  );
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const openTerms = () => setTermsOpen(true);
  // Rendered for a page load, the page has no React: the accepted note is written as a template
  // its island swaps in (decisions/042).
  const light = useLightPage();
  // Whether closing the modal with Continue should go on to create the account.
  const proceedAfterTerms = useRef(false);

  const year = typedYear(values.birthYear);
  const guardianNeeded = year !== null && needsGuardian(year, new Date());

  // Signing up is free; choosing a plan is a later, optional step (ADR 007). Early members
  // hold lifetime access and are told so; the others find the plans on /home.
  const createAccount = () =>
    signUp.mutate(
      {
        email: values.email.trim(),
        password: values.password,
        birthYear: Number(values.birthYear.trim()),
        ...(guardianNeeded ? { guardianEmail: values.guardianEmail.trim() } : {}),
      },
      {
        onSuccess: async (me) => {
          // A sponsor code is redeemed with the new session; the toast says what it gave.
          const sponsored = await redeemAfterSignUp(values.sponsorCode);
          if (sponsored) showToast(sponsored.message, sponsored.tone);
          if (me.guardianHold !== 'none') {
            showToast(
              `Your account is ready. We emailed ${values.guardianEmail.trim()} to ask them to agree.`,
              'success',
            );
          }
          if (me.lifetimeAccess) {
            showToast(`Your account is ready. ${LIFETIME_HELD_MESSAGE}`, 'success');
            navigate(next && !BUYING.includes(next.split('?')[0] ?? '') ? next : '/home');
            return;
          }
          navigate(next ?? '/home');
        },
      },
    );

  // Nothing is sent while the form has a problem ("Passwords do not match", …).
  const onSubmit = submit(() => {
    if (!termsAccepted) {
      proceedAfterTerms.current = true;
      setTermsOpen(true);
      return;
    }
    createAccount();
  });

  function onTermsContinue() {
    setTermsAccepted(true);
    setTermsOpen(false);
    if (proceedAfterTerms.current) {
      proceedAfterTerms.current = false;
      createAccount();
    }
  }

  return (
    <AuthCard
      title="Create your account"
      lead="Start building today: short video lessons, quizzes and real projects."
      footer={
        <>
          Already have an account?{' '}
          <Link to={withNext('/login', next)} className={textLinkClass}>
            Log in
          </Link>
        </>
      }
    >
      {places && (
        <p
          className={`mb-5 rounded-xl px-4 py-3 text-sm ${
            foundingOpen(places)
              ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200'
              : 'bg-slate-50 text-slate-700'
          }`}
        >
          {signUpGetsText(places)}
        </p>
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField value={values.email} onChange={set('email')} error={errors.email} />
        <NewPasswordFields
          labels={{ password: 'Password', confirm: 'Confirm password' }}
          values={values}
          onChange={set}
          errors={{ password: errors.password ?? serverPasswordError, confirm: errors.confirm }}
        />
        <BirthFields values={values} onChange={set} errors={errors} />
        <SponsorCodeField
          value={values.sponsorCode}
          onChange={set('sponsorCode')}
          error={errors.sponsorCode}
        />
        {light ? (
          <>
            <TermsNote accepted={false} onReview={openTerms} />
            <template data-terms-accepted>
              <TermsNote accepted onReview={openTerms} />
            </template>
          </>
        ) : (
          <TermsNote accepted={termsAccepted} onReview={openTerms} />
        )}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={signUp.isPending}
          // The island enables it (decisions/042): a press before would post natively.
          disabled={light}
        >
          Create free account
        </Button>
        {signUp.isError &&
          !serverPasswordError &&
          (isAlreadyRegistered(signUp.error) ? (
            <FormAlert>
              An account with this email already exists.{' '}
              <Link to={withNext('/login', next)} className="font-semibold underline">
                Log in instead?
              </Link>
            </FormAlert>
          ) : (
            <FormAlert>{authErrorMessage(signUp.error)}</FormAlert>
          ))}
      </form>
      <TermsDialog
        open={termsOpen}
        onClose={() => {
          proceedAfterTerms.current = false;
          setTermsOpen(false);
        }}
        onContinue={onTermsContinue}
      />
    </AuthCard>
  );
}
