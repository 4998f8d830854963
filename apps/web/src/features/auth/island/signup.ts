import { needsGuardian } from '@thinkbuild/core/guardian';
import { LIFETIME_HELD_MESSAGE } from '@thinkbuild/core/purchase';
import { normaliseSponsorCode, SPONSOR_CODE_SHAPE_MESSAGE } from '@thinkbuild/core/sponsor-codes';
import { safeNextPath, withNext } from '../../../lib/redirect.ts';
import { carryToast } from '../../../lib/toast.ts';
import { signUpRequest } from '../api/requests.ts';
import { redeemAfterSignUp } from '../api/sponsor-code.ts';
import { authErrorMessage, isAlreadyRegistered, serverFieldError } from '../utils/auth-errors.ts';
import { typedYear, validateSignUp } from '../utils/validate.ts';
import {
  enterSession,
  field,
  fromTemplate,
  nextParam,
  setAlert,
  setBusy,
  setFieldError,
} from './dom.ts';
import { termsDialog } from './terms.ts';
import { markWhileTyping } from './typing.ts';

/** Pages that sell access: a new founding member has it all, so goes to the courses instead. */
const BUYING = ['/subscription', '/checkout/offer'];
const FIELDS = [
  'email',
  'password',
  'confirm',
  'birthYear',
  'guardianEmail',
  'sponsorCode',
] as const;

/**
 * /signup without the app (docs/decisions/042), as routes/signup.tsx: the same rules and
 * messages, the guardian's email for a learner under 18, the terms asked before the account is
 * made, the server's password rule at its field; then, with a page load, `?next=` or /home.
 */
export function lightSignUp(form: HTMLFormElement) {
  const next = safeNextPath(nextParam());
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const place = form.querySelector<HTMLTemplateElement>('template[data-guardian]');
  const guardian = fromTemplate(place);
  const under13 = guardian?.querySelector<HTMLElement>('[data-under13]');
  // The guardian's field is in the form only while the year asks for it.
  const value = (f: (typeof FIELDS)[number]) => field(form, f)?.value ?? '';
  const values = () => Object.fromEntries(FIELDS.map((f) => [f, value(f)])) as never;
  let serverPasswordError: string | undefined;

  const guardianNeeded = () => {
    const year = typedYear(value('birthYear'));
    return year !== null && needsGuardian(year, new Date());
  };
  // The guardian's part shows as the year is typed, as BirthFields renders it.
  const showGuardian = () => {
    const year = typedYear(value('birthYear'));
    if (guardian && guardianNeeded() !== guardian.isConnected) {
      if (guardian.isConnected) guardian.remove();
      else place?.after(guardian);
    }
    if (under13) under13.hidden = !(year !== null && new Date().getUTCFullYear() - year - 1 < 13);
  };
  field(form, 'birthYear')?.addEventListener('input', showGuardian);
  showGuardian();

  const mark = () => {
    const errors: Record<string, string | undefined> = validateSignUp(values());
    if (!guardianNeeded()) errors.guardianEmail = undefined;
    errors.password ??= serverPasswordError;
    // The optional sponsor code (decisions/043): its disclosure opens to show its problem.
    const code = value('sponsorCode');
    errors.sponsorCode =
      code.trim() && !normaliseSponsorCode(code) ? SPONSOR_CODE_SHAPE_MESSAGE : undefined;
    const folded = form.querySelector<HTMLDetailsElement>('details[data-sponsor-code]');
    if (folded && errors.sponsorCode) folded.open = true;
    for (const f of FIELDS) setFieldError(field(form, f), errors[f]);
    return errors;
  };
  field(form, 'password')?.addEventListener('input', () => {
    // A new password answers the server's refusal of the old one.
    if (!serverPasswordError) return;
    serverPasswordError = undefined;
    setAlert(button, null);
  });
  const onSubmit = markWhileTyping(form, mark);

  async function createAccount() {
    setAlert(button, null);
    setBusy(button, true);
    const guardianEmail = guardianNeeded() ? value('guardianEmail').trim() : undefined;
    try {
      await signUpRequest({
        email: value('email').trim(),
        password: value('password'),
        birthYear: Number(value('birthYear').trim()),
        ...(guardianEmail ? { guardianEmail } : {}),
      });
      const me = await enterSession();
      // Redeemed with the new session; the next page says what it gave, or why not.
      const sponsored = await redeemAfterSignUp(value('sponsorCode'));
      if (sponsored) carryToast(sponsored.message, sponsored.tone);
      if (me.guardianHold !== 'none') {
        carryToast(
          `Your account is ready. We emailed ${guardianEmail} to ask them to agree.`,
          'success',
        );
      }
      if (me.lifetimeAccess) {
        carryToast(`Your account is ready. ${LIFETIME_HELD_MESSAGE}`, 'success');
        const buying = BUYING.includes(next?.split('?')[0] ?? '');
        window.location.assign(next && !buying ? next : '/home');
        return;
      }
      window.location.assign(next ?? '/home');
    } catch (error) {
      setBusy(button, false);
      serverPasswordError = serverFieldError(error, 'password');
      if (serverPasswordError) {
        mark();
        return;
      }
      if (!isAlreadyRegistered(error)) return setAlert(button, authErrorMessage(error));
      const login = document.createElement('a');
      login.href = withNext('/login', next);
      login.className = 'font-semibold underline';
      login.textContent = 'Log in instead?';
      setAlert(button, [
        document.createTextNode('An account with this email already exists. '),
        login,
      ]);
    }
  }

  const terms = termsDialog(form, createAccount);
  form.addEventListener('submit', (event) => {
    if (!onSubmit(event) || button?.disabled) return;
    if (!terms.accepted()) return terms.open(true);
    void createAccount();
  });
  if (button) button.disabled = false;
}
