import { describe, expect, it } from 'vitest';
import { catalogStanding } from './catalog.ts';

describe('catalogStanding', () => {
  it('is live, without a "coming" label, as soon as it has a published lesson', () => {
    expect(
      catalogStanding({
        status: 'coming_soon',
        comingSoonLabel: 'Coming 19 October',
        publishedLessons: 12,
      }),
    ).toEqual({ status: 'published', comingSoonLabel: null });
    expect(
      catalogStanding({ status: 'published', comingSoonLabel: null, publishedLessons: 1 }),
    ).toEqual({ status: 'published', comingSoonLabel: null });
  });

  it('stays coming, with its label, while it has no published lesson', () => {
    expect(
      catalogStanding({
        status: 'coming_soon',
        comingSoonLabel: 'Coming 14 September',
        publishedLessons: 0,
      }),
    ).toEqual({ status: 'coming_soon', comingSoonLabel: 'Coming 14 September' });
  });

  it('keeps what the admin stored for an empty published one, and drops a stray label', () => {
    expect(
      catalogStanding({ status: 'published', comingSoonLabel: 'Coming soon', publishedLessons: 0 }),
    ).toEqual({ status: 'published', comingSoonLabel: null });
  });
});
