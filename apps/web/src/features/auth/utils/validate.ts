// The rules of core's ZEmail and ZPassword without zod: the light sign-in pages run this file
// (docs/decisions/042).
import { emailProblem, newPasswordProblem } from '@thinkbuild/core/account-rules';
import { birthYearProblem, guardianEmailProblem } from '@thinkbuild/core/guardian';
import { MESSAGES } from '@thinkbuild/core/messages';

/** Field → message; a field without an entry is valid. */
export type TFieldErrors<K extends string> = Partial<Record<K, string>>;

export const hasErrors = (errors: TFieldErrors<string>) => Object.values(errors).some(Boolean);

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Enter your email address';
  return emailProblem(value);
}

/** The rules for a new password, shared with the server (core's ZPassword). */
export const newPasswordError = (password: string): string | undefined =>
  newPasswordProblem(password);

export function confirmError(password: string, confirm: string): string | undefined {
  if (!confirm) return password ? 'Confirm your password' : undefined;
  return confirm === password ? undefined : MESSAGES.passwordsDoNotMatch;
}

type TNewPassword = { password: string; confirm: string };

export const validateNewPassword = ({ password, confirm }: TNewPassword) => ({
  password: newPasswordError(password),
  confirm: confirmError(password, confirm),
});

type TSignUpValues = TNewPassword & { email: string; birthYear: string; guardianEmail: string };

/** The year as typed, or null when it is not a whole number yet. */
export const typedYear = (text: string) =>
  /^\d{4}$/.test(text.trim()) ? Number(text.trim()) : null;

/** The year of birth and, for a learner under 18, the guardian's email (core's guardian.ts). */
function birthFieldsErrors(values: TSignUpValues, now = new Date()) {
  const year = typedYear(values.birthYear);
  if (year === null) return { birthYear: 'Enter the year you were born, like 2008' };
  const birthYear = birthYearProblem(year, now) ?? undefined;
  if (birthYear) return { birthYear };
  const guardian = values.guardianEmail.trim();
  const fields = { email: values.email, birthYear: year, guardianEmail: guardian };
  return {
    guardianEmail:
      guardianEmailProblem(fields, now) ?? (guardian ? emailError(guardian) : undefined),
  };
}

export const validateSignUp = (values: TSignUpValues) => ({
  email: emailError(values.email),
  ...validateNewPassword(values),
  ...birthFieldsErrors(values),
});

export const validateLogin = ({ email, password }: { email: string; password: string }) => ({
  email: emailError(email),
  // Sign-in checks no length: accounts from before a rule change must still get in.
  password: password ? undefined : 'Enter your password',
});

/** better-auth wants a name; we ask for none, so it is the part of the email before "@". */
export const signupName = (email: string) => (email.trim().split('@')[0] ?? '').slice(0, 100);
