import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  signupName,
  validateLogin,
  validateNewPassword,
  validateSignUp,
} from './validate.ts';

const adult = { birthYear: '1990', guardianEmail: '' };

describe('validateSignUp', () => {
  it('passes a complete form', () => {
    const errors = validateSignUp({
      email: 'ada@example.com',
      password: 'long enough',
      confirm: 'long enough',
      ...adult,
    });
    expect(hasErrors(errors)).toBe(false);
  });

  it("asks a learner under 18 for a parent's or guardian's email, not their own", () => {
    const teen = { email: 'kid@example.com', password: 'long enough', confirm: 'long enough' };
    const born = String(new Date().getUTCFullYear() - 15);
    expect(validateSignUp({ ...teen, birthYear: born, guardianEmail: '' }).guardianEmail).toBe(
      "Enter your parent's or guardian's email",
    );
    expect(
      validateSignUp({ ...teen, birthYear: born, guardianEmail: 'kid@example.com' }).guardianEmail,
    ).toBe("Use your parent's or guardian's own email, not yours");
    const ok = validateSignUp({ ...teen, birthYear: born, guardianEmail: 'mom@example.com' });
    expect(hasErrors(ok)).toBe(false);
    expect(validateSignUp({ ...teen, birthYear: '20', guardianEmail: '' }).birthYear).toBe(
      'Enter the year you were born, like 2008',
    );
  });

  it('says "Passwords do not match" when the two differ', () => {
    const errors = validateSignUp({
      email: 'a@b.co',
      password: 'abcdefgh',
      confirm: 'abcdefgx',
      ...adult,
    });
    expect(errors).toEqual({
      email: undefined,
      password: undefined,
      confirm: 'Passwords do not match',
      guardianEmail: undefined,
    });
  });

  it('explains a short password and a bad email', () => {
    const errors = validateSignUp({
      email: 'not-an-email',
      password: 'short',
      confirm: 'short',
      ...adult,
    });
    expect(errors.email).toBe('Enter a valid email address');
    expect(errors.password).toBe('Use at least 8 characters');
    expect(errors.confirm).toBeUndefined();
  });

  it('asks for what is missing', () => {
    const errors = validateSignUp({ email: '  ', password: 'abcdefgh', confirm: '', ...adult });
    expect(errors.email).toBe('Enter your email address');
    expect(errors.confirm).toBe('Confirm your password');
  });
});

describe('validateNewPassword', () => {
  it('uses the same rules as sign-up', () => {
    expect(validateNewPassword({ password: 'abc', confirm: 'abc' }).password).toBe(
      'Use at least 8 characters',
    );
    expect(validateNewPassword({ password: 'abcdefgh', confirm: 'abcdefg' }).confirm).toBe(
      'Passwords do not match',
    );
  });
});

describe('validateLogin', () => {
  it('needs an email and a password, of any length', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Enter your email address',
      password: 'Enter your password',
    });
    expect(hasErrors(validateLogin({ email: 'a@b.co', password: 'x' }))).toBe(false);
  });
});

describe('signupName', () => {
  it('is the part of the email before @', () => {
    expect(signupName('ada.lovelace@example.com')).toBe('ada.lovelace');
    expect(signupName(' bob@x.io ')).toBe('bob');
    expect(signupName('no-at-sign')).toBe('no-at-sign');
    expect(signupName('@x.io')).toBe('');
  });
});
