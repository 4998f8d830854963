import { describe, expect, it } from 'vitest';
import {
  birthYearProblem,
  guardianEmailProblem,
  guardianHold,
  needsGuardian,
  youngestAge,
} from './guardian.ts';

const dec2026 = new Date('2026-12-02T10:00:00Z');
const jan2027 = new Date('2027-01-01T00:00:00Z');

describe('guardian consent (POPIA)', () => {
  it('takes the younger reading of a year of birth', () => {
    expect(youngestAge(2008, dec2026)).toBe(17);
    expect(needsGuardian(2008, dec2026)).toBe(true);
    expect(needsGuardian(2008, jan2027)).toBe(false);
    expect(needsGuardian(2007, dec2026)).toBe(false);
  });

  it('holds a 13–17 learner and locks an under-13 until the consent', () => {
    const noConsent = { guardianConsentAt: null };
    expect(guardianHold({ birthYear: 2010, ...noConsent }, dec2026)).toBe('held');
    expect(guardianHold({ birthYear: 2012, ...noConsent }, dec2026)).toBe('held');
    expect(guardianHold({ birthYear: 2013, ...noConsent }, dec2026)).toBe('locked');
    expect(guardianHold({ birthYear: 1990, ...noConsent }, dec2026)).toBe('none');
    expect(guardianHold({ birthYear: null, ...noConsent }, dec2026)).toBe('none');
    const consented = { birthYear: 2014, guardianConsentAt: new Date('2026-11-01') };
    expect(guardianHold(consented, dec2026)).toBe('none');
  });

  it('refuses impossible years and a missing or own guardian email', () => {
    expect(birthYearProblem(1899, dec2026)).toBe('Enter the year you were born, like 2008');
    expect(birthYearProblem(2027, dec2026)).toBe('Enter the year you were born, like 2008');
    expect(birthYearProblem(2024, dec2026)).toBe('Please check the year you were born');
    expect(birthYearProblem(2010, dec2026)).toBeNull();
    const teen = { email: 'kid@example.com', birthYear: 2011 };
    expect(guardianEmailProblem(teen, dec2026)).toBe("Enter your parent's or guardian's email");
    expect(guardianEmailProblem({ ...teen, guardianEmail: ' KID@example.com ' }, dec2026)).toBe(
      "Use your parent's or guardian's own email, not yours",
    );
    expect(guardianEmailProblem({ ...teen, guardianEmail: 'mom@example.com' }, dec2026)).toBeNull();
    expect(guardianEmailProblem({ email: 'a@b.co', birthYear: 1990 }, dec2026)).toBeNull();
  });
});
