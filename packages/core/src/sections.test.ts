import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import type { TRole } from './roles.ts';
import { SECTIONS, sectionAccess } from './sections.ts';

const as = (role: TRole) => ({ signedIn: true, role });

describe('sectionAccess', () => {
  it('walks the sections in SPEC order', () => {
    expect(SECTIONS).toEqual(['planning', 'build', 'explanation', 'deployment']);
  });

  it('refuses every section to a signed-out visitor', () => {
    for (const s of SECTIONS) {
      expect(sectionAccess(s, { signedIn: false, role: 'free' })).toEqual({
        allowed: false,
        message: MESSAGES.signInRequired,
      });
    }
  });

  it('opens Build to every signed-in user', () => {
    for (const role of ['free', 'starter', 'builder', 'creator', 'admin'] as const) {
      expect(sectionAccess('build', as(role)).allowed).toBe(true);
    }
  });

  it('keeps Planning for creators', () => {
    expect(sectionAccess('planning', as('creator')).allowed).toBe(true);
    expect(sectionAccess('planning', as('builder'))).toEqual({
      allowed: false,
      message: 'Planning is only available to Creators',
    });
  });

  it('opens Deeper Explanation to builders and creators only (the old always-true check is fixed)', () => {
    expect(sectionAccess('explanation', as('builder')).allowed).toBe(true);
    expect(sectionAccess('explanation', as('creator')).allowed).toBe(true);
    for (const role of ['free', 'starter'] as const) {
      expect(sectionAccess('explanation', as(role))).toEqual({
        allowed: false,
        message: 'You need to have a builder or creator subscription',
      });
    }
  });

  it('keeps Deployment for creators', () => {
    expect(sectionAccess('deployment', as('starter'))).toEqual({
      allowed: false,
      message: 'You must have a creator subscription to access this content',
    });
  });

  it('lets an admin see everything', () => {
    for (const s of SECTIONS) expect(sectionAccess(s, as('admin')).allowed).toBe(true);
  });
});
