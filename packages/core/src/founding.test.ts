import { describe, expect, it } from 'vitest';
import { coursePlans } from './course-pages.ts';
import {
  foundingBannerText,
  foundingOpen,
  foundingPlacesLeft,
  newAccountLessons,
  newAccountLevel,
  pricingStory,
  signUpGetsText,
} from './founding.ts';

describe('founding-member places', () => {
  it('counts what the counter has not given, never below zero', () => {
    expect(foundingPlacesLeft(2000, 766)).toBe(1234);
    expect(foundingPlacesLeft(2000, 2000)).toBe(0);
    // LIFETIME_ACCESS_USERS lowered below what was already given.
    expect(foundingPlacesLeft(5, 9)).toBe(0);
    expect(foundingPlacesLeft(0, 0)).toBe(0);
  });

  it('is open while a place is left', () => {
    expect(foundingOpen({ total: 2000, left: 1 })).toBe(true);
    expect(foundingOpen({ total: 2000, left: 0 })).toBe(false);
    expect(foundingOpen(null)).toBe(false);
  });

  it('says the banner in the issue words, numbers with a thousands separator', () => {
    expect(foundingBannerText({ total: 2000, left: 1234 })).toBe(
      'The first 2,000 learners get everything free, for life: 1,234 places left',
    );
    expect(foundingBannerText({ total: 3000, left: 1 })).toBe(
      'The first 3,000 learners get everything free, for life: 1 place left',
    );
  });

  it('gives a new account Creator while places remain, a free account after', () => {
    expect(newAccountLevel({ total: 2000, left: 3 })).toBe('creator');
    expect(newAccountLevel({ total: 2000, left: 0 })).toBe('free');
  });

  it('counts the lessons of a course a new account opens now', () => {
    const plans = coursePlans({ planning: 3, build: 11, explanation: 4, deployment: 1 });
    expect(newAccountLessons(plans, { total: 2000, left: 0 })).toBe(11);
    expect(newAccountLessons(plans, { total: 2000, left: 5 })).toBe(19);
  });

  it('tells sign-up what the new account gets, from the places and the plan matrix', () => {
    expect(signUpGetsText({ total: 2000, left: 1234 })).toMatch(
      /^Your new account gets everything free, for life: .*The first 2,000 learners get everything free, for life: 1,234 places left\.$/,
    );
    expect(signUpGetsText({ total: 2000, left: 0 })).toBe(
      'Your free account opens the Build lessons and their quizzes. Plans add Code exercises, My project, Certificates, Deeper Explanation, Planning and Deployment, when you want them.',
    );
  });
});

describe('the pricing story a reader is told', () => {
  const open = { total: 2000, left: 10 };
  const gone = { total: 2000, left: 0 };
  it('shows a lifetime member what they hold, places or not', () => {
    expect(pricingStory(open, true)).toBe('member');
    expect(pricingStory(gone, true)).toBe('member');
  });

  it('tells a visitor signing up is free while places remain, and sells once they are gone', () => {
    expect(pricingStory(open, null)).toBe('founding');
    expect(pricingStory(gone, null)).toBe('selling');
    // Not known yet (the prerendered page): the plans, as when places are gone.
    expect(pricingStory(null, null)).toBe('selling');
  });

  it('sells to an account without lifetime access: signing up again gives it nothing', () => {
    expect(pricingStory(open, false)).toBe('selling');
  });
});
