import { ZSiteCheckExercise } from '@thinkbuild/core';
import { describe, expect, it } from 'vitest';
import { SEED_CATALOG } from './catalog.ts';
import { SEED_EXERCISES } from './exercises.ts';
import { SEED_SITE_CHECKS } from './site-checks.ts';

describe('the demo site checks', () => {
  it('each follows a Deployment lesson by its title, one with no code exercise', () => {
    for (const { lesson: at, check } of SEED_SITE_CHECKS) {
      const lesson = SEED_CATALOG.find((c) => c.slug === at.category)
        ?.projects.find((p) => p.slug === at.project)
        ?.lessons.find((l) => l.section === at.section && l.number === at.number);
      expect(lesson?.title).toBe(at.title);
      expect(at.section).toBe('deployment');
      const clash = SEED_EXERCISES.find(
        (e) =>
          e.lesson.category === at.category &&
          e.lesson.project === at.project &&
          e.lesson.section === at.section &&
          e.lesson.number === at.number,
      );
      expect(clash).toBeUndefined();
      expect(ZSiteCheckExercise.safeParse(check).error?.issues ?? []).toEqual([]);
    }
  });
});
